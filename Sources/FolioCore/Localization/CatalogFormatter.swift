import Foundation

/// Writes a catalog form with its arguments: placeholders in order or by position, `%#@name@`
/// substitutions in the form their argument selects, and a pseudo-locale's transform on the form's
/// own words only.
struct CatalogFormatter {
    var locale: FolioLocale
    var substitutions: [String: StringCatalog.Substitution]
    var arguments: [FormatArgument]

    /// The category the first argument a number stands for selects (other when there is none).
    func firstCountCategory(_ form: String) -> PluralCategory {
        var next = 0
        for case .specifier(let s) in FormatSpecifier.segments(form) {
            guard let index = argumentIndex(s, next: &next) else { continue }
            switch s.kind {
            case .integer, .double: return argument(index).category(locale.pluralRule, writtenAs: s.kind)
            default: continue
            }
        }
        return .other
    }

    /// `form` with its placeholders written, after a pseudo-locale's transform (`bracketed`: the
    /// whole string's, brackets and padding included; else only its letters).
    func format(_ form: String, bracketed: Bool) -> String {
        var out = "", next = 0
        let template = locale.pseudo?.transform(form, whole: bracketed) ?? form
        for segment in FormatSpecifier.segments(template) {
            switch segment {
            case .text(let t): out += t
            case .specifier(let s):
                switch s.kind {
                case .percent: out += "%"
                case .substitution(let name):
                    guard let sub = substitutions[name] else { out += s.text; continue }
                    let index = sub.argumentNumber.map { $0 - 1 } ?? next
                    next = max(next, index + 1)
                    out += substitute(sub, argument(index))
                default:
                    guard let index = argumentIndex(s, next: &next) else { continue }
                    out += argument(index).written(for: s.kind, in: locale.format)
                }
            }
        }
        return out
    }

    /// A substitution's form for `value`, its `%arg` written with the substitution's specifier.
    func substitute(_ sub: StringCatalog.Substitution, _ value: FormatArgument) -> String {
        let specifier = FormatSpecifier.segments("%" + sub.formatSpecifier).first
        guard case .specifier(let spec)? = specifier else { return "" }
        let form = sub.forms[value.category(locale.pluralRule, writtenAs: spec.kind)] ?? sub.forms[.other] ?? ""
        return form.components(separatedBy: "%arg").map { part in
            CatalogFormatter(locale: locale, substitutions: [:], arguments: []).format(part, bracketed: false)
        }.joined(separator: value.written(for: spec.kind, in: locale.format))
    }

    /// The 0-based argument a placeholder takes (its position, or the next), advancing `next`.
    func argumentIndex(_ s: FormatSpecifier, next: inout Int) -> Int? {
        if case .percent = s.kind { return nil }
        let index = s.position.map { $0 - 1 } ?? next
        next = max(next, index + 1)
        return index
    }

    /// The argument at `index`, or empty text when the caller gave too few.
    func argument(_ index: Int) -> FormatArgument {
        arguments.indices.contains(index) ? arguments[index] : .text("")
    }
}

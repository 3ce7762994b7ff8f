/// A value a catalog string is formatted with: text (a name from a snapshot, written as it is, never
/// translated or pseudo-localised), an integer or a number.
public enum FormatArgument: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case text(String)
    case integer(Int)
    case number(Double)

    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }

    /// The plural category the argument selects under `rule` (text selects other); a number
    /// with `fractionDigits` shown.
    func category(_ rule: PluralRule, fractionDigits: Int?) -> PluralCategory {
        switch self {
        case .text: .other
        case .integer(let n): rule.category(n)
        case .number(let x): rule.category(x, fractionDigits: fractionDigits ?? 6)
        }
    }

    /// The argument written for `specifier` in `format`'s locale: text as it is, an integer with the
    /// locale's minus and no grouping (as `%d` writes), a number to the specifier's precision
    /// (6 when it gives none) with the locale's decimal separator.
    func written(for specifier: FormatSpecifier.Kind, in format: LocaleFormat) -> String {
        switch (self, specifier) {
        case (.text(let s), _): return s
        case (.integer(let n), .double(let precision)): return format.decimal(Double(n), fractionDigits: precision ?? 6)
        case (.integer(let n), _): return (n < 0 ? format.minus : "") + String(n.magnitude)
        case (.number(let x), .double(let precision)): return format.decimal(x, fractionDigits: precision ?? 6)
        case (.number(let x), _):
            let (negative, whole, _) = LocaleFormat.digits(x, fractionDigits: 0)
            return (negative ? format.minus : "") + whole
        }
    }
}

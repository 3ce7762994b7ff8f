/// A value a catalog string is formatted with: text (a name from a snapshot, written as it is, never
/// translated or pseudo-localised), an integer or a number.
public enum FormatArgument: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case text(String)
    case integer(Int)
    case number(Double)

    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }

    /// The plural category the argument selects under `rule` when written as `kind`: an integer
    /// placeholder counts a number's whole part, `%.1f` counts one fraction digit shown (so 1.0 is
    /// other in English), and text selects other.
    func category(_ rule: PluralRule, writtenAs kind: FormatSpecifier.Kind) -> PluralCategory {
        switch (self, kind) {
        case (.text, _): .other
        case (.integer(let n), .double(let precision)): rule.category(Double(n), fractionDigits: precision ?? 6)
        case (.integer(let n), _): rule.category(n)
        case (.number(let x), .double(let precision)): rule.category(x, fractionDigits: precision ?? 6)
        case (.number(let x), .integer): rule.category(x.rounded(.towardZero), fractionDigits: 0)
        case (.number(let x), _): rule.category(x, fractionDigits: Self.shortestFractionDigits(x))
        }
    }

    /// The argument written for `specifier` in `format`'s locale: text as it is, an integer with the
    /// locale's minus and no grouping (as `%d` writes), a number to the specifier's precision
    /// (6 when it gives none) with the locale's separators, or for `%@` in as few digits as it needs.
    func written(for specifier: FormatSpecifier.Kind, in format: LocaleFormat) -> String {
        switch (self, specifier) {
        case (.text(let s), _): return s
        case (.integer(let n), .double(let precision)): return format.decimal(Double(n), fractionDigits: precision ?? 6)
        case (.integer(let n), _): return (n < 0 ? format.minus : "") + String(n.magnitude)
        case (.number(let x), .double(let precision)): return format.decimal(x, fractionDigits: precision ?? 6)
        case (.number(let x), .integer): return format.decimal(x.rounded(.towardZero), fractionDigits: 0)
        case (.number(let x), _): return format.decimal(x, fractionDigits: Self.shortestFractionDigits(x))
        }
    }

    /// How many fraction digits (at most 6) write `x` as Swift's shortest round-trip form does: 0 for
    /// 2.0, 1 for 1.5 and for 0.3 (whose binary value is a hair over it).
    static func shortestFractionDigits(_ x: Double) -> Int {
        guard x.isFinite else { return 0 }
        let text = "\(x.magnitude)"
        if text.contains("e-") { return 6 }
        guard !text.contains("e"), let point = text.firstIndex(of: ".") else { return 0 }
        let fraction = text[text.index(after: point)...].reversed().drop { $0 == "0" }
        return min(6, fraction.count)
    }
}

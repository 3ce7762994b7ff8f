/// A locale's CLDR plural rules as a value: which ``PluralCategory`` a number selects
/// (https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html).
///
/// The rules read CLDR's operands of the number as written: `n` its absolute value, `i` its integer
/// digits, `v` how many fraction digits are shown. "1" is one in English, "1.0" and "1.5" are other.
public struct PluralRule: Sendable {
    /// The rule's name, for messages ("en").
    public var name: String
    private var select: @Sendable (_ n: Double, _ i: Int, _ v: Int) -> PluralCategory

    /// The categories the rule can select, in CLDR's order; a catalog's plural variation needs `other`
    /// and may give any of these.
    public var categories: [PluralCategory]

    init(name: String, categories: [PluralCategory], select: @escaping @Sendable (Double, Int, Int) -> PluralCategory) {
        self.name = name
        self.categories = categories
        self.select = select
    }

    /// English: one for 1 with no fraction digits shown, other for everything else.
    public static let english = PluralRule(name: "en", categories: [.one, .other]) { _, i, v in
        i == 1 && v == 0 ? .one : .other
    }

    /// German: as English.
    public static let german = PluralRule(name: "de", categories: english.categories, select: english.select)

    /// Arabic: zero for 0, one for 1, two for 2, few when n % 100 is 3…10, many when it is 11…99,
    /// other for the rest (100, 101, 102, fractions).
    public static let arabic = PluralRule(name: "ar", categories: PluralCategory.allCases) { n, _, _ in
        let whole = n == n.rounded(.towardZero)
        let hundreds = whole ? Int(n.truncatingRemainder(dividingBy: 100)) : -1
        switch (n, hundreds) {
        case (0, _): return .zero
        case (1, _): return .one
        case (2, _): return .two
        case (_, 3...10): return .few
        case (_, 11...99): return .many
        default: return .other
        }
    }

    /// The category of an integer count.
    public func category(_ count: Int) -> PluralCategory {
        let magnitude = count.magnitude
        return select(Double(magnitude), magnitude > UInt(Int.max) ? Int.max : Int(magnitude), 0)
    }

    /// The category of `value` written with `fractionDigits` digits after the decimal point
    /// (1.5 with one is other in English; 1 with zero is one).
    public func category(_ value: Double, fractionDigits: Int) -> PluralCategory {
        guard value.isFinite else { return .other }
        let n = abs(value)
        let i = n < 9e18 ? Int(n.rounded(.towardZero)) : Int.max
        return select(n, i, max(0, fractionDigits))
    }
}

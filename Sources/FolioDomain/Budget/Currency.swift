/// An ISO 4217 currency Folio can keep budgets in, with the exponent of its minor unit from one
/// stated table: USD 2, EUR 2, GBP 2, JPY 0, KWD 3 (a dollar has 100 cents, a yen no minor unit,
/// a dinar 1,000 fils).
public struct Currency: Hashable, Sendable, CustomStringConvertible {
    /// The three-letter code ("USD").
    public let code: String
    /// Decimal places of the minor unit (2 for USD).
    public let exponent: Int

    /// The table of currencies and their exponents, in the order messages list them.
    public static let table: [(code: String, exponent: Int)] = [("USD", 2), ("EUR", 2), ("GBP", 2), ("JPY", 0), ("KWD", 3)]

    /// US dollar.
    public static let usd = Currency(code: "USD", exponent: 2)
    /// Euro.
    public static let eur = Currency(code: "EUR", exponent: 2)
    /// Japanese yen.
    public static let jpy = Currency(code: "JPY", exponent: 0)
    /// Kuwaiti dinar.
    public static let kwd = Currency(code: "KWD", exponent: 3)

    private init(code: String, exponent: Int) {
        self.code = code
        self.exponent = exponent
    }

    /// The currency with the ISO code `code`, or nil when it is not in the table.
    public init?(code: String) {
        guard let entry = Currency.table.first(where: { $0.code == code }) else { return nil }
        self.init(code: entry.code, exponent: entry.exponent)
    }

    /// Minor units in one major unit (100 for USD, 1 for JPY).
    public var minorPerMajor: Int64 {
        var n: Int64 = 1
        for _ in 0..<exponent { n *= 10 }
        return n
    }

    /// The code.
    public var description: String { code }
}

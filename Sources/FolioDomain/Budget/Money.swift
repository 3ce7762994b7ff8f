/// An exact amount of money: a currency and a whole number of its minor units (cents, fils, yen),
/// never a floating-point number. Arithmetic checks for overflow and for mixed currencies.
public struct Money: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The currency.
    public let currency: Currency
    /// The amount in minor units (1234 is $12.34); negative for money owed or over budget.
    public let minorUnits: Int64

    /// `minorUnits` of `currency`.
    public init(_ minorUnits: Int64, _ currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Nothing, in `currency`.
    public static func zero(_ currency: Currency) -> Money { Money(0, currency) }

    /// Whether the amount is below zero.
    public var isNegative: Bool { minorUnits < 0 }

    /// Whether the amount is zero.
    public var isZero: Bool { minorUnits == 0 }

    /// The sum.
    /// - Throws: `MoneyError.currencyMismatch` or `.overflow`.
    public func adding(_ other: Money) throws(MoneyError) -> Money {
        try checkSameCurrency(other)
        let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        guard !overflow else { throw .overflow }
        return Money(sum, currency)
    }

    /// The difference.
    /// - Throws: `MoneyError.currencyMismatch` or `.overflow`.
    public func subtracting(_ other: Money) throws(MoneyError) -> Money {
        try checkSameCurrency(other)
        let (difference, overflow) = minorUnits.subtractingReportingOverflow(other.minorUnits)
        guard !overflow else { throw .overflow }
        return Money(difference, currency)
    }

    /// The amount divided into `parts` equal shares, rounded toward zero to the minor unit (a
    /// share never adds up to more than the whole); the whole itself when `parts` is below 1.
    public func share(of parts: Int) -> Money {
        guard parts > 1 else { return self }
        return Money(minorUnits / Int64(parts), currency)
    }

    /// The amount times `numerator` over `denominator`, rounded to the nearest minor unit with
    /// halves away from zero (commercial rounding): a mean or a rate is never rounded down, so
    /// $2,850.37 over 27 days is $105.57 a day, and $600 a month is $138.46 a week (× 12 / 52).
    /// - Throws: `MoneyError.overflow` when the product does not fit in 64 bits or `denominator`
    ///   is not positive.
    public func scaled(by numerator: Int64, over denominator: Int64) throws(MoneyError) -> Money {
        let (product, overflow) = minorUnits.multipliedReportingOverflow(by: numerator)
        guard !overflow, denominator > 0 else { throw .overflow }
        let quotient = product / denominator, remainder = product % denominator
        let away: Int64 = remainder.magnitude * 2 >= denominator.magnitude ? (product < 0 ? -1 : 1) : 0
        return Money(quotient + away, currency)
    }

    /// The amount as a share of `whole` (0.5 for half), for bars. When `whole` is not positive it is
    /// 0 for nothing spent and 2 (past full) for anything spent from nothing.
    public func fraction(of whole: Money) -> Double {
        guard whole.minorUnits > 0 else { return minorUnits > 0 ? 2 : 0 }
        return Double(minorUnits) / Double(whole.minorUnits)
    }

    /// The sum of `amounts`, zero when there are none.
    /// - Throws: `MoneyError` when they mix currencies or the total overflows.
    public static func sum(_ amounts: [Money], in currency: Currency) throws(MoneyError) -> Money {
        var total = Money.zero(currency)
        for amount in amounts { total = try total.adding(amount) }
        return total
    }

    /// "USD 1234" (minor units): for debugging; people see `MoneyFormatter`'s text.
    public var description: String { "\(currency.code) \(minorUnits)" }

    /// Orders amounts of one currency; amounts of different currencies order by code first.
    public static func < (lhs: Money, rhs: Money) -> Bool {
        (lhs.currency.code, lhs.minorUnits) < (rhs.currency.code, rhs.minorUnits)
    }

    private func checkSameCurrency(_ other: Money) throws(MoneyError) {
        guard currency == other.currency else { throw .currencyMismatch(currency.code, other.currency.code) }
    }
}

/// Why money arithmetic or parsing failed.
public enum MoneyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The result does not fit in 64-bit minor units.
    case overflow
    /// Two amounts in different currencies were combined.
    case currencyMismatch(String, String)
    /// The text is not a decimal amount ("12.50").
    case notADecimal(String)
    /// The text has more decimal places than the currency has.
    case tooManyDecimals(text: String, places: Int, currency: Currency)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .overflow: "the amount does not fit in 64-bit minor units"
        case .currencyMismatch(let a, let b): "\(a) and \(b) cannot be combined"
        case .notADecimal(let text): "\"\(text)\" is not a decimal amount such as \"12.50\""
        case .tooManyDecimals(let text, let places, let currency):
            "\"\(text)\" has \(places) decimal places; \(currency.code) has \(currency.exponent)"
        }
    }
}

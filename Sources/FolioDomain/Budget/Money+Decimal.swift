extension Money {
    /// Reads a decimal amount in major units ("12.5", "-3", "1234.567"): an optional minus, ASCII
    /// digits, and at most as many decimal places as the currency has. Exact: no rounding ever.
    /// - Throws: `MoneyError.notADecimal`, `.tooManyDecimals` or `.overflow`.
    public init(decimal text: String, _ currency: Currency) throws(MoneyError) {
        var body = Substring(text)
        let negative = body.hasPrefix("-")
        if negative { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        func digits(_ s: Substring) -> Bool { s.utf8.allSatisfy { (48...57).contains($0) } }
        guard !whole.isEmpty, digits(whole), digits(fraction), parts.count == 1 || !fraction.isEmpty else {
            throw .notADecimal(text)
        }
        guard fraction.count <= currency.exponent else {
            throw .tooManyDecimals(text: text, places: fraction.count, currency: currency)
        }
        var minor: Int64 = 0
        let padded = String(fraction) + String(repeating: "0", count: currency.exponent - fraction.count)
        for digit in (whole + padded).utf8 {
            let (times, o1) = minor.multipliedReportingOverflow(by: 10)
            let (plus, o2) = times.addingReportingOverflow(Int64(digit - 48))
            guard !o1, !o2 else { throw .overflow }
            minor = plus
        }
        self.init(negative ? -minor : minor, currency)
    }

    /// The amount as a plain decimal in major units ("12.50", "-3", "1234.567"), the form the
    /// snapshot files use.
    public var decimalText: String {
        let unit = currency.minorPerMajor
        let magnitude = minorUnits.magnitude
        let whole = magnitude / UInt64(unit)
        let sign = minorUnits < 0 ? "-" : ""
        guard currency.exponent > 0 else { return "\(sign)\(whole)" }
        let fraction = String(magnitude % UInt64(unit))
        return "\(sign)\(whole)." + String(repeating: "0", count: currency.exponent - fraction.count) + fraction
    }
}

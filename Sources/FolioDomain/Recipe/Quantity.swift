/// An exact amount of an ingredient: a positive rational number kept as a reduced fraction, so
/// scaling servings and converting units never lose a third ("1/3 cup × 3 = 1 cup", exactly).
/// Doubles appear only when an amount is shown.
///
/// The parts are 128-bit and every operation cancels common factors before it multiplies and
/// checks what it computes: a result that does not fit throws ``QuantityOverflow`` instead of
/// trapping. The amounts a valid snapshot makes (written amounts of at most 100 000 in sixteenths
/// or thousandths, scaled by at most 24, converted and summed over a week's plan) stay far below
/// that bound; the snapshot reader still reports an overflow with its path.
public struct Quantity: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The numerator, sharing no factor with the denominator.
    public let numerator: Int128
    /// The denominator, always positive.
    public let denominator: Int128

    /// The largest denominator a snapshot may write ("1/16" is the finest a cook measures).
    public static let maxWrittenDenominator = 16
    /// The largest amount a snapshot may write.
    public static let maxWritten = 100_000

    /// `numerator / denominator` reduced; nil for a zero denominator.
    public init?(_ numerator: Int, _ denominator: Int = 1) {
        guard let value = try? Quantity.reduced(Int128(numerator), Int128(denominator)) else { return nil }
        self = value
    }

    /// A whole number.
    public init(whole: Int) {
        numerator = Int128(whole)
        denominator = 1
    }

    private init(reducedNumerator: Int128, denominator: Int128) {
        numerator = reducedNumerator
        self.denominator = denominator
    }

    /// The value as a Double, for display and drawing only.
    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// "1 1/2", "1/3", "250": the way a snapshot writes it.
    public var description: String {
        let whole = numerator / denominator, rest = numerator % denominator
        if rest == 0 { return "\(whole)" }
        return whole == 0 ? "\(rest)/\(denominator)" : "\(whole) \(rest)/\(denominator)"
    }

    public static func < (lhs: Quantity, rhs: Quantity) -> Bool {
        // Compared in 256-bit products so no pair of parts can overflow.
        let l = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
        let r = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
        return (l.high, l.low) < (r.high, r.low)
    }

    /// The sum, exact.
    /// - Throws: `QuantityOverflow` when it does not fit.
    public static func + (lhs: Quantity, rhs: Quantity) throws(QuantityOverflow) -> Quantity {
        let g = gcd(lhs.denominator, rhs.denominator)
        let left = try product(lhs.numerator, rhs.denominator / g)
        let right = try product(rhs.numerator, lhs.denominator / g)
        let (sum, overflow) = left.addingReportingOverflow(right)
        guard !overflow else { throw QuantityOverflow() }
        return try reduced(sum, try product(lhs.denominator / g, rhs.denominator))
    }

    /// The difference, exact.
    /// - Throws: `QuantityOverflow` when it does not fit.
    public static func - (lhs: Quantity, rhs: Quantity) throws(QuantityOverflow) -> Quantity {
        try lhs + Quantity(reducedNumerator: -rhs.numerator, denominator: rhs.denominator)
    }

    /// The product, exact (factors are cancelled before multiplying, so values stay small).
    /// - Throws: `QuantityOverflow` when it does not fit.
    public static func * (lhs: Quantity, rhs: Quantity) throws(QuantityOverflow) -> Quantity {
        let a = Swift.max(gcd(lhs.numerator.magnitude, rhs.denominator), 1)
        let b = Swift.max(gcd(rhs.numerator.magnitude, lhs.denominator), 1)
        return try reduced(try product(lhs.numerator / a, rhs.numerator / b), try product(lhs.denominator / b, rhs.denominator / a))
    }

    /// The quotient, exact; dividing by zero gives zero (no amount is ever zero where this is used).
    /// - Throws: `QuantityOverflow` when it does not fit.
    public static func / (lhs: Quantity, rhs: Quantity) throws(QuantityOverflow) -> Quantity {
        guard rhs.numerator != 0 else { return Quantity(whole: 0) }
        let sign: Int128 = rhs.numerator < 0 ? -1 : 1
        return try lhs * Quantity(reducedNumerator: sign * rhs.denominator, denominator: sign * rhs.numerator)
    }

    /// `numerator / denominator` in lowest terms with a positive denominator.
    private static func reduced(_ numerator: Int128, _ denominator: Int128) throws(QuantityOverflow) -> Quantity {
        guard denominator != 0 else { throw QuantityOverflow() }
        guard numerator != .min, denominator != .min else { throw QuantityOverflow() }
        let divisor = Swift.max(1, gcd(numerator.magnitude, denominator))
        let sign: Int128 = denominator < 0 ? -1 : 1
        return Quantity(reducedNumerator: sign * numerator / divisor, denominator: sign * denominator / divisor)
    }

    private static func product(_ a: Int128, _ b: Int128) throws(QuantityOverflow) -> Int128 {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        guard !overflow else { throw QuantityOverflow() }
        return value
    }

    private static func gcd(_ a: UInt128, _ b: Int128) -> Int128 {
        var (a, b) = (a, b.magnitude)
        while b != 0 { (a, b) = (b, a % b) }
        return Int128(truncatingIfNeeded: a)
    }

    private static func gcd(_ a: Int128, _ b: Int128) -> Int128 { gcd(a.magnitude, b) }
}

/// An exact amount that does not fit in 128-bit parts.
public struct QuantityOverflow: Error, Hashable, Sendable, CustomStringConvertible {
    /// A sentence for people.
    public var description: String { "an amount too large to keep exactly" }
}

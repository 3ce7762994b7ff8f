/// An exact amount of an ingredient: a positive rational number kept as a reduced fraction, so
/// scaling servings and converting units never lose a third ("1/3 cup × 3 = 1 cup", exactly).
/// Doubles appear only when an amount is shown.
public struct Quantity: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The numerator, sharing no factor with the denominator.
    public let numerator: Int
    /// The denominator, always positive.
    public let denominator: Int

    /// The largest denominator a snapshot may write ("1/16" is the finest a cook measures).
    public static let maxWrittenDenominator = 16
    /// The largest amount a snapshot may write.
    public static let maxWritten = 100_000

    /// `numerator / denominator` reduced; nil for a zero denominator.
    public init?(_ numerator: Int, _ denominator: Int = 1) {
        guard denominator != 0 else { return nil }
        let sign = denominator < 0 ? -1 : 1
        let divisor = Swift.max(1, Quantity.gcd(abs(numerator), abs(denominator)))
        self.numerator = sign * numerator / divisor
        self.denominator = abs(denominator) / divisor
    }

    /// A whole number.
    public init(whole: Int) {
        numerator = whole
        denominator = 1
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
        // Compared in wide integers so large denominators never overflow.
        let l = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
        let r = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
        return (l.high, l.low) < (r.high, r.low)
    }

    /// The sum, exact.
    public static func + (lhs: Quantity, rhs: Quantity) -> Quantity {
        let g = gcd(lhs.denominator, rhs.denominator)
        let l = lhs.denominator / g
        return exact(lhs.numerator * (rhs.denominator / g) + rhs.numerator * l, l * rhs.denominator)
    }

    /// The difference, exact.
    public static func - (lhs: Quantity, rhs: Quantity) -> Quantity {
        lhs + Quantity.exact(-rhs.numerator, rhs.denominator)
    }

    /// The product, exact (factors are cancelled before multiplying, so values stay small).
    public static func * (lhs: Quantity, rhs: Quantity) -> Quantity {
        let a = gcd(abs(lhs.numerator), rhs.denominator), b = gcd(abs(rhs.numerator), lhs.denominator)
        return exact((lhs.numerator / Swift.max(a, 1)) * (rhs.numerator / Swift.max(b, 1)),
                     (lhs.denominator / Swift.max(b, 1)) * (rhs.denominator / Swift.max(a, 1)))
    }

    /// The quotient, exact; dividing by zero gives zero (no amount is ever zero where this is used).
    public static func / (lhs: Quantity, rhs: Quantity) -> Quantity {
        guard rhs.numerator != 0, let inverse = Quantity(rhs.denominator, rhs.numerator) else { return Quantity(whole: 0) }
        return lhs * inverse
    }

    /// The nearest multiple of `1 / denominator` (halves round up).
    public func rounded(toDenominator denominator: Int) -> Quantity {
        let twice = 2 * self.denominator
        let n = numerator * denominator * 2 + self.denominator
        let floor = n >= 0 ? n / twice : -((-n + twice - 1) / twice)
        return Quantity.exact(floor, denominator)
    }

    /// A fraction from parts already checked; reduced.
    private static func exact(_ numerator: Int, _ denominator: Int) -> Quantity {
        Quantity(numerator, denominator) ?? Quantity(whole: 0)
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}

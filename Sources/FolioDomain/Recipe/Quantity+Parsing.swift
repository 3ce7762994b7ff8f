extension Quantity {
    /// Reads an amount as a recipe writes it: a whole number ("250"), a fraction ("1/3"), a mixed
    /// number ("1 1/2") or a decimal ("0.75"); nil for anything else ("1//2", "1/0", "½", "-1").
    public init?(parsing text: String) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            guard let value = Quantity.simple(parts[0]) else { return nil }
            self = value
        case 2:
            guard let whole = Quantity.digits(parts[0]), parts[1].contains("/"),
                  let fraction = Quantity.simple(parts[1]), fraction < Quantity(whole: 1),
                  let sum = try? Quantity(whole: whole) + fraction else { return nil }
            self = sum
        default:
            return nil
        }
    }

    /// A whole number, a decimal or a plain fraction.
    private static func simple(_ part: Substring) -> Quantity? {
        let halves = part.split(separator: "/", omittingEmptySubsequences: false)
        if halves.count == 2 {
            guard let n = digits(halves[0]), let d = digits(halves[1]), d > 0 else { return nil }
            return Quantity(n, d)
        }
        guard halves.count == 1 else { return nil }
        let decimal = part.split(separator: ".", omittingEmptySubsequences: false)
        guard let whole = digits(decimal[0]) else { return nil }
        if decimal.count == 1 { return Quantity(whole: whole) }
        guard decimal.count == 2, (1...3).contains(decimal[1].count), let fraction = digits(decimal[1]) else { return nil }
        var scale = 1
        for _ in 0..<decimal[1].count { scale *= 10 }
        return Quantity(whole * scale + fraction, scale)
    }

    /// 1…9 ASCII digits as a number.
    private static func digits(_ part: Substring) -> Int? {
        guard (1...9).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(part)
    }
}

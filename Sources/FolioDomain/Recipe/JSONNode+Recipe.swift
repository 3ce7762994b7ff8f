import FolioCore

extension JSONNode {
    /// An ingredient's amount: a positive number, or a string "250", "1/3", "1 1/2" or "0.75",
    /// in sixteenths or thousandths at finest and at most ``Quantity/maxWritten``.
    func quantity() -> Quantity? {
        let expected = "an amount such as 250, \"1/3\" or \"1 1/2\" (more than 0, at most \(Quantity.maxWritten))"
        let schema: [String: JSONValue] = [
            "type": .array([.string("string"), .string("number")]),
            "pattern": .string(#"^\d{1,9}(\.\d{1,3}|/\d{1,9}| \d{1,9}/\d{1,9})?$"#),
            "exclusiveMinimum": .number(0), "maximum": .number(Double(Quantity.maxWritten)),
        ]
        return leaf(expected: expected, schema: schema) { value in
            let parsed: Quantity?
            switch value {
            case .number(let n) where (n * 1000).rounded() == n * 1000 && abs(n) < 1e9: parsed = Quantity(Int(n * 1000), 1000)
            case .string(let s): parsed = Quantity(parsing: s)
            default: parsed = nil
            }
            guard let q = parsed, q > Quantity(whole: 0), q <= Quantity(whole: Quantity.maxWritten),
                  q.denominator <= Quantity.maxWrittenDenominator || 1000 % q.denominator == 0 else { return .mismatch() }
            return .value(q)
        }
    }
}

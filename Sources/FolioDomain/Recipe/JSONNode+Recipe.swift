import FolioCore

extension JSONNode {
    /// An ingredient's amount as text: "250", "1/3", "1 1/2" or "0.75" (never a JSON number, so
    /// a third is written exactly), in sixteenths or thousandths at finest, more than 0 and at
    /// most ``Quantity/maxWritten``.
    func quantity() -> Quantity? {
        let expected = "an amount such as \"250\", \"1/3\" or \"1 1/2\" (more than 0, at most \(Quantity.maxWritten))"
        let schema: [String: JSONValue] = [
            "type": .string("string"),
            "pattern": .string(#"^\d{1,9}(\.\d{1,3}|/\d{1,9}| \d{1,9}/\d{1,9})?$"#),
        ]
        return leaf(expected: expected, schema: schema) { value in
            guard case .string(let s) = value, let q = Quantity(parsing: s), q > Quantity(whole: 0),
                  q <= Quantity(whole: Quantity.maxWritten),
                  q.denominator <= Quantity.maxWrittenDenominator || 1000 % q.denominator == 0 else { return .mismatch() }
            return .value(q)
        }
    }
}

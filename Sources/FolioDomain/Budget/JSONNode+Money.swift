import FolioCore

/// The sign an amount read from a snapshot must have.
enum AmountSign {
    /// Zero or more (a budget).
    case nonNegative
    /// More than zero (a spend, a refund, a transfer).
    case positive

    var words: String {
        switch self {
        case .nonNegative: "zero or more"
        case .positive: "more than zero"
        }
    }
}

extension JSONNode {
    /// The largest integer JSON numbers carry exactly (2^53 − 1); larger amounts are written as
    /// decimal strings.
    static let largestExactInteger: Int64 = 9_007_199_254_740_991

    /// The pattern of an amount written as a string: no sign, 1…19 digits, and at most three places.
    static let amountPattern = #"^\d{1,19}(\.\d{1,3})?$"#

    /// An amount of `currency`: an integer of minor units (1250 is $12.50) or a decimal string in
    /// major units ("12.50") with no more places than the currency has. A JSON number with a
    /// fraction (12.5) is refused, never rounded. Nil without a report when `currency` is unknown
    /// (its own problem is reported where it is named).
    func amount(_ currency: Currency?, _ sign: AmountSign) -> Money? {
        let expected = "an amount \(sign.words): an integer of minor units (1250) or a decimal string (\"12.50\")"
        let schema: [String: JSONValue] = ["oneOf": .array([
            .object(["type": .string("integer"), "minimum": .number(sign == .positive ? 1 : 0),
                     "maximum": .number(Double(JSONNode.largestExactInteger))]),
            .object(["type": .string("string"), "pattern": .string(JSONNode.amountPattern)]),
        ])]
        let read: Money?? = leaf(expected: expected, schema: schema) { (value: JSONValue) -> Conversion<Money?> in
            guard let currency else { return .value(nil) }
            let money: Money
            switch value {
            case .number(let n):
                guard n == n.rounded() else {
                    return .mismatch(found: "\(value.serialized()), a JSON float (write minor units, or a decimal string)")
                }
                guard abs(n) <= Double(JSONNode.largestExactInteger) else {
                    return .mismatch(found: "\(value.serialized()), beyond the integers JSON carries exactly (write a decimal string)")
                }
                money = Money(Int64(n), currency)
            case .string(let text):
                // What the schema's pattern allows: no sign, at most 19 digits before the point.
                let whole = text.prefix { $0 != "." }
                if text.hasPrefix("-") { return .mismatch(found: "\(JSONNode.describe(value)), a negative amount") }
                guard whole.count <= 19 else {
                    return .mismatch(found: "\(JSONNode.describe(value)), " + (whole.hasPrefix("0")
                        ? "zero-padded past the 19 digits the pattern \(JSONNode.amountPattern) allows" : "which overflows 64-bit minor units"))
                }
                do throws(MoneyError) {
                    money = try Money(decimal: text, currency)
                } catch {
                    switch error {
                    case .tooManyDecimals(_, let places, _):
                        return .mismatch(found: "\"\(text)\" with \(places) decimal places; \(currency.code) has \(currency.exponent)")
                    case .overflow:
                        return .mismatch(found: "\"\(text)\", which overflows 64-bit minor units")
                    default:
                        return .mismatch()
                    }
                }
            default:
                return .mismatch()
            }
            if sign == .positive ? money.minorUnits <= 0 : money.isNegative {
                return .mismatch(found: "\(JSONNode.describe(value)), \(money.isNegative ? "a negative amount" : "zero")")
            }
            return .value(money)
        }
        return read ?? nil
    }
}

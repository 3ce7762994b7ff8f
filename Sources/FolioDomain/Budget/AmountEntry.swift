/// An amount being typed on a keypad: the keys pressed so far as text ("12.5"), always a valid
/// prefix of an amount in its currency. Each key press is a pure function to the next entry:
///
/// - a digit is appended; a lone "0" is replaced by the next digit (no leading zeros);
/// - a digit after the decimal point is refused once the currency's places are typed (a third for
///   USD, a fourth for KWD);
/// - the decimal point is refused for a currency without minor units (JPY) and when one is
///   already typed; on an empty entry it types "0.";
/// - a digit that would make the amount overflow 64-bit minor units is refused;
/// - delete takes back the last key; on an empty entry it does nothing.
public struct AmountEntry: Hashable, Sendable {
    /// A key of the amount keypad.
    public enum Key: Hashable, Sendable {
        case digit(Int)
        case decimalPoint
        case delete
    }

    /// The currency typed in.
    public let currency: Currency
    /// The keys so far ("", "1", "12.", "12.50").
    public private(set) var text: String

    /// An empty entry in `currency`.
    public init(_ currency: Currency) {
        self.currency = currency
        text = ""
    }

    /// The entry after typing each character of `keys` ("12.50"; "<" is delete).
    /// - Throws: the `AmountEntryError` of the first key refused.
    public init(typing keys: String, _ currency: Currency) throws(AmountEntryError) {
        var entry = AmountEntry(currency)
        for character in keys {
            let key: Key
            if character == "." { key = .decimalPoint } else if character == "<" { key = .delete } else if let d = character.wholeNumberValue, character.isASCII {
                key = .digit(d)
            } else {
                throw .notAKey(character)
            }
            entry = try entry.pressing(key)
        }
        self = entry
    }

    /// The entry after pressing `key`.
    /// - Throws: `AmountEntryError` when the key is refused (the entry is unchanged).
    public func pressing(_ key: Key) throws(AmountEntryError) -> AmountEntry {
        var next = self
        switch key {
        case .digit(let d):
            guard (0...9).contains(d) else { throw .notAKey(Character("?")) }
            if let point = text.firstIndex(of: ".") {
                let places = text.distance(from: point, to: text.endIndex) - 1
                guard places < currency.exponent else { throw .tooManyDecimals(places: currency.exponent, currency: currency) }
                next.text.append(String(d))
            } else if text == "0" {
                next.text = String(d)
            } else {
                next.text.append(String(d))
            }
            guard (try? next.exactAmount()) != nil else { throw .tooLarge }
        case .decimalPoint:
            guard currency.exponent > 0 else { throw .noMinorUnit(currency) }
            guard !text.contains(".") else { throw .secondDecimalPoint }
            next.text = (text.isEmpty ? "0" : text) + "."
        case .delete:
            if !next.text.isEmpty { next.text.removeLast() }
        }
        return next
    }

    /// The amount typed so far ("12." is 12.00); zero for an empty entry.
    public var amount: Money {
        (try? exactAmount()) ?? .zero(currency)
    }

    /// Whether nothing but zero has been typed.
    public var isZero: Bool { amount.isZero }

    private func exactAmount() throws(MoneyError) -> Money {
        guard !text.isEmpty else { return .zero(currency) }
        let body = text.hasSuffix(".") ? String(text.dropLast()) : text
        return try Money(decimal: body, currency)
    }
}

/// Why a key press on the amount keypad is refused.
public enum AmountEntryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The currency's decimal places are all typed.
    case tooManyDecimals(places: Int, currency: Currency)
    /// The currency has no minor unit, so no decimal point.
    case noMinorUnit(Currency)
    /// A decimal point is already typed.
    case secondDecimalPoint
    /// The amount would not fit in 64-bit minor units.
    case tooLarge
    /// The character is no key of the keypad.
    case notAKey(Character)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .tooManyDecimals(let places, let currency): "\(currency.code) has \(places) decimal places"
        case .noMinorUnit(let currency): "\(currency.code) has no decimal places"
        case .secondDecimalPoint: "the amount already has a decimal point"
        case .tooLarge: "the amount is too large"
        case .notAKey(let c): "\"\(c)\" is not a key of the keypad"
        }
    }
}

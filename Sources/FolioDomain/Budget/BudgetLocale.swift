/// The locales Budget Envelopes writes money for, each with its rules in one place: the grouping
/// separator, the decimal mark and where the currency symbol goes. The minus is always U+2212.
public enum BudgetLocale: String, NamedChoice {
    case enUS = "en-US", enGB = "en-GB", deDE = "de-DE", jaJP = "ja-JP"

    /// Between groups of three digits: "," in English and Japanese, "." in German.
    public var groupingSeparator: String { self == .deDE ? "." : "," }

    /// Between whole and fraction: "." in English and Japanese, "," in German.
    public var decimalMark: String { self == .deDE ? "," : "." }

    /// Whether the symbol follows the number ("12,50 €") rather than leading it ("$12.50").
    public var symbolFollows: Bool { self == .deDE }

    /// The symbol of `currency` in this locale ("$", "€", "¥", "￥" in Japanese, "KWD").
    public func symbol(_ currency: Currency) -> String {
        switch currency.code {
        case "USD": "$"
        case "EUR": "€"
        case "GBP": "£"
        case "JPY": self == .jaJP ? "￥" : "¥"
        default: currency.code
        }
    }

    /// Whether a space (no-break) separates the symbol from the number: always when the symbol
    /// follows it, and for letter codes ("KWD 1,250.000").
    public func spaced(_ currency: Currency) -> Bool {
        symbolFollows || symbol(currency).unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
    }
}

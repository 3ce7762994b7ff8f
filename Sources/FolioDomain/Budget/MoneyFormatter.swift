/// How Budget Envelopes writes money for people, per locale: "$1,234.56" and "−$18.20" in en-US,
/// "1.234,56 €" in de-DE, "￥1,235" in ja-JP; always every decimal place the currency has (exact,
/// never rounded), a no-break space where the locale wants one, and the minus sign U+2212.
public struct MoneyFormatter: Hashable, Sendable {
    /// The locale written for.
    public var locale: BudgetLocale

    /// A formatter for `locale`.
    public init(_ locale: BudgetLocale = .enUS) {
        self.locale = locale
    }

    /// The minus sign.
    public static let minus = "\u{2212}"
    /// The no-break space between a number and a spaced symbol.
    static let space = "\u{00A0}"

    /// "$1,234.56", "−$18.20".
    public func string(_ money: Money) -> String {
        let unit = UInt64(money.currency.minorPerMajor)
        let magnitude = money.minorUnits.magnitude
        var number = grouped(String(magnitude / unit))
        if money.currency.exponent > 0 {
            let fraction = String(magnitude % unit)
            number += locale.decimalMark + String(repeating: "0", count: money.currency.exponent - fraction.count) + fraction
        }
        return decorate(number, money.currency, negative: money.isNegative)
    }

    /// An amount as typed on the keypad, keeping what was typed: "12." is "$12.", "12.5" is
    /// "$12.5", "" is "$0".
    public func entry(_ entry: AmountEntry) -> String {
        let parts = entry.text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts.first.map(String.init) ?? ""
        var number = grouped(whole.isEmpty ? "0" : whole)
        if parts.count > 1 { number += locale.decimalMark + parts[1] }
        return decorate(number, entry.currency, negative: false)
    }

    /// `count` with grouping ("1,204"; "1.204" in German).
    public func count(_ count: Int) -> String {
        (count < 0 ? Self.minus : "") + grouped(String(count.magnitude))
    }

    /// "38 %" style share, rounded to the nearest percent ("38 %" in de-DE, "38%" otherwise).
    public func percent(_ fraction: Double) -> String {
        let value = Int((fraction * 100).rounded())
        return count(value) + (locale == .deDE ? Self.space + "%" : "%")
    }

    private func decorate(_ number: String, _ currency: Currency, negative: Bool) -> String {
        let symbol = locale.symbol(currency)
        let gap = locale.spaced(currency) ? Self.space : ""
        let body = locale.symbolFollows ? number + gap + symbol : symbol + gap + number
        return negative ? Self.minus + body : body
    }

    private func grouped(_ digits: String) -> String {
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += locale.groupingSeparator }
            out.append(c)
        }
        return out
    }
}

import FolioDomain
import FolioLayout

/// How Budget Envelopes writes money, days, periods and rhythms for people, in the locale the render
/// was asked for (``FolioLocale/current``): money through ``LocaleFormat/money(minorUnits:currency:exponent:)``
/// ("$1,234.56", "1.234,56 $", "US$ 1,234.56"), exact, every decimal place of the snapshot's currency;
/// an English render keeps the snapshot's own region when it names one ("253,35 €" for a de-DE budget),
/// as iOS's region setting does under an English language. Dates are short ("Fri, Nov 27"), times 24-hour.
struct BudgetFormat {
    /// The snapshot's region, when it writes the money instead of the render's locale.
    private var region: MoneyFormatter?

    /// The formats of `snapshot` in the current locale.
    init(_ snapshot: BudgetSnapshot) {
        let english = FolioLocale.current.catalogLanguage == FolioLocale.source.catalogLanguage
        region = english && snapshot.locale != .enUS ? snapshot.formatter : nil
    }

    /// The current locale's formats.
    private var locale: LocaleFormat { Format.locale }

    /// "$1,234.56", "−$37.40", "1.234,56 $".
    func money(_ money: Money) -> String {
        if let region { return region.string(money) }
        return locale.money(minorUnits: Int(money.minorUnits), currency: money.currency.code, exponent: money.currency.exponent)
    }

    /// What an envelope is over by, as a positive amount ("$37.40" for −$37.40 left).
    func over(_ left: Money) -> String { money(Money(-left.minorUnits, left.currency)) }

    /// An amount as typed on the keypad, keeping what was typed: "12." is "$12.", "12.5" is "$12.5"
    /// ("12,5 $" in German), "" is "$0".
    func entry(_ entry: AmountEntry) -> String {
        if let region { return region.entry(entry) }
        let parts = entry.text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fraction = parts.count > 1 ? parts[1] : ""
        let units = Int(parts.joined()) ?? 0
        let text = locale.money(minorUnits: units, currency: entry.currency.code, exponent: fraction.count)
        guard parts.count > 1, fraction.isEmpty, let last = text.lastIndex(where: \.isASCIIDigit) else { return text }
        return String(text[...last]) + locale.decimalSeparator + String(text[text.index(after: last)...])
    }

    /// The decimal key of the keypad: "." or ",".
    var decimalMark: String { region?.locale.decimalMark ?? locale.decimalSeparator }

    /// "38%", "38 %".
    func percent(_ fraction: Double) -> String { region?.percent(fraction) ?? locale.percent(fraction) }

    /// "1,204", "1.204".
    func count(_ n: Int) -> String { region?.count(n) ?? locale.integer(n) }

    /// "Fri, Nov 27", "Fr., 27. Nov.", "الجمعة، 27 نوفمبر".
    static func day(_ date: LocalDate) -> String { weekday(date.weekday, abbreviated: true) + comma + Format.shortDate(date) }

    /// Between a day and what follows it: ", ", and Arabic's "، ". Punctuation, not a word, so it is
    /// not a catalog key (a key would be bracketed again around its bracketed parts in en-XA).
    private static var comma: String { FolioLocale.current.catalogLanguage == "ar" ? "، " : ", " }

    /// "Today, 08:15", "Yesterday, 19:05" or "Wed, Nov 25, 13:20".
    static func moment(_ at: LocalDateTime, today: LocalDate) -> String {
        let day: String
        switch today.days(since: at.date) {
        case 0: day = budgetStrings("Today")
        case 1: day = budgetStrings("Yesterday")
        default: day = Self.day(at.date)
        }
        return day + comma + at.time.description
    }

    /// "Nov 23–29", "Nov 30 – Dec 6": a period's first and last days.
    static func period(_ period: BudgetPeriod) -> String {
        let (a, b) = (period.start, period.last)
        return Format.locale.dateRange(from: (a.year, a.month, a.day), to: (b.year, b.month, b.day))
    }

    /// "November", "Nov" (abbreviated) of `date`.
    static func month(_ date: LocalDate, abbreviated: Bool = false) -> String {
        Format.locale.monthName(date.month, abbreviated: abbreviated)
    }

    /// "Monday", "Mon" in the current locale.
    static func weekday(_ weekday: Weekday, abbreviated: Bool) -> String {
        Format.locale.weekdayName(weekday.rawValue % 7, abbreviated: abbreviated)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

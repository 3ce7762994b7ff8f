import FolioDomain
import FolioLayout

/// How every app, card and report chapter writes numbers, dates and durations for people: one
/// kit, so a day, a count or a thousand reads the same on a screen, a card and a page. Each app's
/// own format adds only what is its own (millilitres, clocks).
///
/// It writes for the locale the render was asked for (``FolioLocale/current``, which a render sets
/// from its request: `--locale`, a storybook mode's), through that locale's ``LocaleFormat`` —
/// never the machine's. In English every result is what it was before locales came.
enum Format {
    /// The current locale's formats, for what the helpers below do not cover (percent, money, times,
    /// long dates).
    static var locale: LocaleFormat { FolioLocale.current.format }

    /// "2,075" ("2.075" in German): an integer with its groups separated, a minus sign (U+2212) in front.
    static func grouped(_ value: Int) -> String { locale.integer(value) }

    /// "Nov 27" ("27. Nov.", "27 نوفمبر").
    static func shortDate(_ date: LocalDate) -> String {
        locale.date(year: date.year, month: date.month, day: date.day, style: .abbreviated)
    }

    /// "1 goal", "38 goals", "2 boxes" with `plural`; "no goals" for zero when `zeroWord` is given.
    /// The words are the caller's (English until the apps' strings come from their catalogs).
    static func count(_ n: Int, _ singular: String, _ plural: String? = nil, zeroWord: String? = nil) -> String {
        if n == 0, let zeroWord { return "\(zeroWord) \(plural ?? singular + "s")" }
        return "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }

    /// "1 day", "30 days" ("30 Tage", "30 يومًا"): in the locale's plural forms.
    static func days(_ n: Int) -> String { locale.count(n, .day) }

    /// "2h 30m", "45m", "1h" ("2 Std. 30 Min.").
    static func duration(minutes: Int) -> String { locale.duration(minutes: minutes) }
}

import FolioDomain

/// How the Recipe app writes its times, servings and days, in the reader's locale.
enum RecipeFormat {
    /// "25 min", "1 h", "1 h 15 min" ("1 Std. 15 Min.").
    static func minutes(_ total: Int) -> String {
        let (h, m) = (max(0, total) / 60, max(0, total) % 60)
        if h == 0 { return recipeStrings("%lld min", .integer(m)) }
        return m == 0 ? recipeStrings("%lld h", .integer(h)) : recipeStrings("%1$lld h %2$lld min", .integer(h), .integer(m))
    }

    /// "45 min", "2h 10m" ("45 د" in Arabic, whose word for minutes would not fit a tile): a time
    /// short enough for a fact tile or a pill.
    static func compactMinutes(_ total: Int) -> String {
        total < 60 ? recipeStrings("%lld min (short)", .integer(max(0, total))) : Format.duration(minutes: total)
    }

    /// "4 servings", "1 serving" ("4 Portionen", "4 حصص").
    static func servings(_ n: Int) -> String { recipeStrings("%lld servings", .integer(n)) }

    /// "Mon", "Mo.", "الاثنين".
    static func weekday(_ date: LocalDate) -> String { Format.locale.weekdayName(date.weekday.rawValue % 7, abbreviated: true) }

    /// "Monday", "Montag", "الاثنين".
    static func weekdayName(_ date: LocalDate) -> String { Format.locale.weekdayName(date.weekday.rawValue % 7, abbreviated: false) }

    /// "Nov 23".
    static func short(_ date: LocalDate) -> String { Format.shortDate(date) }

    /// "6:58 PM" ("18:58" in German and Arabic): a time of day, as the locale writes it.
    static func time(_ time: LocalTime) -> String { Format.locale.time(hour: time.hour, minute: time.minute) }

    /// "Nov 23–29" for a week within one month, "Nov 30 – Dec 6" across two, in the locale's
    /// order ("23.–29. Nov." in German), not composed by hand.
    static func week(_ week: ISOWeek) -> String {
        let (a, b) = (week.monday, week.sunday)
        return Format.locale.dateRange(from: (a.year, a.month, a.day), to: (b.year, b.month, b.day))
    }

    /// `parts` joined by the app's middle dot: "Cooked · 45 min".
    static func dotted(_ parts: String...) -> String { parts.joined(separator: " · ") }
}

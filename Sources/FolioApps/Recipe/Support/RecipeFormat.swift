import FolioDomain

/// How the Recipe app writes its numbers and days.
enum RecipeFormat {
    /// "25 min", "1 h", "1 h 15 min".
    static func minutes(_ total: Int) -> String {
        let (h, m) = (total / 60, total % 60)
        if h == 0 { return "\(m) min" }
        return m == 0 ? "\(h) h" : "\(h) h \(m) min"
    }

    /// "45 min", "2h 10m": a time short enough for a fact tile or a pill.
    static func compactMinutes(_ total: Int) -> String {
        total < 60 ? "\(max(0, total)) min" : Format.duration(minutes: total)
    }

    /// "4 servings", "1 serving".
    static func servings(_ n: Int) -> String { Format.count(n, "serving") }

    /// The dish's kind from its first tag ("Soup"), else "Recipe".
    static func category(_ recipe: Recipe) -> String {
        guard let tag = recipe.tags.first(where: { $0 != .vegetarian }) ?? recipe.tags.first else { return "Recipe" }
        return tag.title
    }

    /// "Mon", "Tue", ...
    static func weekday(_ date: LocalDate) -> String { String(date.weekday.name.prefix(3)) }

    /// "Nov 23".
    static func short(_ date: LocalDate) -> String { Format.shortDate(date) }

    /// "Nov 23–29" for a week within one month, "Nov 30 – Dec 6" across two, in the locale's
    /// order ("23.–29. Nov." in German), not composed by hand.
    static func week(_ week: ISOWeek) -> String {
        let (a, b) = (week.monday, week.sunday)
        return Format.locale.dateRange(from: (a.year, a.month, a.day), to: (b.year, b.month, b.day))
    }
}

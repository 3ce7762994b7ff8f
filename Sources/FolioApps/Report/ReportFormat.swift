import FolioDomain

/// How a report writes dates, volumes and counts: in words a person reads, the same on every machine
/// (no locale, no clock).
enum ReportFormat {
    /// "Monday 23 – Sunday 29 November 2026", naming a month or year only where they change.
    static func weekDates(_ week: ISOWeek) -> String {
        let (a, b) = (week.monday, week.sunday)
        let start: String
        if a.year != b.year {
            start = "\(a.weekday.name) \(a.day) \(a.monthName) \(a.year)"
        } else if a.month != b.month {
            start = "\(a.weekday.name) \(a.day) \(a.monthName)"
        } else {
            start = "\(a.weekday.name) \(a.day)"
        }
        return "\(start) – \(longDate(b))"
    }

    /// "Sunday 29 November 2026".
    static func longDate(_ date: LocalDate) -> String {
        "\(date.weekday.name) \(date.day) \(date.monthName) \(date.year)"
    }

    /// "Fri 27 Nov".
    static func shortDate(_ date: LocalDate) -> String {
        "\(weekday(date)) \(date.day) \(date.monthName.prefix(3))"
    }

    /// "Mon".
    static func weekday(_ date: LocalDate) -> String {
        String(date.weekday.name.prefix(3))
    }

    /// "Friday 27 November 2026 at 18:40".
    static func moment(_ moment: LocalDateTime) -> String {
        "\(longDate(moment.date)) at \(moment.time)"
    }

    /// Millilitres as a person reads them: "850 ml" under a litre, else litres to one decimal
    /// without a trailing zero ("2 L", "12.1 L").
    static func volume(_ ml: Int) -> String {
        guard abs(ml) >= 1000 else { return "\(ml) ml" }
        let tenths = (ml + (ml >= 0 ? 50 : -50)) / 100
        return tenths % 10 == 0 ? "\(tenths / 10) L" : "\(tenths / 10).\(abs(tenths % 10)) L"
    }

    /// A mean mood score to one decimal ("3.2").
    static func score(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// "Okay" for a mood.
    static func mood(_ mood: Mood) -> String {
        mood.rawValue.prefix(1).uppercased() + mood.rawValue.dropFirst()
    }

    /// "Body" for an area or a factor's raw name.
    static func title(_ raw: String) -> String {
        raw.prefix(1).uppercased() + raw.dropFirst()
    }

    /// A list in prose: "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }

    /// "Maya’s" for a name, "Your" without one.
    /// A name longer than ``possessiveLength`` characters is cut to fit (with "…"), so a 100-character
    /// name still leaves the cover one page and the running footer its page number.
    static func possessive(_ name: String?) -> String {
        guard let name, !name.isEmpty else { return "Your" }
        let bare = name.withoutEmbeddingIsolate
        let short = bare.count > possessiveLength ? String(bare.prefix(possessiveLength - 1)) + "…" : bare
        return short.isolatedForEmbedding + "’s"
    }

    /// The most characters of a name in "Maya’s": what a footer line holds beside "week · 2026-W48 · page 9 of 9".
    static let possessiveLength = 20
}

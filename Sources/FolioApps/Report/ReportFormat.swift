import FolioCore
import FolioDomain

/// How a report writes dates, volumes and counts: in words a person reads, the same on every machine
/// (no machine locale, no clock). English keeps the report's British order ("Sunday 29 November
/// 2026"); German and Arabic follow ``FolioLocale/current`` through its ``LocaleFormat`` (CLDR's
/// names and order), and the few joining words come from the report's catalog.
enum ReportFormat {
    /// The current locale's formats; nil when the report writes English.
    private static var localized: LocaleFormat? {
        FolioLocale.current.catalogLanguage == FolioLocale.source.catalogLanguage ? nil : FolioLocale.current.format
    }

    /// "Monday 23 – Sunday 29 November 2026" ("Montag, 23. – Sonntag, 29. November 2026"), naming a
    /// month or year only where they change.
    static func weekDates(_ week: ISOWeek) -> String {
        let (a, b) = (week.monday, week.sunday)
        let start: String
        if let format = localized {
            let day = weekdayName(a, format, abbreviated: false) + (FolioLocale.current == .de ? ", \(a.day)." : " \(a.day)")
            start = a.year != b.year ? longDate(a) : a.month != b.month ? format.date(year: a.year, month: a.month, day: a.day, style: .full) : day
        } else if a.year != b.year {
            start = "\(a.weekday.name) \(a.day) \(a.monthName) \(a.year)"
        } else if a.month != b.month {
            start = "\(a.weekday.name) \(a.day) \(a.monthName)"
        } else {
            start = "\(a.weekday.name) \(a.day)"
        }
        return "\(start) – \(longDate(b))"
    }

    /// "2026-W48": isolated left to right in a right-to-left locale, where its digits, hyphen and
    /// letters would otherwise be reordered ("W48-2026").
    static func week(_ week: ISOWeek) -> String {
        FolioLocale.current.layoutDirection == .rightToLeft ? "\u{2066}\(week)\u{2069}" : week.description
    }

    /// "Sunday 29 November 2026" ("Sonntag, 29. November 2026", "الأحد، 29 نوفمبر 2026").
    static func longDate(_ date: LocalDate) -> String {
        guard let format = localized else { return "\(date.weekday.name) \(date.day) \(date.monthName) \(date.year)" }
        return format.date(year: date.year, month: date.month, day: date.day, style: .full) + " \(date.year)"
    }

    /// "Fri 27 Nov" ("Fr., 27. Nov.", "الجمعة 27 نوفمبر").
    static func shortDate(_ date: LocalDate) -> String {
        guard let format = localized else { return "\(weekday(date)) \(date.day) \(date.monthName.prefix(3))" }
        return weekday(date) + (FolioLocale.current == .de ? ", " : " ") + format.date(year: date.year, month: date.month, day: date.day, style: .abbreviated)
    }

    /// "Mon" ("Mo.", "الاثنين").
    static func weekday(_ date: LocalDate) -> String {
        guard let format = localized else { return String(date.weekday.name.prefix(3)) }
        return weekdayName(date, format, abbreviated: true)
    }

    /// The locale's name of `date`'s weekday (ISO Monday 1 … Sunday 7; the format counts from Sunday 0).
    private static func weekdayName(_ date: LocalDate, _ format: LocaleFormat, abbreviated: Bool) -> String {
        format.weekdayName(date.weekday.rawValue % 7, abbreviated: abbreviated)
    }

    /// "Friday 27 November 2026 at 18:40" ("Freitag, 27. November 2026 um 18:40").
    static func moment(_ moment: LocalDateTime) -> String {
        let time = localized?.time(hour: moment.time.hour, minute: moment.time.minute) ?? "\(moment.time)"
        return AppStrings.report("%1$@ at %2$@", .text(longDate(moment.date)), .text(time))
    }

    /// Millilitres as a person reads them: "850 ml" under a litre, else litres to one decimal
    /// without a trailing zero ("2 L", "12.1 L"; "2 l", "12,1 l" in German).
    static func volume(_ ml: Int) -> String {
        let tenths = (ml + (ml >= 0 ? 50 : -50)) / 100
        if let format = localized {
            return abs(ml) < 1000 ? format.millilitres(ml) : format.litres(millilitres: ml, fractionDigits: tenths % 10 == 0 ? 0 : 1)
        }
        guard abs(ml) >= 1000 else { return "\(ml) ml" }
        return tenths % 10 == 0 ? "\(tenths / 10) L" : "\(tenths / 10).\(abs(tenths % 10)) L"
    }

    /// A mean mood score to one decimal ("3.2", "3,2").
    static func score(_ value: Double) -> String {
        if let format = localized { return format.decimal(value, fractionDigits: 1) }
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

    /// A list in prose: "a", "a and b", "a, b and c" ("a, b und c", "a، b و c").
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        let comma = FolioLocale.current == .ar ? "، " : ", "
        return AppStrings.report("%1$@ and %2$@", .text(items.dropLast().joined(separator: comma)), .text(items.last ?? ""))
    }

    /// "Maya’s" for a name, "Your" without one (German "Mayas", "Deine"; the report's catalog says how).
    /// A name longer than ``possessiveLength`` characters is cut to fit (with "…"), so a 100-character
    /// name still leaves the cover one page and the running footer its page number.
    static func possessive(_ name: String?) -> String {
        guard let name, !name.isEmpty else { return AppStrings.report("Your") }
        let bare = name.withoutEmbeddingIsolate
        let short = bare.count > possessiveLength ? String(bare.prefix(possessiveLength - 1)) + "…" : bare
        return AppStrings.report("%@’s", .text(short.isolatedForEmbedding))
    }

    /// The most characters of a name in "Maya’s": what a footer line holds beside "week · 2026-W48 · page 9 of 9".
    static let possessiveLength = 20
}

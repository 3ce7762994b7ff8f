import FolioCore

/// An ISO 8601 week ("2026-W48"): Monday to Sunday, week 1 being the week with the year's first
/// Thursday.
public struct ISOWeek: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The week-numbering year (may differ from the calendar year near New Year).
    public let year: Int
    /// The week number, 1…52 or 53.
    public let week: Int

    /// A week, or nil when the year has no such week.
    public init?(year: Int, week: Int) {
        guard (1...9999).contains(year), (1...ISOWeek.weeksIn(year: year)).contains(week) else { return nil }
        self.year = year
        self.week = week
    }

    /// Parses "YYYY-Www" ("2026-W48"); nil for other text or a week the year does not have.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 3, parts[1].first == "W",
              let y = Int.asciiDigits(parts[0]), let w = Int.asciiDigits(parts[1].dropFirst()) else { return nil }
        self.init(year: y, week: w)
    }

    /// The week that holds `date`.
    public init(containing date: LocalDate) {
        let thursday = date.adding(days: 4 - date.weekday.rawValue)
        year = thursday.year
        week = (thursday.dayOfYear - 1) / 7 + 1
    }

    /// "2026-W48".
    public var description: String { "\(Int.padded(year, 4))-W\(Int.padded(week, 2))" }

    /// The week's Monday.
    public var monday: LocalDate {
        ISOWeek.mondayOfWeekOne(year).adding(days: (week - 1) * 7)
    }

    /// The week's Sunday.
    public var sunday: LocalDate { monday.adding(days: 6) }

    /// The seven days, Monday first.
    public var days: [LocalDate] { (0..<7).map { monday.adding(days: $0) } }

    /// Whether `date` falls in this week.
    public func contains(_ date: LocalDate) -> Bool { ISOWeek(containing: date) == self }

    /// The week before.
    public var previous: ISOWeek { ISOWeek(containing: monday.adding(days: -7)) }

    /// The week after.
    public var next: ISOWeek { ISOWeek(containing: monday.adding(days: 7)) }

    public static func < (lhs: ISOWeek, rhs: ISOWeek) -> Bool {
        (lhs.year, lhs.week) < (rhs.year, rhs.week)
    }

    /// 53 for years whose December 28 falls in week 53, else 52.
    public static func weeksIn(year: Int) -> Int {
        ISOWeek(containing: LocalDate(dayNumber: LocalDate.dayNumber(year: year, month: 12, day: 28))).week
    }

    private static func mondayOfWeekOne(_ year: Int) -> LocalDate {
        // January 4 is always in week 1.
        let january4 = LocalDate(dayNumber: LocalDate.dayNumber(year: year, month: 1, day: 4))
        return january4.adding(days: 1 - january4.weekday.rawValue)
    }
}

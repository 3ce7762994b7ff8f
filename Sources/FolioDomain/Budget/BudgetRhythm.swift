/// How often an envelope's budget starts again, and on which day. The rules, one per kind:
///
/// - weekly: every week on `resetDay`, an ISO weekday (1 Monday … 7 Sunday);
/// - fortnightly: every other week on weekday `resetDay`, counted from the first such weekday on
///   or after Monday 1970-01-05 (so the two-week periods are the same for every snapshot);
/// - monthly: on day `resetDay` (1…31) of every month; a month shorter than that resets on its
///   last day (a budget resetting on the 31st resets on 30 April and 28 or 29 February);
/// - yearly: on `resetDay` of month `resetMonth` every year; 29 February resets on 28 February in
///   years without it.
public struct BudgetRhythm: Hashable, Sendable {
    /// The kinds of rhythm.
    public enum Every: String, NamedChoice {
        case weekly, fortnightly, monthly, yearly

        /// How many periods of this kind make a year (52 weeks, 26 fortnights, 12 months, 1),
        /// the factor a budget's amount converts by when its rhythm changes.
        public var perYear: Int64 {
            switch self {
            case .weekly: 52
            case .fortnightly: 26
            case .monthly: 12
            case .yearly: 1
            }
        }
    }

    /// How often.
    public var every: Every
    /// The day it resets on (a weekday 1…7 for weekly and fortnightly, a day of the month 1…31).
    public var resetDay: Int
    /// The month a yearly budget resets in, 1…12; nil for the other kinds.
    public var resetMonth: Int?

    /// A rhythm from its parts, or nil when the day does not fit the kind (weekday 8, month 13,
    /// 30 February).
    public init?(_ every: Every, resetDay: Int, resetMonth: Int? = nil) {
        switch every {
        case .weekly, .fortnightly:
            guard (1...7).contains(resetDay), resetMonth == nil else { return nil }
        case .monthly:
            guard (1...31).contains(resetDay), resetMonth == nil else { return nil }
        case .yearly:
            // Checked against a leap year, so 29 February is a rhythm.
            guard let month = resetMonth, LocalDate(year: 2024, month: month, day: resetDay) != nil else { return nil }
        }
        self.every = every
        self.resetDay = resetDay
        self.resetMonth = resetMonth
    }

    /// Monthly on the 1st.
    public static let monthlyOnFirst = BudgetRhythm(uncheckedEvery: .monthly, resetDay: 1)

    private init(uncheckedEvery every: Every, resetDay: Int) {
        self.every = every
        self.resetDay = resetDay
        resetMonth = nil
    }

    /// The period that holds `date`.
    public func period(containing date: LocalDate) -> BudgetPeriod {
        switch every {
        case .weekly:
            let back = (date.weekday.rawValue - resetDay + 7) % 7
            let start = date.adding(days: -back)
            return BudgetPeriod(start: start, end: start.adding(days: 7))
        case .fortnightly:
            // 1970-01-05 is day number 4, a Monday.
            let anchor = 4 + (resetDay - 1)
            let back = ((date.dayNumber - anchor) % 14 + 14) % 14
            let start = date.adding(days: -back)
            return BudgetPeriod(start: start, end: start.adding(days: 14))
        case .monthly:
            var year = date.year, month = date.month
            if date < reset(year: year, month: month) {
                (year, month) = month == 1 ? (year - 1, 12) : (year, month - 1)
            }
            let next = month == 12 ? (year + 1, 1) : (year, month + 1)
            return BudgetPeriod(start: reset(year: year, month: month), end: reset(year: next.0, month: next.1))
        case .yearly:
            let month = resetMonth ?? 1
            let year = date < reset(year: date.year, month: month) ? date.year - 1 : date.year
            return BudgetPeriod(start: reset(year: year, month: month), end: reset(year: year + 1, month: month))
        }
    }

    /// The reset day in a month, moved back to the month's last day when the month is shorter.
    private func reset(year: Int, month: Int) -> LocalDate {
        let day = min(resetDay, LocalDate.daysInMonth(year: year, month: month))
        return LocalDate(dayNumber: LocalDate.dayNumber(year: year, month: month, day: day))
    }
}

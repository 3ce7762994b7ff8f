/// The days of one budget period: from `start` up to but not including `end`.
public struct BudgetPeriod: Hashable, Sendable {
    /// The first day.
    public var start: LocalDate
    /// The day after the last.
    public var end: LocalDate

    /// A period from its first day and the day after its last.
    public init(start: LocalDate, end: LocalDate) {
        self.start = start
        self.end = end
    }

    /// The last day.
    public var last: LocalDate { end.adding(days: -1) }

    /// Days in the period.
    public var dayCount: Int { end.days(since: start) }

    /// Whether `date` falls in it.
    public func contains(_ date: LocalDate) -> Bool { start <= date && date < end }

    /// Days from `today` to the end of the period, today included (1 on its last day).
    public func daysLeft(from today: LocalDate) -> Int { max(0, end.days(since: max(today, start))) }
}

/// A wall-clock date and time to the minute ("YYYY-MM-DDTHH:mm") in the snapshot's time zone.
public struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The day.
    public var date: LocalDate
    /// The time of day.
    public var time: LocalTime

    /// A moment from its day and time.
    public init(date: LocalDate, time: LocalTime) {
        self.date = date
        self.time = time
    }

    /// Parses "YYYY-MM-DDTHH:mm"; nil for other text or an impossible day or time.
    public init?(iso text: String) {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let date = LocalDate(iso: String(parts[0])),
              let time = LocalTime(iso: String(parts[1])) else { return nil }
        self.init(date: date, time: time)
    }

    /// Minutes since 1970-01-01T00:00 (wall clock, ignoring daylight saving changes).
    public var minuteNumber: Int { date.dayNumber * 1440 + time.minutesSinceMidnight }

    /// The moment `minutes` later (earlier when negative).
    public func adding(minutes: Int) -> LocalDateTime {
        let total = minuteNumber + minutes
        let day = total >= 0 ? total / 1440 : (total - 1439) / 1440
        return LocalDateTime(date: LocalDate(dayNumber: day), time: LocalTime(minutesSinceMidnight: total - day * 1440))
    }

    /// Whole minutes from `other` to this moment (positive when this one is later).
    public func minutes(since other: LocalDateTime) -> Int { minuteNumber - other.minuteNumber }

    /// "YYYY-MM-DDTHH:mm".
    public var description: String { "\(date)T\(time)" }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        lhs.minuteNumber < rhs.minuteNumber
    }
}

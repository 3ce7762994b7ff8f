import FolioCore

/// A wall-clock time of day to the minute ("HH:mm", 24-hour), in the snapshot's time zone.
public struct LocalTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The hour, 0…23.
    public let hour: Int
    /// The minute, 0…59.
    public let minute: Int

    /// A time, or nil outside 00:00…23:59.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// The time `minutes` after midnight, wrapped into one day.
    public init(minutesSinceMidnight minutes: Int) {
        let m = ((minutes % 1440) + 1440) % 1440
        hour = m / 60
        minute = m % 60
    }

    /// Parses "HH:mm" strictly (two digits each); nil for other text or 24:00.
    public init?(iso text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
              let h = Int.asciiDigits(parts[0]), let m = Int.asciiDigits(parts[1]) else { return nil }
        self.init(hour: h, minute: m)
    }

    /// Minutes since midnight, 0…1439.
    public var minutesSinceMidnight: Int { hour * 60 + minute }

    /// "HH:mm".
    public var description: String { "\(Int.padded(hour, 2)):\(Int.padded(minute, 2))" }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }
}

import Foundation

/// The IANA name of a snapshot's time zone ("Europe/London"), one of the pinned names
/// (`TimeZoneNames`). Snapshot times are wall-clock times in this zone.
public struct TimeZoneID: Hashable, Sendable, CustomStringConvertible {
    /// The IANA identifier.
    public let identifier: String

    /// A zone, or nil when `identifier` is not an IANA zone name (abbreviations such as "EST" and
    /// offsets such as "GMT+1" are refused; "UTC" is accepted).
    public init?(_ identifier: String) {
        guard TimeZoneNames.set.contains(identifier) else { return nil }
        self.identifier = identifier
    }

    /// The Foundation time zone it names, made when first asked for (only a document's dates need
    /// it; loading its rules from ICU costs half a millisecond).
    public var timeZone: TimeZone {
        guard let zone = TimeZone(identifier: identifier) else {
            preconditionFailure("Foundation knows no zone '\(identifier)', which Folio pins (see TimeZoneNames)")
        }
        return zone
    }

    /// The absolute instant of a wall-clock moment in this zone (for metadata such as a PDF's
    /// creation date); nil when the moment does not exist in the zone.
    public func instant(of moment: LocalDateTime) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: moment.date.year, month: moment.date.month, day: moment.date.day,
                                        hour: moment.time.hour, minute: moment.time.minute)
        return calendar.date(from: components)
    }

    /// Every identifier a zone can be made from, sorted.
    public static var known: [String] { TimeZoneNames.all }

    /// The identifier.
    public var description: String { identifier }
}

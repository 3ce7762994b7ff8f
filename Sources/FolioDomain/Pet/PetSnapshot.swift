import FolioCore

/// A person's day and recent history in the Self-Care Pet app (`"schema": "folio.pet/1"`):
/// the companion, today's goals, a month of check-ins and day records, the adventure, friends and
/// the streak. All "today" logic uses the snapshot's own date and time, never the clock.
public struct PetSnapshot: AppSnapshot, Hashable {
    /// The app id, "pet".
    public static let appID = "pet"
    /// The format's schema id.
    public static let schemaID = "folio.pet/1"
    /// The app's name.
    public static let title = "Self-Care Pet"

    /// The most goals a day holds.
    public static let maxGoals = 200

    /// Today, in the snapshot's time zone.
    public var date: LocalDate
    /// The time now, in the snapshot's time zone.
    public var time: LocalTime
    /// The time zone the date and times are in.
    public var timeZone: TimeZoneID
    /// The person whose day it is.
    public var person: Person
    /// The companion (Biscuit).
    public var companion: Companion
    /// Today's goals.
    public var goals: [Goal]
    /// Check-ins, at most one a day, none after today.
    public var checkIns: [CheckIn]
    /// Past days (before today), for the streak and the goals kept per area.
    public var history: [DayRecord]
    /// The companion's adventure.
    public var adventure: Adventure
    /// Friends; those with a shared goal are goal buddies.
    public var friends: [Friend]
    /// Streak repairs left to spend on missed days.
    public var streakRepairsLeft: Int

    /// A snapshot from its parts (not checked: use `decode` for untrusted data).
    public init(date: LocalDate, time: LocalTime, timeZone: TimeZoneID, person: Person, companion: Companion,
                goals: [Goal], checkIns: [CheckIn], history: [DayRecord], adventure: Adventure, friends: [Friend],
                streakRepairsLeft: Int) {
        self.date = date
        self.time = time
        self.timeZone = timeZone
        self.person = person
        self.companion = companion
        self.goals = goals
        self.checkIns = checkIns
        self.history = history
        self.adventure = adventure
        self.friends = friends
        self.streakRepairsLeft = streakRepairsLeft
    }

    /// Reads and checks a snapshot from JSON text, reporting every problem with its path.
    public static func decode(_ text: String, file: String) throws(SnapshotError) -> PetSnapshot {
        try SnapshotCodec.decode(text, file: file, as: PetSnapshot.self)
    }

    /// The JSON Schema of the format, recorded from the reader.
    public static var jsonSchema: JSONValue { SnapshotCodec.schema(of: PetSnapshot.self) }

    /// The date and time now.
    public var now: LocalDateTime { LocalDateTime(date: date, time: time) }

    /// The day's energy: 5 for each goal done, capped at the companion's capacity (never stored).
    public var energy: Int {
        min(goals.filter(\.done).count * Companion.energyPerGoal, companion.capacity)
    }

    /// Whether the energy has reached the companion's capacity.
    public var isEnergyFull: Bool { energy >= companion.capacity }

    /// Whether the companion can set off now: full energy and not already away.
    public var canDepart: Bool { isEnergyFull && adventure.status != .underway }

    /// Whether the companion is out on its adventure now, so it is not at home: every screen that
    /// shows it follows this (the empty spot on Home, its backpack everywhere else).
    public var isCompanionAway: Bool { adventure.status == .underway && (adventure.minutesLeft(at: now) ?? 0) > 0 }

    /// Today's goals in one part of the day, in their order.
    public func goals(in partOfDay: PartOfDay) -> [Goal] {
        goals.filter { $0.partOfDay == partOfDay }
    }

    /// Today's check-in, if the person has checked in.
    public var todaysCheckIn: CheckIn? { checkIns.first { $0.date == date } }

    /// The first goal buddy: the first friend with a shared goal.
    public var buddy: Friend? { friends.first { $0.sharedGoal != nil } }

    /// Your check for the goal shared with `friend`: whether that goal is done today; nil when
    /// you share none.
    public func yourCheck(with friend: Friend) -> Bool? {
        guard let shared = friend.sharedGoal else { return nil }
        return goals.first { $0.id == shared }?.done
    }
}

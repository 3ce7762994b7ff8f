import FolioDomain
import FolioLayout

/// Everything one weekly report shows, read from the domain once: the week, the snapshots that were
/// found and, for each, what its sections need (the domain computes every number; the report only
/// formats and draws them).
public struct ReportData: Sendable {
    /// The week reported on.
    public let week: ISOWeek
    /// The Self-Care Pet snapshot, nil when none was found.
    public let pet: PetSnapshot?
    /// The Water and Streaks snapshot, nil when none was found.
    public let water: WaterSnapshot?
    /// Where the snapshots were looked for ("Templates/snapshots"), for the note on what was left out.
    public let source: String

    let petWeek: PetWeek?
    let waterWeek: WaterWeekSummary?

    /// The data of `week` from the snapshots given.
    public init(week: ISOWeek, pet: PetSnapshot?, water: WaterSnapshot?, source: String) {
        self.week = week
        self.pet = pet
        self.water = water
        self.source = source
        petWeek = pet.map { PetWeek($0, week: week) }
        waterWeek = water?.weekSummary(week)
    }

    /// Whether the snapshot of `app` was found.
    public func has(_ app: AppID) -> Bool {
        switch app {
        case .pet: pet != nil
        case .water: water != nil
        case .recipe, .budget, .folio: false
        }
    }

    /// Whether some snapshot has a record of a day of the week.
    public var weekHasRecords: Bool {
        pet?.recordedDays(in: week) != nil || water?.recordedDays(in: week) != nil
    }

    /// The days the found snapshots have a record of, for a message about a week outside them.
    public var recordedSpan: ClosedRange<LocalDate>? {
        let spans = [pet?.recordedDays, water?.recordedDays].compactMap { $0 }
        guard let first = spans.map(\.lowerBound).min(), let last = spans.map(\.upperBound).max() else { return nil }
        return first...last
    }

    /// The moment the data was taken (the pet snapshot's, else the water one's).
    var snapshotMoment: (LocalDateTime, TimeZoneID)? {
        if let pet { return (pet.now, pet.timeZone) }
        if let water { return (water.now, water.timeZone) }
        return nil
    }

    /// The day the report stands on: the last day of the week that has happened.
    var lastDay: LocalDate {
        guard let today = snapshotMoment?.0.date else { return week.sunday }
        return min(week.sunday, today)
    }
}

/// What the pet sections show of one week.
struct PetWeek: Sendable {
    let mood: MoodSummary
    let month: MoodSummary
    let kept: [CareArea: Int]
    /// The goals kept the week before, nil when the snapshot has no record of that week.
    let keptBefore: [CareArea: Int]?
    let totalKept: Int
    let totalKeptBefore: Int?
    let streakDays: [StreakDay]
    let recorded: ClosedRange<LocalDate>?
    let streak: Int

    init(_ pet: PetSnapshot, week: ISOWeek) {
        mood = pet.moodSummary(in: week)
        month = pet.monthMoodSummary(endingWith: week)
        kept = pet.goalsKept(in: week)
        let before = pet.recordedDays(in: week.previous) != nil
        keptBefore = before ? pet.goalsKept(in: week.previous) : nil
        totalKept = pet.totalGoalsKept(in: week)
        totalKeptBefore = before ? pet.totalGoalsKept(in: week.previous) : nil
        streakDays = pet.streakDays(in: week)
        recorded = pet.recordedDays(in: week)
        streak = pet.streak(through: min(week.sunday, pet.date))
    }

    /// The recorded days of the week that count for the streak.
    var daysTicked: Int { streakDays.filter(\.isTicked).count }

    /// The days of the week with a record.
    var daysRecorded: Int { recorded.map { $0.upperBound.days(since: $0.lowerBound) + 1 } ?? 0 }
}

import FolioDomain

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

import FolioDomain

/// What the pet sections show of one week.
struct PetWeek: Sendable {
    let mood: MoodSummary
    let month: MoodSummary
    let kept: [CareArea: Int]
    /// The goals kept on the same days of the week before (Monday to the week's last recorded day
    /// while the week runs, so the two are like for like), nil when there is no record of them.
    let keptBefore: [CareArea: Int]?
    /// The last weekday compared ("Friday") while the week is still running; nil for a whole week.
    let comparedThrough: String?
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
        let last = min(week.sunday, pet.date)
        let sameDaysBefore = week.previous.monday.adding(days: last.days(since: week.monday))
        comparedThrough = last < week.sunday ? last.weekday.label : nil
        keptBefore = before ? pet.goalsKept(from: week.previous.monday, through: sameDaysBefore) : nil
        totalKept = pet.totalGoalsKept(in: week)
        totalKeptBefore = keptBefore.map { $0.values.reduce(0, +) }
        streakDays = pet.streakDays(in: week)
        recorded = pet.recordedDays(in: week)
        streak = pet.streak(through: min(week.sunday, pet.date))
    }

    /// How the days compared with are named: "the week before", or "by Friday last week" while
    /// this week runs.
    var before: String { comparedThrough.map { petStrings("by %@ last week", .text($0)) } ?? petStrings("the week before") }

    /// The recorded days of the week that count for the streak.
    var daysTicked: Int { streakDays.filter(\.isTicked).count }

    /// The days of the week with a record.
    var daysRecorded: Int { recorded.map { $0.upperBound.days(since: $0.lowerBound) + 1 } ?? 0 }
}

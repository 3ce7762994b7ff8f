/// How one day stands in the streak.
public enum StreakDayState: String, NamedChoice {
    /// A goal was kept or a check-in made.
    case kept
    /// Missed, then filled in with a repair.
    case repaired
    /// A past day with nothing kept.
    case missed
    /// Today, with nothing kept yet.
    case pending
    /// A day after the snapshot's date.
    case upcoming
}

/// One day of the streak's week, for the ticked row.
public struct StreakDay: Hashable, Sendable {
    /// The day.
    public var date: LocalDate
    /// How it stands.
    public var state: StreakDayState

    /// Whether the day counts for the streak (kept or repaired).
    public var isTicked: Bool { state == .kept || state == .repaired }
}

extension PetSnapshot {
    /// How `day` stands: a day counts once a goal is kept or a check-in made on it, or when a
    /// repair filled it in. Today's standing comes from today's goals and check-in.
    public func streakState(on day: LocalDate) -> StreakDayState {
        if day > date { return .upcoming }
        let checkedIn = checkIns.contains { $0.date == day }
        if day == date { return checkedIn || goals.contains(where: \.done) ? .kept : .pending }
        let record = history.first { $0.date == day }
        if checkedIn || (record?.totalKept ?? 0) > 0 { return .kept }
        return record?.repaired == true ? .repaired : .missed
    }

    /// The current streak: consecutive counted days up to yesterday, plus today once it counts
    /// (a day not yet kept today does not break it).
    public var currentStreak: Int {
        var count = streakState(on: date) == .kept ? 1 : 0
        var day = date.adding(days: -1)
        while streakState(on: day) != .missed {
            count += 1
            day = day.adding(days: -1)
        }
        return count
    }

    /// The days of the streak as it stood at the end of `day`, oldest first, each with its standing
    /// (kept or repaired); today is left out while nothing is kept yet, as ``currentStreak`` does.
    /// Empty without a streak.
    public func streakRun(through day: LocalDate) -> [StreakDay] {
        let n = streak(through: day)
        let last = day == date && streakState(on: day) == .pending ? day.adding(days: -1) : day
        return (0..<n).map { i in
            let d = last.adding(days: i - n + 1)
            return StreakDay(date: d, state: streakState(on: d))
        }
    }

    /// The ISO week that holds the snapshot's date.
    public var currentWeek: ISOWeek { ISOWeek(containing: date) }

    /// The seven days of `week` (the current one by default), Monday first, with their standing.
    public func streakDays(in week: ISOWeek? = nil) -> [StreakDay] {
        (week ?? currentWeek).days.map { StreakDay(date: $0, state: streakState(on: $0)) }
    }

    /// Goals kept in each area over `week`: past days from the history, today from its goals.
    public func goalsKept(in week: ISOWeek) -> [CareArea: Int] {
        goalsKept(from: week.monday, through: week.sunday)
    }

    /// The check-ins made in `week`, oldest first.
    public func checkIns(in week: ISOWeek) -> [CheckIn] {
        checkIns.filter { week.contains($0.date) }.sorted { $0.date < $1.date }
    }
}

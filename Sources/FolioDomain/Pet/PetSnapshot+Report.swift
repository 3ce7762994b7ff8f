/// A word or a factor and how many check-ins named it.
public struct Tally<Item: Hashable & Sendable>: Hashable, Sendable {
    /// What was counted.
    public var item: Item
    /// How many check-ins named it.
    public var count: Int

    /// A tally from its parts.
    public init(_ item: Item, _ count: Int) {
        self.item = item
        self.count = count
    }
}

/// How a run of days felt, from the check-ins made in it: what a weekly report says about mood.
public struct MoodSummary: Hashable, Sendable {
    /// The first day of the run.
    public var first: LocalDate
    /// The last day of the run.
    public var last: LocalDate
    /// The check-ins made in the run, oldest first.
    public var checkIns: [CheckIn]

    /// A summary of `checkIns` over `first` … `last` (the check-ins are not filtered again).
    public init(first: LocalDate, last: LocalDate, checkIns: [CheckIn]) {
        self.first = first
        self.last = last
        self.checkIns = checkIns
    }

    /// Whether no check-in was made: an empty run, which has no average, words or factors.
    public var isEmpty: Bool { checkIns.isEmpty }

    /// The mean mood score, 1 (awful) … 5 (great); nil without check-ins.
    public var averageScore: Double? {
        guard !checkIns.isEmpty else { return nil }
        return Double(checkIns.map(\.mood.score).reduce(0, +)) / Double(checkIns.count)
    }

    /// The mood nearest the average (halves round up); nil without check-ins. This is the one
    /// rule every screen and report page uses to say how a run of days felt: an average of 3.26
    /// is "okay", however many single days were good.
    public var averageMood: Mood? {
        averageScore.flatMap { score in Mood.allCases.first { $0.score == Int((score + 0.5).rounded(.down)) } }
    }

    /// The check-ins that were good or great.
    public var goodDays: Int { checkIns.filter { $0.mood >= .good }.count }

    /// The words that fit, most used first (ties in alphabetical order), at most `limit`.
    public func topWords(_ limit: Int = 5) -> [Tally<String>] {
        Self.ranked(checkIns.flatMap { $0.words.map { $0.lowercased() } }, limit: limit) { $0 }
    }

    /// What shaped the moods, most named first (ties in alphabetical order), at most `limit`.
    public func topFactors(_ limit: Int = 5) -> [Tally<MoodFactor>] {
        Self.ranked(checkIns.flatMap(\.shapedBy), limit: limit) { $0.rawValue }
    }

    /// The lowest and the highest check-in (the earliest of equals); nil without check-ins.
    public var range: (low: CheckIn, high: CheckIn)? {
        guard let low = checkIns.min(by: { $0.mood < $1.mood }),
              let high = checkIns.min(by: { $0.mood > $1.mood }) else { return nil }
        return (low, high)
    }

    private static func ranked<T: Hashable>(_ items: [T], limit: Int, key: (T) -> String) -> [Tally<T>] {
        var counts: [T: Int] = [:]
        for item in items { counts[item, default: 0] += 1 }
        return counts.map { Tally($0.key, $0.value) }
            .sorted { ($1.count, key($0.item)) < ($0.count, key($1.item)) }
            .prefix(max(0, limit)).map { $0 }
    }
}

extension PetSnapshot {
    /// The days the snapshot has a record of: from its first recorded day (history or check-in)
    /// through today.
    public var recordedDays: ClosedRange<LocalDate> {
        let first = (history.map(\.date) + checkIns.map(\.date)).min() ?? date
        return min(first, date)...date
    }

    /// The days of `week` the snapshot has a record of, or nil when the week lies outside them.
    public func recordedDays(in week: ISOWeek) -> ClosedRange<LocalDate>? {
        let span = recordedDays
        let first = max(week.monday, span.lowerBound), last = min(week.sunday, span.upperBound)
        return first <= last ? first...last : nil
    }

    /// The mood of the check-ins from `first` through `last` (inclusive).
    public func moodSummary(from first: LocalDate, through last: LocalDate) -> MoodSummary {
        MoodSummary(first: first, last: last,
                    checkIns: checkIns.filter { $0.date >= first && $0.date <= last }.sorted { $0.date < $1.date })
    }

    /// The mood of each of the `days` days up to and including today as the average of the
    /// `window` days ending with it (a weekly rolling line by default), oldest first; nil for a day
    /// with no check-in in its window. Each point is ``moodSummary(from:through:)``'s average, so
    /// the line and the words under it follow one rule.
    public func rollingMood(days: Int, window: Int = 7) -> [(date: LocalDate, score: Double?)] {
        let count = max(0, days), span = max(1, window)
        return (0..<count).map { offset in
            let day = date.adding(days: offset - count + 1)
            return (day, moodSummary(from: day.adding(days: 1 - span), through: day).averageScore)
        }
    }

    /// The mood of `week`.
    public func moodSummary(in week: ISOWeek) -> MoodSummary {
        moodSummary(from: week.monday, through: week.sunday)
    }

    /// The mood of the 28 days that end with `week` (or with today, when the week is this one):
    /// the month a week is set against.
    public func monthMoodSummary(endingWith week: ISOWeek) -> MoodSummary {
        let last = min(week.sunday, date)
        return moodSummary(from: last.adding(days: -27), through: last)
    }

    /// All goals kept in `week`, whatever their area.
    public func totalGoalsKept(in week: ISOWeek) -> Int {
        goalsKept(in: week).values.reduce(0, +)
    }

    /// All goals kept on `day`: today's from its goals, a past day's from the history (0 for a day
    /// without a record or after today).
    public func goalsKept(on day: LocalDate) -> Int {
        if day == date { return goals.filter(\.done).count }
        return history.first { $0.date == day }?.totalKept ?? 0
    }

    /// The streak as it stood at the end of `day`: consecutive counted days up to and including it
    /// (today not kept yet does not break it, as in ``currentStreak``); 0 for a day after today.
    public func streak(through day: LocalDate) -> Int {
        if day >= date { return day == date ? currentStreak : 0 }
        var count = 0
        var cursor = day
        while streakState(on: cursor) != .missed {
            count += 1
            cursor = cursor.adding(days: -1)
        }
        return count
    }
}

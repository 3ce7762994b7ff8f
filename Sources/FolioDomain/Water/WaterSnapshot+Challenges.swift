extension WaterSnapshot {
    /// How far `challenge` is, from the drinks logged since the day it was joined: each day from
    /// then through today counts under its rule (a running rule starts again on a day that misses;
    /// today, not over yet, only counts once it has), and the challenge is finished on the day its
    /// steps reach the target. Drinks after that day change nothing.
    public func progress(of challenge: Challenge) -> ChallengeProgress {
        walk(challenge).progress
    }

    /// The challenges whose computed state is `state`, in their order.
    public func challenges(in state: ChallengeState) -> [Challenge] {
        challenges.filter { progress(of: $0).state == state }
    }

    /// How each of `days` counted towards `challenge`, for a row of day marks.
    public func marks(of challenge: Challenge, on days: [LocalDate]) -> [ChallengeDayMark] {
        let walked = walk(challenge)
        return days.map { day in
            guard let joined = challenge.joinedOn, day >= joined else { return .before }
            if day > date || walked.progress.finishedOn.map({ day > $0 }) == true { return .after }
            switch walked.outcomes[day] {
            case .counts(let steps)?: return steps > 0 ? .counted : (day == date ? .open : .empty)
            case .misses?: return .missed
            case .pending?, nil: return .open
            }
        }
    }

    /// The walk over the days since joining: each day's outcome and where it ends.
    private func walk(_ challenge: Challenge) -> (progress: ChallengeProgress, outcomes: [LocalDate: ChallengeRule.DayOutcome]) {
        guard let joined = challenge.joinedOn, joined <= date else { return (.available(target: challenge.target), [:]) }
        let log = Dictionary(grouping: drinks.filter { $0.drunkAt.date >= joined }, by: \.drunkAt.date)
        var outcomes: [LocalDate: ChallengeRule.DayOutcome] = [:]
        var done = 0, decided = 0
        var day = joined
        while day <= date {
            let drinks = (log[day] ?? []).sorted { $0.drunkAt < $1.drunkAt }
            let outcome = challenge.rule.outcome(of: WaterDay(date: day, drinks: drinks, goalMl: goalMl), now: now)
            outcomes[day] = outcome
            switch outcome {
            case .counts(let steps):
                done += steps
                decided += 1
            case .misses:
                if challenge.rule.isRunning { done = 0 }
                decided += 1
            case .pending:
                break
            }
            if done >= challenge.target {
                let finished = ChallengeProgress(state: .finished, done: challenge.target, target: challenge.target, finishedOn: day)
                return (finished, outcomes)
            }
            day = day.adding(days: 1)
        }
        let joinedProgress = ChallengeProgress(state: .joined, done: done, target: challenge.target,
                                               daysSoFar: challenge.rule.countsDays ? decided : nil)
        return (joinedProgress, outcomes)
    }
}

/// How one day counted towards a challenge: a mark in the challenges screen's week.
public enum ChallengeDayMark: String, Hashable, Sendable {
    /// Before the challenge was joined (or it is not joined).
    case before
    /// A step: the day was kept (for a count, a day with drinks of its kind).
    case counted
    /// Over without a step; a running challenge started again from the next day.
    case missed
    /// A day of a count with none of its drinks (nothing lost).
    case empty
    /// Today, not decided yet.
    case open
    /// After today, or after the day the challenge finished.
    case after
}

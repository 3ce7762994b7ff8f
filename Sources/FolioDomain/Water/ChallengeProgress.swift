/// How far a person is with a challenge, computed from the drinks logged since joining it (see
/// `WaterSnapshot.progress(of:)`): its state, the steps done, and for a challenge of days in a row
/// the days that have counted so far, so a week under way reads "5 of 5 so far", not "5 of 7".
public struct ChallengeProgress: Hashable, Sendable {
    /// Available, joined or finished.
    public var state: ChallengeState
    /// Steps done, 0…`target` (the current run for a running rule).
    public var done: Int
    /// Steps to finish.
    public var target: Int
    /// For a joined challenge of days: the days since joining that are decided so far (today once
    /// it counts); nil for a count of drinks, an available or a finished challenge.
    public var daysSoFar: Int?
    /// The day the target was reached; nil unless finished.
    public var finishedOn: LocalDate?

    /// Progress from its parts.
    public init(state: ChallengeState, done: Int, target: Int, daysSoFar: Int? = nil, finishedOn: LocalDate? = nil) {
        self.state = state
        self.done = done
        self.target = target
        self.daysSoFar = daysSoFar
        self.finishedOn = finishedOn
    }

    /// The progress of a challenge not joined yet.
    public static func available(target: Int) -> ChallengeProgress {
        ChallengeProgress(state: .available, done: 0, target: target)
    }

    /// The share done, 0…1 (the filling mascot, the tile's bar).
    public var fraction: Double { min(1, Double(done) / Double(max(target, 1))) }

    /// Steps still to go (0 once finished).
    public var remaining: Int { max(0, target - done) }
}

import FolioCore

/// Why a Self-Care Pet action is not allowed on a snapshot.
public enum PetActionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No goal today has this id.
    case unknownGoal(id: String)
    /// The goal is already ticked.
    case goalAlreadyDone(id: String)
    /// The goal is not ticked, so there is nothing to take back.
    case goalNotDone(id: String)
    /// The day already holds the most goals allowed.
    case tooManyGoals(limit: Int)
    /// Text the person gave is not acceptable (`field` names it; `problem` says what was wrong).
    case invalidText(field: String, problem: String)
    /// No friend has this id.
    case unknownFriend(id: String)
    /// Vibes already went to this friend today.
    case vibesAlreadySent(friendID: String)
    /// The companion only sets off with full energy.
    case energyNotFull(energy: Int, capacity: Int)
    /// The companion is already away.
    case alreadyUnderway
    /// The companion is not away, so it cannot come back.
    case notUnderway
    /// A trip must end after it starts (now).
    case returnNotAfterDeparture(returnsAt: LocalDateTime, now: LocalDateTime)
    /// No streak repairs are left.
    case noRepairsLeft
    /// The day already counts for the streak.
    case dayAlreadyCounted(LocalDate)
    /// Only past days can be repaired.
    case dayNotInPast(LocalDate)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .unknownGoal(let id): "there is no goal \"\(id)\" today"
        case .goalAlreadyDone(let id): "the goal \"\(id)\" is already done"
        case .goalNotDone(let id): "the goal \"\(id)\" is not done yet"
        case .tooManyGoals(let limit): "a day holds at most \(limit) goals"
        case .invalidText(let field, let problem): "\(field): \(problem)"
        case .unknownFriend(let id): "there is no friend \"\(id)\""
        case .vibesAlreadySent(let id): "good vibes already went to \"\(id)\" today"
        case .energyNotFull(let energy, let capacity): "the companion sets off at full energy (\(energy) of \(capacity))"
        case .alreadyUnderway: "the companion is already on an adventure"
        case .notUnderway: "the companion is not on an adventure"
        case .returnNotAfterDeparture(let returnsAt, let now): "the return \(returnsAt) must come after the departure \(now)"
        case .noRepairsLeft: "no streak repairs are left"
        case .dayAlreadyCounted(let day): "\(day) already counts for the streak"
        case .dayNotInPast(let day): "only days before today can be repaired, not \(day)"
        }
    }
}

extension PetActionError: ClassifiedError {
    /// An action the snapshot cannot take is bad data.
    public var failureKind: FailureKind { .badData }
}

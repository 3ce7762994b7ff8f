import FolioCore

/// Something a person does in Water and Streaks. Applying one to a snapshot gives the next
/// snapshot, or a `WaterActionError` when the rules do not allow it; flows are lists of these.
public enum WaterAction: Hashable, Sendable {
    /// Log a drink now.
    case logDrink(kind: DrinkKind, volumeMl: Int)
    /// Take back the last drink logged today.
    case undoLastDrink
    /// Remove any drink (swiped away).
    case removeDrink(id: String)
    /// Join an available challenge today (it finishes by itself once the log reaches its target).
    case joinChallenge(id: String)
}

/// Why a Water and Streaks action is not allowed on a snapshot.
public enum WaterActionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A drink's volume must be 1…`Drink.maxVolumeMl` ml.
    case invalidVolume(Int)
    /// The snapshot already holds the most drinks allowed.
    case tooManyDrinks(limit: Int)
    /// No drink was logged today.
    case nothingToUndo
    /// No drink has this id.
    case unknownDrink(id: String)
    /// No challenge has this id.
    case unknownChallenge(id: String)
    /// Only an available challenge can be joined.
    case challengeNotAvailable(id: String, state: ChallengeState)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .invalidVolume(let ml): "a drink holds 1…\(Drink.maxVolumeMl) ml, not \(ml)"
        case .tooManyDrinks(let limit): "a snapshot holds at most \(limit) drinks"
        case .nothingToUndo: "no drink was logged today"
        case .unknownDrink(let id): "there is no drink \"\(id)\""
        case .unknownChallenge(let id): "there is no challenge \"\(id)\""
        case .challengeNotAvailable(let id, let state): "the challenge \"\(id)\" is \(state.rawValue), not available"
        }
    }
}

extension WaterSnapshot {
    /// The snapshot after `action`.
    /// - Throws: `WaterActionError` when the action is not allowed on this snapshot.
    public func applying(_ action: WaterAction) throws(WaterActionError) -> WaterSnapshot {
        var next = self
        switch action {
        case .logDrink(let kind, let volumeMl): try next.logDrink(kind, volumeMl: volumeMl)
        case .undoLastDrink: try next.undoLastDrink()
        case .removeDrink(let id): try next.removeDrink(id)
        case .joinChallenge(let id): try next.joinChallenge(id)
        }
        return next
    }

    /// The snapshot after each of `actions` in turn.
    /// - Throws: the `WaterActionError` of the first action not allowed.
    public func applying(_ actions: [WaterAction]) throws(WaterActionError) -> WaterSnapshot {
        var next = self
        for action in actions { next = try next.applying(action) }
        return next
    }
}

extension WaterActionError: ClassifiedError {
    /// An action the snapshot cannot take is bad data.
    public var failureKind: FailureKind { .badData }
}

/// Something a person does in Self-Care Pet. Applying one to a snapshot gives the next snapshot,
/// or a `PetActionError` when the rules do not allow it; flows are lists of these.
public enum PetAction: Hashable, Sendable {
    /// Tick off one of today's goals (+5 energy up to the capacity).
    case tickGoal(id: String)
    /// Take the tick back.
    case untickGoal(id: String)
    /// Check in for today, replacing today's earlier check-in.
    case checkIn(mood: Mood, words: [String], shapedBy: [MoodFactor])
    /// Send a friend a message of encouragement.
    case sendEncouragement(friendID: String, text: String)
    /// Send a friend good vibes (once a day).
    case sendVibes(friendID: String)
    /// Add a goal for today, not yet done.
    case addGoal(title: String, partOfDay: PartOfDay, area: CareArea)
    /// The companion sets off now, back at `returnsAt` (needs full energy).
    case departAdventure(returnsAt: LocalDateTime)
    /// The companion comes home from its trip with all stops reached.
    case returnFromAdventure
    /// Spend a streak repair on a missed past day.
    case repairStreak(day: LocalDate)
}

extension PetSnapshot {
    /// The snapshot after `action`.
    /// - Throws: `PetActionError` when the action is not allowed on this snapshot.
    public func applying(_ action: PetAction) throws(PetActionError) -> PetSnapshot {
        var next = self
        switch action {
        case .tickGoal(let id): try next.setGoal(id, done: true)
        case .untickGoal(let id): try next.setGoal(id, done: false)
        case .checkIn(let mood, let words, let shapedBy): try next.checkIn(mood: mood, words: words, shapedBy: shapedBy)
        case .sendEncouragement(let friendID, let text): try next.sendEncouragement(to: friendID, text: text)
        case .sendVibes(let friendID): try next.sendVibes(to: friendID)
        case .addGoal(let title, let partOfDay, let area): try next.addGoal(title: title, partOfDay: partOfDay, area: area)
        case .departAdventure(let returnsAt): try next.depart(returningAt: returnsAt)
        case .returnFromAdventure: try next.comeBack()
        case .repairStreak(let day): try next.repairStreak(on: day)
        }
        return next
    }

    /// The snapshot after each of `actions` in turn.
    /// - Throws: the `PetActionError` of the first action not allowed.
    public func applying(_ actions: [PetAction]) throws(PetActionError) -> PetSnapshot {
        var next = self
        for action in actions { next = try next.applying(action) }
        return next
    }
}

import FolioDomain
import FolioPieces

/// A goal being added: its title as typed, part of the day and area, and where the commit is.
/// Applied to a snapshot it becomes the domain's `.addGoal` action.
struct GoalDraft {
    var title = ""
    var partOfDay: PartOfDay
    var area: CareArea = .body
    var phase: CommitButton.Phase = .idle
    /// How far the commit's resolve motion has gone, 0…1.
    var settle = 1.0

    /// The action this draft commits.
    var action: PetAction { .addGoal(title: title, partOfDay: partOfDay, area: area) }
}

extension GoalDraft {
    /// An empty draft for the part of the day the snapshot is in.
    init(_ snapshot: PetSnapshot) {
        self.init(partOfDay: snapshot.currentPartOfDay)
    }
}

import FolioDomain
import FolioPieces

/// A goal being added: its title as typed, part of the day and area, and where the commit is.
/// Applied to a snapshot it becomes the domain's `.addGoal` action.
struct GoalDraft {
    var title = ""
    var partOfDay: PartOfDay
    var area: CareArea = .body
    /// Whether the title field has the keyboard.
    var isEditing = true
    var phase: CommitButton.Phase = .idle
    /// How far the commit's resolve motion has gone, 0…1.
    var settle = 1.0

    /// An empty draft for the part of the day the snapshot is in.
    init(_ snapshot: PetSnapshot) {
        partOfDay = snapshot.currentPartOfDay
    }

    init(title: String, partOfDay: PartOfDay, area: CareArea, isEditing: Bool = false, phase: CommitButton.Phase = .idle,
         settle: Double = 1) {
        self.title = title
        self.partOfDay = partOfDay
        self.area = area
        self.isEditing = isEditing
        self.phase = phase
        self.settle = settle
    }

    /// The action this draft commits.
    var action: PetAction { .addGoal(title: title, partOfDay: partOfDay, area: area) }
}

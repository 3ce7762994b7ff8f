import FolioDomain
import FolioLayout
import FolioPieces

/// Adding a goal (a sheet over Home): a Form Field for what to do (resting, not focused: a focused
/// field would need the keyboard up, which Folio does not draw), Glass Segments for the part of
/// the day, Icon Toggles for the area, and a Commit Button that confirms in place.
struct PetAddGoalScreen: View {
    var snapshot: PetSnapshot
    var draft: GoalDraft

    /// The sheet's height, from the bottom of the screen.
    static let sheetHeight = 508.0

    init(_ snapshot: PetSnapshot, draft: GoalDraft? = nil) {
        self.snapshot = snapshot
        self.draft = draft ?? GoalDraft(snapshot)
    }

    var body: any View {
        let parts = PartOfDay.allCases
        let commit = CommitButton("Add goal", phase: draft.phase, t: draft.settle, successTitle: "Added to \(draft.partOfDay.rawValue)",
                                  expands: true, isEnabled: !draft.title.trimmingCharacters(in: .whitespaces).isEmpty)
        return Sheet(detent: .height(Self.sheetHeight), background: PetHomeScreen(snapshot)) {
            SheetForm("New goal", subtitle: "Each one kept gives \(snapshot.companion.name) \(Companion.energyPerGoal) energy", commit: commit) {
                FormField("Goal", value: draft.title, placeholder: "Something kind for yourself", icon: .target, fill: .fill)
                SheetForm.section("Part of the day") {
                    GlassSegments(parts.map(\.title), selected: parts.firstIndex(of: draft.partOfDay) ?? 0)
                }
                SheetForm.section("Area") {
                    IconToggles(CareArea.allCases.map { IconToggles.Item($0.title, icon: $0.icon, isOn: $0 == draft.area) })
                }
            }
        }
    }
}

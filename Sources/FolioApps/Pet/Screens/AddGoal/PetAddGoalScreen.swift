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
        let commit = CommitButton(petStrings("Add goal"), phase: draft.phase, t: draft.settle, successTitle: Self.added(to: draft.partOfDay),
                                  expands: true, isEnabled: !draft.title.trimmingCharacters(in: .whitespaces).isEmpty)
        return Sheet(detent: .height(Self.sheetHeight), background: PetHomeScreen(snapshot)) {
            SheetForm(petStrings("New goal"), subtitle: petStrings("Each one kept gives %1$@ %2$lld energy", .text(snapshot.companion.name),
                                                                 .integer(Companion.energyPerGoal)),
                      sheetHeight: Self.sheetHeight, commit: commit) {
                FormField(petStrings("Goal"), value: draft.title, placeholder: petStrings("Something kind for yourself"), icon: .target, fill: .fill)
                SheetForm.section(petStrings("Part of the day")) {
                    GlassSegments(parts.map(\.label), selected: parts.firstIndex(of: draft.partOfDay) ?? 0)
                }
                SheetForm.section(petStrings("Area")) {
                    TintedToggles(items: CareArea.allCases.map { TintedToggles.Item(title: $0.label, icon: $0.icon, tint: $0.tint, isOn: $0 == draft.area) })
                }
            }
        }
    }

    /// The commit's word once the goal is in: "Added to evening" ("Zum Abend hinzugefügt").
    static func added(to part: PartOfDay) -> String {
        switch part {
        case .morning: petStrings("Added to morning")
        case .afternoon: petStrings("Added to afternoon")
        case .evening: petStrings("Added to evening")
        }
    }
}

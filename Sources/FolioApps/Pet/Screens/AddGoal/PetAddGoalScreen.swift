import FolioDomain
import FolioLayout
import FolioPieces

/// Adding a goal (a sheet over Home): a Form Field for what to do, Glass Segments for the part of
/// the day, Icon Toggles for the area, and a Commit Button that confirms in place.
struct PetAddGoalScreen: View {
    var snapshot: PetSnapshot
    var draft: GoalDraft

    /// The sheet's height, from the bottom of the screen.
    static let sheetHeight = 540.0

    init(_ snapshot: PetSnapshot, draft: GoalDraft? = nil) {
        self.snapshot = snapshot
        self.draft = draft ?? GoalDraft(snapshot)
    }

    var body: any View {
        let parts = PartOfDay.allCases
        return Sheet(detent: .height(Self.sheetHeight), background: PetHomeScreen(snapshot)) {
            VStack(alignment: .leading, spacing: 18) {
                HStack(alignment: .top, spacing: Space.sm) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text("New goal", style: .title2).lineLimit(1)
                        Text("Each one kept gives \(snapshot.companion.name) \(Companion.energyPerGoal) energy", style: .subheadline,
                             color: .secondaryLabel).lineLimit(2)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    RoundButton(.close, name: "Close", style: .quiet)
                }
                FormField("Goal", value: draft.title, placeholder: "Something kind for yourself", icon: .sparkles,
                          isFocused: draft.isEditing, fill: .fill)
                section("Part of the day") {
                    GlassSegments(parts.map(\.title), selected: parts.firstIndex(of: draft.partOfDay) ?? 0)
                }
                section("Area") {
                    IconToggles(CareArea.allCases.map { IconToggles.Item($0.title, icon: $0.icon, isOn: $0 == draft.area) })
                }
                Spacer(minLength: 0)
                CommitButton("Add goal", phase: draft.phase, t: draft.settle, successTitle: "Added to \(draft.partOfDay.rawValue)",
                             expands: true)
                    .padding(.bottom, Space.xs)
            }
            .padding(EdgeInsets(top: Space.xs, leading: PetStyle.margin, bottom: 0, trailing: PetStyle.margin))
        }
    }

    private func section(_ title: String, @ViewBuilder _ content: () -> any View) -> any View {
        VStack(alignment: .leading, spacing: Space.xs) {
            Text(title, style: TextStyle.footnote.weight(.semibold), color: .secondaryLabel).lineLimit(1).padding(.horizontal, Space.xxs)
            content()
        }
    }
}

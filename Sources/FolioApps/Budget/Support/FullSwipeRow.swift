import FolioLayout
import FolioPieces

/// iOS's trailing swipe actions, as Budget Envelopes draws them on its blocks and spend rows: the
/// row slides toward the leading edge and its actions fill the gap at the row's full height, flush
/// to its trailing edge, each a rectangle of its tint with a white symbol over a white label. The
/// row and its actions share one clip, the row's tile shape, the way an inset list's cell and its
/// actions share the section's rounded corners. (The shared Swipe Action Row draws round buttons
/// with captions; this is the system list's look.)
struct FullSwipeRow: View {
    /// One action behind the row.
    struct Action {
        var icon: Icon
        var label: String
        var tint: ThemeColor

        /// Edit the row's item: iOS's grey secondary action (its label in the current locale).
        static var edit: Action { Action(icon: .pencil, label: budgetStrings("Edit"), tint: .budget.editAction) }
        /// Delete it: the destructive red, last, at the trailing edge.
        static var delete: Action { Action(icon: .trash, label: budgetStrings("Delete"), tint: .budget.deleteAction) }
    }

    /// How far the row has moved, in points (negative: toward the leading edge).
    var offset: Double
    /// The actions revealed, leading first.
    var actions: [Action]
    /// What the row shows, on its own tile-shaped surface.
    var content: any View

    init(offset: Double, actions: [Action], @ViewBuilder content: () -> any View) {
        self.offset = offset
        self.actions = actions
        self.content = content()
    }

    /// The width of one action when the row is open.
    static let slotWidth = 76.0

    /// How far the row slides to show `count` actions in full.
    static func openWidth(of count: Int) -> Double { Double(count) * slotWidth }

    var body: any View {
        let gap = max(0, -offset)
        guard gap > 0, let first = actions.first else { return content.role(.row, name: "swipe row") }
        return content
            .offset(x: offset, alongReading: true)
            .background(alignment: .trailing) { actionsView(gap, under: first.tint) }
            .clipShape(.tile)
            .role(.row, name: "swipe row")
    }

    /// The actions side by side in the gap, as tall as the row. The first action's tint reaches a
    /// tile radius under the row, so the row's rounded corners sit on it rather than on the screen.
    private func actionsView(_ gap: Double, under tint: ThemeColor) -> any View {
        let slot = gap / Double(actions.count)
        return HStack(spacing: 0) {
            for action in actions {
                button(action, reveal: Motion.clamp(slot / Self.slotWidth))
                    .frame(width: slot)
                    .frame(maxHeight: .infinity)
                    .background(ShapeView(.rect).fill(action.tint))
            }
        }
        .frame(width: gap)
        .frame(maxHeight: .infinity)
        .padding(.leading, 28)
        .background(ShapeView(.rect).fill(tint))
        .role(.group, name: "actions")
    }

    /// The label's type: 15 pt bold at every text size, as iOS keeps its swipe action titles to
    /// the slot's width.
    private static let labelStyle = TextStyle(size: 15, weight: .bold)

    /// A symbol over its label in white, fading in as its slot opens.
    private func button(_ action: Action, reveal: Double) -> any View {
        VStack(spacing: 3) {
            IconView(action.icon, size: 19, color: .budget.onAction)
            Text(action.label, style: Self.labelStyle, color: .budget.onAction).lineLimit(1)
        }
        .opacity(Motion.clamp(reveal * 1.6 - 0.4))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .role(.button, name: action.label)
        .tapTarget()
    }
}

import FolioLayout

/// Swipe Action Row — a row slid sideways by the finger, its actions revealed in the gap behind it:
/// a negative `offset` slides it toward the leading edge and shows the trailing actions (edit,
/// delete), a positive one shows the leading actions (pin). Actions grow in as their room opens and
/// stand at full size once the gap is wide enough for all of them. The whole row travels with the
/// finger — its leading edge, icon and padding too — past its own place into the margin, where the
/// screen's edge cuts it; nothing clips it to where it rests. At offset 0 the actions are not drawn at all.
/// Right to left it all mirrors: a negative offset slides the row right, its trailing actions
/// showing at the left, as iOS swipes a list row in Arabic.
public struct SwipeActionRow: View {
    /// One action behind the row.
    public struct Action: Sendable {
        public var icon: Icon
        public var label: String
        public var tint: ThemeColor

        public init(icon: Icon, label: String, tint: ThemeColor) {
            self.icon = icon
            self.label = label
            self.tint = tint
        }

        /// Pin to the top.
        public static var pin: Action { Action(icon: .pin, label: PieceWords.localized("Pin"), tint: .warning) }
        /// Edit the row's item.
        public static var edit: Action { Action(icon: .pencil, label: PieceWords.localized("Edit"), tint: .accent) }
        /// Delete it.
        public static var delete: Action { Action(icon: .trash, label: PieceWords.localized("Delete"), tint: .destructive) }
    }

    /// How the actions are drawn.
    public enum ActionStyle: Sendable {
        /// Round buttons with their label underneath.
        case round
        /// Tall pills as high as the row, icon over label.
        case capsule
    }

    /// How far the row has moved, in points: negative toward the leading edge.
    public var offset: Double
    /// The actions revealed by a positive offset, leading edge first.
    public var leading: [Action]
    /// The actions revealed by a negative offset, leading edge first.
    public var trailing: [Action]
    public var style: ActionStyle
    /// The row's surface colour behind its content (nil when the content brings its own surface).
    public var fill: ThemeColor?
    /// What the row shows.
    public var content: any View

    public init(offset: Double, leading: [Action] = [], trailing: [Action] = [.edit, .delete],
                style: ActionStyle = .round, fill: ThemeColor? = .card, @ViewBuilder content: () -> any View) {
        self.offset = offset
        self.leading = leading
        self.trailing = trailing
        self.style = style
        self.fill = fill
        self.content = content()
    }

    /// How far the row slides to show `count` actions at full size (the offset of an open row).
    public static func fullWidth(of count: Int, style: ActionStyle = .round) -> Double {
        Double(count) * slotWidth(style) + Space.xs
    }

    private static func slotWidth(_ style: ActionStyle) -> Double {
        style == .round ? 60 : 72
    }

    public var body: any View {
        let row = surfaced.offset(x: offset, alongReading: true)
        let shown = offset < 0 ? trailing : leading
        guard offset != 0, !shown.isEmpty else { return surfaced.role(.row, name: "swipe row") }
        return row
            .background(alignment: offset < 0 ? .trailing : .leading) { actions(shown) }
            .role(.row, name: "swipe row")
    }

    private var surfaced: any View {
        let framed = content.frame(maxWidth: .infinity, alignment: .leading)
        guard let fill else { return framed }
        return framed.surface(.tile, fill: fill)
    }

    /// The actions in the revealed gap, each in an even slot, scaled down while the gap is narrower
    /// than their full width, and kept to the gap.
    private func actions(_ shown: [Action]) -> any View {
        let gap = abs(offset)
        let inner = max(0, gap - Space.xs)
        let slot = inner / Double(shown.count)
        let scale = Motion.clamp(slot / Self.slotWidth(style))
        return HStack(spacing: 0) {
            for action in shown {
                button(action)
                    .frame(width: Self.slotWidth(style))
                    .scaleEffect(scale)
                    .opacity(Motion.clamp(scale * 1.6 - 0.3))
                    .frame(width: slot)
            }
        }
        .padding(offset < 0 ? .leading : .trailing, Space.xs)
        .frame(width: gap)
        .clipShape(Shape.rect)
        .role(.group, name: "actions")
    }

    private func button(_ action: Action) -> any View {
        EnvironmentReader { env in
            let ink = ThemeColor(Ink.on(env.resolve(action.tint)))
            switch style {
            case .round:
                VStack(spacing: Space.xxs) {
                    IconView(action.icon, size: 20, color: ink, weight: .semibold)
                        .frame(width: 44, height: 44)
                        .background(ZStack { ShapeView(.circle).fill(action.tint); RowInk.sheen(.circle, strength: 0.25) })
                        .role(.button, name: action.label)
                        .tapTarget()
                    Text(action.label, style: TextStyle.caption2.weight(.semibold), color: .secondaryLabel)
                        .lineLimit(1)
                }
            case .capsule:
                VStack(spacing: 2) {
                    IconView(action.icon, size: 20, color: ink, weight: .semibold)
                    Text(action.label, style: TextStyle.caption2.weight(.semibold), color: ink).lineLimit(1)
                }
                .frame(width: Self.slotWidth(.capsule) - Space.xs)
                .frame(maxHeight: .infinity)
                .background(ZStack { ShapeView(.pill).fill(action.tint); RowInk.sheen(.pill, strength: 0.2) })
                .role(.pill, name: action.label)
                .tapTarget()
                .padding(.vertical, Space.xxs)
            }
        }
    }
}

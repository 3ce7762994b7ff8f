import FolioLayout
import FolioPieces

/// Toggle chips whose icons each keep their own colour (the words that fit a mood, the areas of
/// self-care), so chips side by side tell apart at a glance — a sunrise in amber for hopeful, a heart
/// in rose for grateful — on or off; a chip that is on takes a wash and a soft rim of its colour. They
/// wrap onto as many lines as they need, each 40 pt tall in a 44 pt tap area.
struct TintedToggles: View {
    /// One chip: its word, icon and colour, and whether it is on.
    struct Item {
        var title: String
        var icon: Icon
        /// The icon's colour, and the on chip's wash and rim: 3:1 or more on the card and on its wash.
        var tint: ThemeColor
        var isOn: Bool
    }

    var items: [Item]

    var body: any View {
        FlowLayout(spacing: Space.xs, lineSpacing: Space.xs, children: items.map(Self.chip))
            .role(.group, name: "toggles")
    }

    private static func chip(_ item: Item) -> any View {
        HStack(spacing: 6) {
            IconView(item.icon, size: 18, color: item.tint, weight: .semibold, relativeTo: .subheadline)
            Text(item.title, style: TextStyle.subheadline.weight(.semibold)).lineLimit(1)
        }
        .padding(EdgeInsets(top: 0, leading: Space.sm, bottom: 0, trailing: 14))
        .frame(minWidth: 44, minHeight: 40)
        .background(ShapeView(.pill).fill(item.isOn ? item.tint.opacity(0.14) : .card)
            .stroke(item.isOn ? item.tint.opacity(0.55) : .separator, width: item.isOn ? 1.5 : 1))
        .role(.pill, name: item.title)
        .padding(.vertical, 2)
        .tapTarget()
    }
}

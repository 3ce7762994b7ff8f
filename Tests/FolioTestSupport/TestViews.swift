import FolioLayout
import FolioPieces

/// Small views the piece tests share: a dock's tabs, a row with an icon, envelopes as blocks.
public enum TestViews {
    /// Three tabs for a floating dock.
    public static let tabs = [FloatingDock.Tab("Home", icon: .house), FloatingDock.Tab("Friends", icon: .people),
                              FloatingDock.Tab("Progress", icon: .chartUp)]

    /// A list row: a 20 pt icon in a 40 pt circle, then "Water" over "250 ml", padded by Space.md.
    public static func iconRow() -> any View {
        let icon = IconView(.drop, size: 20, color: .accent).frame(width: 40, height: 40)
        let words = VStack(alignment: .leading, spacing: 2) { Text("Water", style: .headline); Text("250 ml", style: .subheadline, color: .secondaryLabel) }
        return HStack(spacing: Space.sm) {
            icon.background(ShapeView(.circle).fill(.accent.opacity(0.16)))
            words.frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(horizontal: Space.md, vertical: Space.sm)
    }

    /// Two envelopes: Groceries with 64.5 % spent, and Dining out spent past its budget.
    public static let envelopes: [ColorBlockList.Block] = [
        .init(name: "Groceries", icon: .cart, amount: "$142", detail: "left of $400", fraction: 0.645, color: .square.tea),
        .init(name: "Dining out", icon: .utensils, amount: "−$18", detail: "over $120", fraction: 1.15, color: .square.juice),
    ]
}

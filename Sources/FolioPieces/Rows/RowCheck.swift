import FolioLayout

/// The check a row is ticked with (Plan Row's circle, Task Row's box): an outlined ring or box when
/// open, filled with the tint and a check when done, centred in a 44 pt target a finger can hit.
struct RowCheck: View {
    /// Whether the check is ticked.
    var isOn: Bool
    /// The fill when ticked.
    var tint: ThemeColor
    /// A circle, or the control squircle of a checkbox.
    var token: ShapeToken = .circle
    /// The side of the visible mark.
    var side: Double = 28

    var body: any View {
        mark
            .frame(width: side, height: side)
            .frame(width: 44, height: 44)
            .role(.button, name: isOn ? "checked" : "unchecked")
            .tapTarget()
    }

    private var mark: any View {
        if isOn {
            return ZStack {
                ShapeView(token).fill(tint)
                RowInk.sheen(token)
                IconView(.check, size: side * 0.64, color: .accentForeground, weight: .bold)
            }
        }
        return ShapeView(token).stroke(.tertiaryLabel, width: 2)
    }
}

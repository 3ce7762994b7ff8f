import FolioDomain
import FolioLayout
import FolioPieces

/// Widgets (pushed): the home-screen widgets the person placed, small beside the day's rolling
/// total, then medium (with its own mini shelf) and large. The total rolls when a drink is logged
/// from a widget.
public struct WaterWidgetsScreen: View {
    /// The person's water, as the screen draws it.
    public var snapshot: WaterSnapshot
    /// The medium widget's shelf item under the finger, if any.
    public var pressed: String?
    /// The total (hydration, ml) before the last drink, and how far its digits have rolled (0…1).
    public var rollingFrom: Int?
    public var roll: Double

    /// The widgets drawn from `snapshot`, optionally mid-tap or mid-roll.
    public init(_ snapshot: WaterSnapshot, pressed: String? = nil, rollingFrom: Int? = nil, roll: Double = 1) {
        self.snapshot = snapshot
        self.pressed = pressed
        self.rollingFrom = rollingFrom
        self.roll = roll
    }

    /// The height of a small or medium widget; a large one takes two of them and the gap. Widgets
    /// keep their size on smaller phones, where the screen cuts what runs past its bottom edge.
    static let rowHeight = 160.0

    public var body: any View {
        let sizes = WidgetSettings.Size.allCases.filter(snapshot.widgets.sizes.contains)
        return Screen(background: .background, chrome: .navigation(title: "Widgets")) {
            VStack(spacing: Space.sm) {
                if sizes.contains(.small) {
                    HStack(spacing: Space.sm) {
                        WaterWidgets.small(snapshot)
                        total(compact: true)
                    }
                    .frame(height: Self.rowHeight)
                } else {
                    total(compact: false)
                }
                if sizes.contains(.medium) {
                    WaterWidgets.medium(snapshot, pressed: pressed).frame(height: Self.rowHeight)
                }
                if sizes.contains(.large) {
                    WaterWidgets.large(snapshot).frame(height: 2 * Self.rowHeight + Space.sm)
                }
            }
            .padding(EdgeInsets(top: Space.xs, leading: Space.lg, bottom: Space.md, trailing: Space.lg))
        }
    }

    /// The day's total with the last change: its digits rolling from the total before it.
    private func total(compact: Bool) -> any View {
        let today = snapshot.today
        let value = Format.grouped(today.hydrationMl)
        let previous = rollingFrom.map(Format.grouped) ?? value
        let change = today.hydrationMl - (rollingFrom ?? today.hydrationMl - (today.drinks.last?.hydrationMl ?? 0))
        let delta = change == 0 ? nil : (change > 0 ? "+" : "") + WaterFormat.ml(change)
        guard compact else {
            return LiveStat(label: "Today", value: value, previous: previous, unit: "ml", delta: delta, t: roll)
                .card(name: "Rolling total")
        }
        // Beside the small widget the Live Stat has no room for its chip on the number's line: the
        // chip goes under it.
        return VStack(alignment: .leading, spacing: Space.xs) {
            LiveStat(label: "Today", value: value, previous: previous, unit: "ml", t: roll)
            Spacer(minLength: 0)
            if let delta {
                TrendChip(arrow: change > 0 ? .arrowUp : .arrowDown, text: delta, tint: change > 0 ? .success : .destructive,
                          wash: 0.14, name: "delta", horizontalPadding: Space.xs, verticalPadding: Space.xxs)
            }
            Text("of \(WaterFormat.ml(today.goalMl)) today", style: .footnote, color: .secondaryLabel).lineLimit(1)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .card(name: "Rolling total")
    }
}

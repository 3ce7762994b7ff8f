import FolioDomain
import FolioLayout
import FolioPieces

/// Widgets (pushed): the home-screen widgets the person placed, shown on a wallpaper so they read
/// as widgets, each named under it as the home screen names them: the medium one (with its own mini
/// shelf) on top, over the day's rolling total beside the small one, then the large one. The total
/// rolls when a drink is logged from the medium widget's shelf.
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

    /// The height of a small or medium widget in Latin script; a large one takes two of them and the
    /// gap. Widgets keep their size on every phone (a small one shows less of the scroll) and at every
    /// text size (their text stops growing at Large, as a widget's fixed face must hold it).
    static let rowHeight = 142.0
    /// The wallpaper's margin around the widgets.
    static let wallpaperInset = Space.sm
    /// The lines of text a small or medium widget stacks (a total, a name, a volume, a streak), and
    /// a large one (a header, four drinks of two lines, the weekdays).
    static let linesPerRow = 4.0, linesInLarge = 10.0

    /// The home screen's wallpaper: a soft sky washing into lilac, deep navy into indigo at night.
    static let wallpaper = (top: ThemeColor(light: 0xC9E3FF, dark: 0x0F2A47), bottom: ThemeColor(light: 0xE4DAFB, dark: 0x221B42))

    /// What a script with taller lines (Arabic) adds to each line of a widget's text over Latin, so
    /// a widget in it grows by that much a line and its text fits the face as Latin text does.
    static func extraPerLine(_ env: Environment) -> Double {
        func lineHeight(_ text: String) -> Double {
            env.measurer.measure(text, style: .caption2, width: nil, maxLines: 1).size.height
        }
        return max(0, lineHeight(waterStrings("Water")) - lineHeight("Water"))
    }

    public var body: any View {
        Screen(background: .background, chrome: .navigation(title: waterStrings("Widgets"))) {
            EnvironmentReader { env in wallpaper(env) }
        }
    }

    /// The widgets on the wallpaper. At the accessibility text sizes the day's total leaves the
    /// small widget's side for a card of its own under it, where its larger text has room.
    private func wallpaper(_ env: Environment) -> any View {
        let sizes = WidgetSettings.Size.allCases.filter(snapshot.widgets.sizes.contains)
        let extra = Self.extraPerLine(env), large = env.textSize.isAccessibilitySize
        let row = Self.rowHeight + Self.linesPerRow * extra
        return VStack(spacing: Space.sm) {
            if sizes.contains(.medium) {
                Self.named(waterStrings("Medium"), WaterWidgets.medium(snapshot, pressed: pressed).frame(height: row))
            }
            if sizes.contains(.small) {
                HStack(alignment: .top, spacing: Space.sm) {
                    Self.named(waterStrings("Small"), WaterWidgets.small(snapshot).frame(height: row))
                    if large { Spacer(minLength: 0).frame(maxWidth: .infinity) } else { total(compact: true, chipBelow: true).frame(height: row) }
                }
            }
            if !sizes.contains(.small) || large { total(compact: false, chipBelow: large) }
            if sizes.contains(.large) {
                Self.named(waterStrings("Large"), WaterWidgets.large(snapshot)
                    .frame(height: 2 * Self.rowHeight + Space.sm + Self.linesInLarge * extra))
            }
        }
        .padding(Self.wallpaperInset)
        .washed(.card, top: Self.wallpaper.top, bottom: Self.wallpaper.bottom, name: "Wallpaper")
        .padding(EdgeInsets(top: Space.xs, leading: Space.lg, bottom: Space.md, trailing: Space.lg))
    }

    /// A widget over its name, as the home screen labels one; neither grows past Large text.
    private static func named(_ name: String, _ widget: any View) -> any View {
        VStack(spacing: Space.xxs) {
            widget
            Text(name, style: TextStyle.caption.weight(.semibold)).lineLimit(1)
        }
        .textSizeCapped(at: .large)
        .role(.group, name: "\(name) on the wallpaper")
    }

    /// The day's total with the last change: its digits rolling from the total before it, on a card of
    /// its own. Beside the small widget it is a tile as tall as the widget, on the app's plain card
    /// rather than a widget's washed face, so it reads as the app's own number under the medium
    /// widget's shelf.
    private func total(compact: Bool, chipBelow: Bool) -> any View {
        let today = snapshot.today
        let value = Format.grouped(today.hydrationMl)
        let previous = rollingFrom.map(Format.grouped) ?? value
        let change = today.hydrationMl - (rollingFrom ?? today.hydrationMl - (today.drinks.last?.hydrationMl ?? 0))
        let delta = change == 0 ? nil : (change > 0 ? "+" : "") + WaterFormat.ml(change)
        guard compact || chipBelow else {
            return LiveStat(label: waterStrings("Today"), value: value, previous: previous, unit: WaterFormat.mlUnit, delta: delta, t: roll)
                .card(name: "Rolling total")
        }
        // Beside the small widget (or at the accessibility text sizes) the Live Stat has no room for
        // its chip on the number's line: the chip goes under it.
        let stat = VStack(alignment: .leading, spacing: Space.xs) {
            LiveStat(label: waterStrings("Today"), value: value, previous: previous, unit: WaterFormat.mlUnit, t: roll)
            if let delta {
                TrendChip(arrow: change > 0 ? .arrowUp : .arrowDown, text: delta, tint: change > 0 ? .success : .destructive,
                          wash: 0.14, name: "delta", horizontalPadding: Space.xs, verticalPadding: Space.xxs)
            }
        }
        guard compact else { return stat.frame(maxWidth: .infinity, alignment: .leading).card(name: "Rolling total") }
        return stat
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            .tile(name: "Rolling total", padding: Space.md)
            .cardShadow()
    }
}

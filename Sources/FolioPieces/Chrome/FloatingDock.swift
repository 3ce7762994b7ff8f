import FolioLayout

/// The floating tab bar: a glass capsule of tabs (icon over label) hovering above the home
/// indicator, the selected tab under a soft accent pill that slides to a newly selected tab.
public struct FloatingDock: View {
    /// One tab of the dock.
    public struct Tab: Sendable {
        public var icon: Icon
        public var title: String

        public init(_ title: String, icon: Icon) {
            self.icon = icon
            self.title = title
        }
    }

    public var tabs: [Tab]
    /// Where the selection pill is: 0 the first tab, 0.5 half-way to the second.
    public var position: Double

    /// A dock with the selection moving from `from` (nil: already there) to `selected`, `t` of the way.
    public init(_ tabs: [Tab], selected: Int, from: Int? = nil, t: Double = 1) {
        self.tabs = tabs
        self.position = Motion.selection(from: from, to: selected, t: t)
    }

    /// The width of one tab and the dock's height, in points.
    public static let tabWidth = 88.0, height = 64.0
    /// The glass rim around the tabs.
    static let inset = 5.0

    /// The tab under most of the pill.
    public var selectedIndex: Int { max(0, min(tabs.count - 1, Int(position.rounded()))) }

    public var body: any View { EnvironmentReader { env in pill(env).textSizeCapped(at: .large) } }

    /// How much of the accent tints the selection pill.
    static let selectionTint = 0.14
    /// The contrast a tab's ink reaches on the glass as it usually lies: above 4.5:1 by a margin for
    /// what the glass lets through (a recipe's cover art under the SE's dock read 4.2:1 at 5.5).
    static let inkContrast = 6.5

    /// The ink of a tab: the selected one in the accent, the others in the secondary label, each
    /// deepened (or lifted) only as far as it must to read at 4.5:1 on the glass as it usually lies
    /// over the screen (its tint over the background; under the selection pill, the accent's tint on
    /// top), with a margin for the colour the glass lets through.
    static func ink(selected: Bool, _ env: Environment) -> ThemeColor {
        let glass = env.resolve(.glassTint).over(env.resolve(.background))
        let ground = selected ? env.resolve(.accent.opacity(selectionTint)).over(glass) : glass
        return ThemeColor(Ink.readable(env.resolve(selected ? .accent : .secondaryLabel), on: ground, minimum: inkContrast))
    }

    private func pill(_ env: Environment) -> any View {
        let selected = selectedIndex
        return SelectionStack(
            axis: .horizontal, spacing: 0, sizing: .equal, position: position, stretch: 0.1,
            items: tabs.enumerated().map { i, tab in
                // The selected tab in the accent and semibold; the others quieter, in the secondary label.
                let isSelected = i == selectedIndex
                let ink = Self.ink(selected: isSelected, env)
                return VStack(spacing: 3) {
                    IconView(tab.icon, size: 22, color: ink, weight: isSelected ? .semibold : .medium)
                    Text(tab.title, style: TextStyle.caption2.weight(isSelected ? .semibold : .medium), color: ink).lineLimit(1)
                }
                .frame(maxWidth: .infinity, minHeight: Self.height - 2 * Self.inset)
                .role(.group, name: tab.title)
                .tapTarget()
            },
            indicator: ShapeView(.pill).fill(.accent.opacity(Self.selectionTint)).role(.indicator, name: "selection"),
            motion: { env in env[DockMotionKey.self].map { Motion.selection(from: $0.from, to: selected, t: $0.t) } }
        )
        .frame(maxWidth: Double(tabs.count) * Self.tabWidth)
        .padding(Self.inset)
        .glass(.pill)
        .role(.chrome, name: "dock")
        .shadow(radius: 24, y: 10)
    }
}

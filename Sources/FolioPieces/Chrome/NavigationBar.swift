import FolioLayout

/// The bar of a pushed screen: a round back button (chevron) and the title, inline (centred between
/// the buttons) or large (a large title under the buttons), with optional round buttons trailing.
public struct NavigationBar: View {
    /// How the title is shown.
    public enum Style: Sendable {
        /// Centred in the bar, headline size.
        case inline
        /// A large bold title under the row of buttons.
        case large
    }

    public var title: String
    public var style: Style
    /// Whether the bar has a back button (a pushed screen) or not (a sheet's own bar, a root).
    public var showsBack: Bool
    public var trailing: [RoundButton]
    /// Whether an inline bar shows its title: a pushed screen's bar over a large title still in
    /// view shows only its buttons, and takes the title once the large one has scrolled under it.
    public var showsTitle = true

    /// A bar titled `title`.
    public init(_ title: String, style: Style = .inline, showsBack: Bool = true, trailing: [RoundButton] = []) {
        self.title = title
        self.style = style
        self.showsBack = showsBack
        self.trailing = trailing
    }

    /// The height of the row of buttons, in points.
    public static let rowHeight = 52.0

    public var body: any View {
        switch style {
        case .inline:
            ZStack {
                // The inline title keeps its size, as a navigation bar's does on iOS at every text size.
                if showsTitle { Text(title, style: .headline).lineLimit(1).padding(.horizontal, titleClearance).textSizeCapped(at: .large) }
                buttons
            }
            .frame(maxWidth: .infinity, minHeight: Self.rowHeight)
            .padding(.horizontal, Space.md)
            .role(.chrome, name: "navigation bar")
        case .large:
            VStack(alignment: .leading, spacing: Space.xxs) {
                buttons.frame(minHeight: Self.rowHeight).padding(.horizontal, -Space.xxs)
                Text(title, style: .largeTitle).whole()
            }
            .padding(EdgeInsets(top: 0, leading: Space.lg, bottom: Space.xs, trailing: Space.lg))
            .role(.chrome, name: "navigation bar")
        }
    }

    /// The bar's row of buttons alone, its title inline only when `collapsed`: what stays on top of
    /// a pushed screen whose large title (``largeTitle``) scrolls with its content.
    public func row(collapsed: Bool) -> NavigationBar {
        var bar = NavigationBar(title, style: .inline, showsBack: showsBack, trailing: trailing)
        bar.showsTitle = collapsed
        return bar
    }

    /// The large title as the top of a scrolled content: where it sits under the row of buttons in
    /// a large bar, as a header (role `.header`, named "large title").
    public var largeTitle: any View {
        Text(title, style: .largeTitle).whole()
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(EdgeInsets(top: Space.xxs, leading: Space.lg, bottom: Space.xs, trailing: Space.lg))
            .role(.header, name: "large title")
    }

    /// Room the centred title leaves on each side for the wider of the two button groups.
    private var titleClearance: Double {
        let back = showsBack ? 44.0 : 0
        let count = Double(trailing.count)
        let side = max(back, count * 44 + max(0, count - 1) * Space.xs)
        return side > 0 ? side + Space.xs : 0
    }

    private var buttons: any View {
        HStack(spacing: Space.xs) {
            if showsBack { RoundButton(.chevronLeft, name: "Back") }
            Spacer(minLength: 0)
            for button in trailing { button }
        }
    }
}

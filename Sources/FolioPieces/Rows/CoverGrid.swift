import FolioLayout

/// Cover Grid — recipes as a grid of square typographic covers in two columns, each with its title
/// (up to two lines) and a quiet detail line under it.
public struct CoverGrid: View {
    /// One recipe of the grid.
    public struct Item: Sendable {
        public var title: String
        /// The line under the title ("35 min · Soup").
        public var detail: String
        /// The cover's small line, if any.
        public var kicker: String?
        /// The cover's colour.
        public var color: ThemeColor
        /// The cover's type colour; nil for tone-on-tone.
        public var ink: ThemeColor?
        public var style: TypographicCover.Style

        public init(title: String, detail: String, kicker: String? = nil, color: ThemeColor, ink: ThemeColor? = nil,
                    style: TypographicCover.Style = .automatic) {
            self.title = title
            self.detail = detail
            self.kicker = kicker
            self.color = color
            self.ink = ink
            self.style = style
        }
    }

    public var items: [Item]
    public var columns: Int

    public init(_ items: [Item], columns: Int = 2) {
        self.items = items
        self.columns = max(1, columns)
    }

    public var body: any View {
        // At the accessibility text sizes one cover a row, so its title wraps at words, never inside them.
        EnvironmentReader { env in
            EvenGrid(columns: env.textSize.isAccessibilitySize ? 1 : columns, spacing: Space.md, rowSpacing: Space.lg, cells: items.map(cell))
                .role(.group, name: "cover grid")
        }
    }

    private func cell(_ item: Item) -> any View {
        VStack(alignment: .leading, spacing: Space.xs) {
            SquareArt(TypographicCover(name: item.title, kicker: item.kicker, color: item.color, ink: item.ink, style: item.style))
                .cardShadow()
            VStack(alignment: .leading, spacing: 2) {
                Text(item.title, style: columns > 2 ? TextStyle.subheadline.weight(.semibold) : .headline).lineLimit(2)
                Text(item.detail, style: .footnote, color: .secondaryLabel).lineLimit(1)
            }
            .padding(.horizontal, 2)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .role(.group, name: item.title)
        .tapTarget()
    }
}

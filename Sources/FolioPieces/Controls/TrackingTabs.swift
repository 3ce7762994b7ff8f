import FolioLayout

/// Tab titles over swipeable pages: an accent bar under the titles tracks the pages as they slide,
/// blending its place and width between two titles at a fractional `position`, and the row of
/// titles scrolls with it when it is wider than the screen. The titles are quieter than a navigation
/// title (15 pt semibold under a 17 pt bar title), the inactive ones still at 3:1 or more; mid-swipe the
/// pages run on across the screen's margin and slide out at its edge, as full-width pages do.
public struct TrackingTabs: View {
    /// The style of the titles: a step below the navigation bar's headline title.
    public static let titleStyle = TextStyle.subheadline.weight(.semibold)

    public var titles: [String]
    /// Where the pages are: 0 the first page, 0.5 half-way to the second.
    public var position: Double
    /// One view per title, shown side by side and slid by `position`.
    public var pages: [any View]
    /// What the tabs sit on: the colour titles fade into where the row runs off an edge.
    public var background: ThemeColor
    /// How far the pages run past the tabs' sides while they slide: the margin between the tabs and
    /// the screen's edges, so a page leaves at the screen's edge, not at the content's inset.
    public var bleed: Double

    /// Tabs at `position` over `pages` (one per title), `bleed` points in from the screen's edges.
    public init(_ titles: [String], position: Double, background: ThemeColor = .groupedBackground, bleed: Double = Space.lg,
                @ViewBuilder pages: () -> [any View]) {
        self.titles = titles
        self.position = position
        self.background = background
        self.bleed = bleed
        self.pages = pages()
    }

    /// Tabs moving from `from` (nil: already there) to `selected`, `t` of the way along a spring.
    public init(_ titles: [String], selected: Int, from: Int? = nil, t: Double = 1, background: ThemeColor = .groupedBackground,
                bleed: Double = Space.lg, @ViewBuilder pages: () -> [any View]) {
        self.init(titles, position: Motion.selection(from: from, to: selected, t: t), background: background,
                  bleed: bleed, pages: pages)
    }

    /// The tab whose page covers most of the screen.
    public var selectedIndex: Int { max(0, min(titles.count - 1, Int(position.rounded()))) }

    public var body: any View {
        VStack(alignment: .leading, spacing: Space.md) {
            RailScroller(offset: .fraction(titles.count > 1 ? position / Double(titles.count - 1) : 0), fade: background, content:
                SelectionStack(
                    axis: .horizontal, spacing: Space.xl, sizing: .intrinsic, position: position, stretch: 0.35,
                    placement: { Rect(x: $0.minX, y: $0.maxY - 3, width: $0.width, height: 3) },
                    items: titles.enumerated().map { i, title in
                        Text(title, style: Self.titleStyle, color: i == selectedIndex ? .label : .secondaryLabel)
                            .lineLimit(1)
                            .padding(EdgeInsets(top: Space.sm, leading: 0, bottom: Space.xs, trailing: 0))
                            .frame(minWidth: 44, minHeight: 44, alignment: .bottom)
                            .role(.group, name: title)
                            .tapTarget()
                    },
                    indicator: ShapeView(.pill).fill(.accent).role(.indicator, name: "tab indicator")
                )
            )
            TabPageStrip(position: position, pages: pages, bleed: bleed)
        }
    }
}

/// Pages side by side, each as wide as the strip, slid so page `position` is in view; the strip
/// clips what has slid `bleed` points past its sides (the screen's edges; not above or below, where
/// card shadows fall) and is as tall as its tallest page. Two pages are `2 × bleed` apart, as if
/// each were a screen-wide page with the margin inside it.
struct TabPageStrip: PrimitiveView {
    var position: Double
    var pages: [any View]
    /// How far past the strip's sides the pages still show (the screen's margin).
    var bleed: Double

    func children(in environment: Environment) -> [any View] { pages }

    private func width(_ proposal: ProposedSize, _ context: LayoutContext) -> Double {
        proposal.width.flatMap { $0.isFinite ? $0 : nil }
            ?? context.children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let w = width(proposal, context)
        let h = context.children.map { $0.sizeThatFits(ProposedSize(width: w, height: proposal.height)).height }.max() ?? 0
        return Size(width: w, height: h)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let offer = ProposedSize(width: size.width, height: proposal.height)
        var frames: [Frame] = []
        for (i, page) in context.children.enumerated() where abs(Double(i) - position) < 1 {
            frames += page.place(at: Point(x: (Double(i) - position) * (size.width + 2 * bleed), y: 0), proposal: offer)
        }
        let sides = Path.rect(Rect(x: -bleed, y: -Space.xxl, width: size.width + 2 * bleed, height: size.height + 2 * Space.xxl))
        return [.group(frames, size: size, name: "pages", group: Group(clip: .path(sides)))]
    }
}

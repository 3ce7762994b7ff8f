import FolioLayout

/// A horizontal rail of filter chips (pills), one selected in the accent, the others on the card
/// colour with a hairline; the rail runs off the trailing edge under a fade, scrolled by `offset`.
public struct FilterRail: View {
    /// One filter.
    public struct Chip: Sendable {
        public var title: String
        public var icon: Icon?

        public init(_ title: String, icon: Icon? = nil) {
            self.title = title
            self.icon = icon
        }
    }

    public var chips: [Chip]
    public var selected: Int
    /// How far the rail is scrolled, in points.
    public var offset: Double
    /// What the rail sits on: the colour the chips fade into at the trailing edge.
    public var background: ThemeColor
    /// Space before the first chip and after the last (the screen's margin when the rail runs edge to edge).
    public var inset: Double

    /// A rail of `chips` with `selected` in the accent, scrolled by `offset` points.
    public init(_ chips: [Chip], selected: Int, offset: Double = 0, background: ThemeColor = .groupedBackground,
                inset: Double = 0) {
        self.chips = chips
        self.selected = selected
        self.offset = offset
        self.background = background
        self.inset = inset
    }

    /// A rail of plain titles.
    public init(_ titles: [String], selected: Int, offset: Double = 0, background: ThemeColor = .groupedBackground,
                inset: Double = 0) {
        self.init(titles.map { Chip($0) }, selected: selected, offset: offset, background: background, inset: inset)
    }

    public var body: any View {
        RailScroller(offset: .points(offset), fade: background, content:
            HStack(spacing: Space.xs, children: chips.enumerated().map { i, chip in
                FilterChipView(chip: chip, isSelected: i == selected)
            })
            .padding(.horizontal, inset)
        )
        .role(.group, name: "filter rail")
    }
}

/// One chip of the rail: a 36 pt pill inside a 44 pt tall tap area.
struct FilterChipView: View {
    var chip: FilterRail.Chip
    var isSelected: Bool

    var body: any View {
        let ink: ThemeColor = isSelected ? .accentForeground : .label
        let pill = HStack(spacing: 6) {
            if let icon = chip.icon { IconView(icon, size: 16, color: ink) }
            Text(chip.title, style: TextStyle.subheadline.weight(.semibold), color: ink).lineLimit(1)
        }
        .padding(.horizontal, Space.md)
        .frame(minWidth: 44, minHeight: 36)
        return (isSelected
            ? pill.background(PaintedSurface(token: .pill) { env, size in ControlInk.lit(env.resolve(.accent), height: size.height) })
            : pill.background(ShapeView(.pill).fill(.card)).overlay(ShapeView(.pill).stroke(.separator.opacity(0.5), width: 1)))
            .role(.pill, name: chip.title)
            .padding(.vertical, Space.xxs)
            .tapTarget()
    }
}

import FolioLayout

/// A horizontal rail of filter chips (pills), one selected in the accent, the others on the card
/// colour with a hairline; the rail runs off the trailing edge under a fade, scrolled by `offset`.
/// With a `bleed` (the screen's margin) it runs on to the screen's edge and fades there, its first
/// chip still lined up with the content. Selecting a chip never reorders the rail.
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
    /// How far the rail runs past its box on each side: the margin between it and the screen's edge
    /// (or the edge of the surface it sits on), where it fades; its chips start that far in.
    public var bleed: Double

    /// A rail of `chips` with `selected` in the accent, scrolled by `offset` points, running `bleed`
    /// points past its box to the screen's edge.
    public init(_ chips: [Chip], selected: Int, offset: Double = 0, background: ThemeColor = .groupedBackground,
                bleed: Double = 0) {
        self.chips = chips
        self.selected = selected
        self.offset = offset
        self.background = background
        self.bleed = bleed
    }

    /// A rail of plain titles.
    public init(_ titles: [String], selected: Int, offset: Double = 0, background: ThemeColor = .groupedBackground,
                bleed: Double = 0) {
        self.init(titles.map { Chip($0) }, selected: selected, offset: offset, background: background, bleed: bleed)
    }

    public var body: any View {
        RailScroller.bleeding(bleed, offset: .points(offset), fade: background, content:
            HStack(spacing: Space.xs, children: chips.enumerated().map { i, chip in
                FilterChipView(chip: chip, isSelected: i == selected)
            })
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
            if let icon = chip.icon { IconView(icon, size: 16, color: ink, weight: .semibold) }
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

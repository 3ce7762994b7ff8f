import FolioLayout

/// A segmented control on glass: equal segments in a glass capsule, the selected one under a raised
/// pill that slides (and stretches a little in transit) between segments instead of blinking. In
/// light mode the glass carries a track tinted with the accent and the white thumb a soft shadow,
/// so the control reads on a white or pale screen as well as over colour; in dark mode the thumb is
/// a light grey of the label colour, so the selection reads on the dark glass.
public struct GlassSegments: View {
    public var titles: [String]
    /// Where the selection pill is: 0 on the first segment, 1.5 half-way from the second to the third.
    public var position: Double

    /// Segments with the pill at `position`.
    public init(_ titles: [String], position: Double) {
        self.titles = titles
        self.position = position
    }

    /// Segments with the selection moving from `from` (nil: already there) to `selected`, `t` of the
    /// way along a spring.
    public init(_ titles: [String], selected: Int, from: Int? = nil, t: Double = 1) {
        self.init(titles, position: Motion.selection(from: from, to: selected, t: t))
    }

    /// The segment under most of the pill.
    public var selectedIndex: Int { max(0, min(titles.count - 1, Int(position.rounded()))) }

    public var body: any View {
        EnvironmentReader { env in
            let light = env.theme.appearance == .light
            SelectionStack(
                axis: .horizontal, spacing: 0, sizing: .equal, position: position, stretch: 0.12,
                items: titles.enumerated().map { i, title in
                    Text(title, style: TextStyle.subheadline.weight(.semibold),
                         color: i == selectedIndex ? .label : Self.quietInk(env, light: light))
                        // A segment's title keeps the default size, as UISegmentedControl does not
                        // follow Dynamic Type unless asked, and wraps whole at the accessibility sizes
                        // (at xLarge "Afternoon" broke inside the word at AX3, and "Nachmittag" on the
                        // SE); the cap sits inside the line limit, which reads the reader's own size.
                        .textSizeCapped(at: .large)
                        .lineLimitUntilAccessibility(1)
                        .padding(.horizontal, Space.xs)
                        .frame(maxWidth: .infinity, minHeight: 44)
                        .role(.group, name: title)
                        .tapTarget()
                },
                indicator: ShapeView(.pill).fill(light ? .raised : .label.opacity(Self.darkThumb)).overlay(ShapeView(.pill).stroke(.glassRim, width: 0.5))
                    .role(.indicator, name: "selection")
                    .shadow(color: light ? .label.opacity(Self.thumbShadow) : .shadow, radius: light ? 8 : 6, y: light ? 3 : 2)
            )
            .padding(Space.xxs)
            .background { if light { ShapeView(.pill).fill(.accent.opacity(Self.trackTint)).role(.track, name: "track") } }
            .glass(.pill)
            .role(.group, name: "segments")
        }
    }

    /// The unselected titles' ink: the secondary label, deepened (or lifted) only as far as it must
    /// to read at 4.5:1 on the glass and its track as they usually lie over the screen, with a margin
    /// for the colour the glass lets through.
    static func quietInk(_ env: Environment, light: Bool) -> ThemeColor {
        let glass = env.resolve(.glassTint).over(env.resolve(.background))
        let ground = light ? env.resolve(.accent.opacity(trackTint)).over(glass) : glass
        return ThemeColor(Ink.readable(env.resolve(.secondaryLabel), on: ground, minimum: 5.5))
    }

    /// How much of the label colour the dark thumb is, over the glass: a raised grey read 1.15:1 on
    /// the dark glass, a selection nobody could see; this reads about 2.6:1 (iOS's dark thumb is a light grey
    /// too) and keeps its white title at 4.5:1.
    static let darkThumb = 0.3

    /// How strongly the light track is tinted with the accent, over the glass.
    static let trackTint = 0.1

    /// How dark the thumb's shadow is in light mode, where a white thumb on a pale track needs a
    /// soft edge to stand out (dark mode's raised grey stands out by itself).
    static let thumbShadow = 0.16
}

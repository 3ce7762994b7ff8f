import FolioLayout

/// A segmented control on glass: equal segments in a glass capsule, the selected one under a raised
/// pill that slides (and stretches a little in transit) between segments instead of blinking. In
/// light mode the glass carries a track tinted with the accent and the white thumb a soft shadow,
/// so the control reads on a white or pale screen as well as over colour.
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
                         color: i == selectedIndex ? .label : .secondaryLabel)
                        .lineLimit(1)
                        .padding(.horizontal, Space.xs)
                        .frame(maxWidth: .infinity, minHeight: 44)
                        .role(.group, name: title)
                        .tapTarget()
                },
                indicator: ShapeView(.pill).fill(.raised).overlay(ShapeView(.pill).stroke(.glassRim, width: 0.5))
                    .role(.indicator, name: "selection")
                    .shadow(color: light ? .label.opacity(Self.thumbShadow) : .shadow, radius: light ? 8 : 6, y: light ? 3 : 2)
            )
            .padding(Space.xxs)
            .background { if light { ShapeView(.pill).fill(.accent.opacity(Self.trackTint)).role(.track, name: "track") } }
            .glass(.pill)
            .role(.group, name: "segments")
        }
    }

    /// How strongly the light track is tinted with the accent, over the glass.
    static let trackTint = 0.1

    /// How dark the thumb's shadow is in light mode, where a white thumb on a pale track needs a
    /// soft edge to stand out (dark mode's raised grey stands out by itself).
    static let thumbShadow = 0.16
}

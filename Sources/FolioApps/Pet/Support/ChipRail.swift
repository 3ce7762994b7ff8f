import FolioLayout
import FolioPieces

/// A single row of toggle chips, any number of them on (what shaped a mood), that runs on to the
/// screen's edge and fades there, as the Filter Rail does: each chip is an Icon Toggle, so on and off
/// look as they do everywhere, and turning one on never moves it.
struct ChipRail: View {
    var items: [IconToggles.Item]
    /// The colour the row sits on, which the chips fade into at the screen's edge.
    var background: ThemeColor
    /// How far the row is scrolled, in points.
    var offset = 0.0

    var body: any View {
        RailScroller.bleeding(PetStyle.margin, offset: .points(offset), fade: background,
                              content: HStack(spacing: Space.xs, children: items.map { IconToggles([$0]) }))
            .role(.group, name: "chip rail")
    }
}

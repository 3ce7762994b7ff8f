import FolioLayout
import FolioPieces

/// A single row of toggle chips that runs off the trailing edge under a fade, any number of them
/// on (what shaped a mood): each chip is an Icon Toggle, so on and off look as they do everywhere.
struct ChipRail: View {
    var items: [IconToggles.Item]
    /// The colour the row sits on, which the chips fade into at the trailing edge.
    var background: ThemeColor
    /// How far the row is scrolled, in points.
    var offset = 0.0

    var body: any View {
        HStack(spacing: Space.xs, children: items.map { IconToggles([$0]) })
            .fixedSize(horizontal: true, vertical: false)
            .offset(x: -offset)
            .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
            .overlay(alignment: .trailing) { fade }
            .clipShape(Shape.rect)
            .role(.group, name: "chip rail")
    }

    private var fade: any View {
        let background = self.background
        return Draw { size, env in
            let color = env.resolve(background)
            let fill = Paint.linear(LinearGradient(start: .zero, end: Point(x: size.width, y: 0), stops: [
                GradientStop(0, color.opacity(0)), GradientStop(0.75, color.opacity(color.alpha * 0.9)), GradientStop(1, color),
            ]))
            return [Frame(size: size, role: .shape, name: "fade", item: .shape(ShapeItem(.rect, fill: fill)))]
        }
        .frame(width: Space.xxl)
    }
}

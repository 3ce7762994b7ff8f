import FolioPieces
import FolioLayout

/// Something colourful for glass to blur in gallery samples: soft blobs of the theme's accent and
/// status colours on a tile, with the sample's content centred over it.
struct ControlsBackdrop: View {
    var height: Double
    var content: any View

    init(height: Double = 120, @ViewBuilder _ content: () -> any View) {
        self.height = height
        self.content = content()
    }

    var body: any View {
        content
            .padding(Space.md)
            .frame(maxWidth: .infinity, minHeight: height)
            .background(Draw { size, env in
                let ground = env.resolve(.card)
                let blobs: [(ThemeColor, Double, Double, Double)] = [
                    (.accent, 0.18, 0.3, 0.55), (.warning, 0.55, 0.75, 0.45), (.success, 0.86, 0.2, 0.5), (.accent, 0.7, 0.1, 0.3),
                ]
                var frames = [Frame(size: size, role: .shape, item: .shape(ShapeItem(.rect, fill: .solid(ground))))]
                for (color, x, y, r) in blobs {
                    let radius = size.height * r
                    let c = env.resolve(color)
                    let paint = Paint.radial(RadialGradient(center: Point(x: radius, y: radius), radius: radius, stops: [
                        GradientStop(0, c.opacity(0.9)), GradientStop(0.6, c.opacity(0.45)), GradientStop(1, c.opacity(0)),
                    ]))
                    frames.append(Frame(origin: Point(x: size.width * x - radius, y: size.height * y - radius),
                                        size: Size(width: radius * 2, height: radius * 2), role: .shape,
                                        item: .shape(ShapeItem(.ellipse, fill: paint))))
                }
                return [.group(frames, size: size, role: .background, group: Group(clip: env.theme.shape(.tile)))]
            })
    }
}

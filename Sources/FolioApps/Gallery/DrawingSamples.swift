import FolioPieces
import FolioLayout

/// Content the drawings' gallery samples put on their cards and scenes: a storybook hillside for the
/// route, found things for the fan, a share card for the tilt.
enum DrawingSamples {
    /// A pastel adventure scene behind `content`: lilac sky, two soft hills, on a card.
    static func scene(_ content: any View) -> any View {
        content
            .padding(horizontal: Space.xs, vertical: Space.md)
            .background(Draw { size, env in hills(size, env: env) })
            .clipShape(.card)
            .surface(.card, fill: .pet.adventureLilac, name: "adventure scene")
    }

    private static func hills(_ size: Size, env: Environment) -> [Frame] {
        let (w, h) = (size.width, size.height)
        let sky = DrawingArt.vertical(Rect(size: size), [(0, env.resolve(.pet.lilac).opacity(0.9)),
                                                         (1, env.resolve(.pet.adventureLilac).opacity(0))])
        // A hill from the left edge to the right one (heights as fractions of the box), filled to the bottom.
        func hill(_ left: Double, _ right: Double, _ c1: (Double, Double), _ c2: (Double, Double)) -> Path {
            var p = Path()
            p.move(to: Point(x: 0, y: h * left))
            p.curve(to: Point(x: w, y: h * right), control1: Point(x: w * c1.0, y: h * c1.1), control2: Point(x: w * c2.0, y: h * c2.1))
            p.line(to: Point(x: w, y: h))
            p.line(to: Point(x: 0, y: h))
            p.close()
            return p
        }
        return [
            DrawingArt.shape(.rect(Rect(size: size)), size: size, fill: sky),
            DrawingArt.shape(hill(0.62, 0.5, (0.35, 0.38), (0.6, 0.72)), size: size, fill: .solid(env.resolve(.pet.sky).opacity(0.7))),
            DrawingArt.shape(hill(0.86, 0.74, (0.4, 0.66), (0.7, 0.94)), size: size, fill: .solid(env.resolve(.pet.mint).opacity(0.85))),
        ]
    }

    /// A thing Biscuit found on the way, printed on a fan card.
    static func found(_ title: String, place: String, icon: Icon, tint: ThemeColor) -> any View {
        VStack(spacing: Space.sm) {
            Spacer()
            IconView(icon, size: 40, color: tint)
                .frame(width: 84, height: 84)
                .background(ShapeView(.circle).fill(.card))
            VStack(spacing: Space.xxs) {
                Text(title, style: .headline).lineLimit(1)
                Text(place, style: .footnote, color: .secondaryLabel).lineLimit(2).multilineTextAlignment(.center)
            }
            Spacer()
        }
        .padding(Space.md)
    }

    /// The water app's share card: the grinning llama over the day's total.
    static var share: any View {
        VStack(spacing: Space.sm) {
            Mascot(.llama, fill: 1, face: .grinning, size: 128)
            VStack(spacing: Space.xxs) {
                Text("Goal met", style: .title2).lineLimit(1)
                Text("2,150 ml · 12-day streak", style: .subheadline, color: .secondaryLabel).lineLimit(1)
            }
        }
        .padding(Space.md)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Draw { size, env in
            [DrawingArt.shape(.rect(Rect(size: size)), size: size,
                              fill: DrawingArt.vertical(Rect(size: size), [(0, env.resolve(.water.water).opacity(0.22)),
                                                                            (0.7, env.resolve(.card).opacity(0))]))]
        })
    }

    /// `view` drawn in another app's theme, keeping the sheet's appearance.
    static func inApp(_ app: AppTheme, _ view: any View) -> any View {
        EnvironmentReader { env in view.theme(Theme(app: app, appearance: env.theme.appearance)) }
    }
}

import FolioLayout

/// A slider whose track thickens while it is dragged: a title and the value above, a track filled
/// with the accent up to a round knob; at `drag` 1 (finger down) the track has grown from 6 to 18 pt
/// and the value label has grown a little with it. Optional stops mark each step along the track.
/// Right to left the track fills from the right, as a slider does in Arabic.
public struct ExpandingTrack: View {
    public var title: String
    /// The value as the user reads it ("4 servings").
    public var valueLabel: String
    /// Where the knob is along the track, 0…1.
    public var value: Double
    /// How far into the drag: 0 at rest, 1 under the finger.
    public var drag: Double
    /// How many steps the track is divided into (a stop is marked at each), nil for a smooth track.
    public var steps: Int?

    /// A track titled `title` at `value`, showing `valueLabel`, `drag` of the way into a drag.
    public init(_ title: String, value: Double, valueLabel: String, drag: Double = 0, steps: Int? = nil) {
        self.title = title
        self.valueLabel = valueLabel
        self.value = value
        self.drag = drag
        self.steps = steps
    }

    /// The thickness of the track now, in points.
    public var thickness: Double { Motion.mix(6, 18, Motion.smooth(drag)) }

    public var body: any View {
        VStack(alignment: .leading, spacing: Space.xxs) {
            // At the accessibility sizes the value goes under the title ("Cooking for" beside "4 servings"
            // broke both across lines on the SE at AX3, and "servings" inside the word at AX5).
            AdaptiveStack(alignment: .center, spacing: Space.xs) {
                Text(title, style: TextStyle.subheadline.weight(.semibold), color: .secondaryLabel).lineLimitUntilAccessibility(1)
                Spacer(minLength: Space.xs)
                Text(valueLabel, style: TextStyle.headline.tabular()).lineLimitUntilAccessibility(1)
                    .scaleEffect(1 + 0.08 * Motion.smooth(drag), anchor: .trailing)
            }
            track.flipsForRightToLeft().frame(maxWidth: .infinity).frame(height: 44).role(.track, name: title).tapTarget()
        }
    }

    private var track: any View {
        let (value, thickness, steps) = (Motion.clamp(self.value), self.thickness, self.steps)
        return Draw(idealSize: Size(width: 240, height: 44)) { size, env in
            let knob = 28.0
            let y = (size.height - thickness) / 2
            let usable = size.width - knob
            let center = Point(x: knob / 2 + usable * value, y: size.height / 2)
            let accent = env.resolve(.accent)
            var frames = [Frame(origin: Point(x: 0, y: y), size: Size(width: size.width, height: thickness), role: .track,
                                item: .shape(ShapeItem(.capsule, fill: .solid(env.resolve(.fill)))))]
            let filled = max(thickness, center.x + thickness / 2)
            frames.append(Frame(origin: Point(x: 0, y: y), size: Size(width: filled, height: thickness), role: .indicator,
                                name: "filled", item: .shape(ShapeItem(.capsule, fill: ControlInk.lit(accent, height: thickness, strength: 0.2)))))
            if let steps, steps > 1 {
                for i in 0...steps {
                    let x = knob / 2 + usable * Double(i) / Double(steps)
                    let ink = x < center.x ? env.resolve(.accentForeground).opacity(0.55) : env.resolve(.tertiaryLabel)
                    frames.append(Frame(origin: Point(x: x - 1.5, y: size.height / 2 - 1.5), size: Size(width: 3, height: 3),
                                        role: .shape, item: .shape(ShapeItem(.ellipse, fill: .solid(ink)))))
                }
            }
            let face = env.theme.appearance == .light ? env.resolve(.card) : env.resolve(.label)
            let disc = Frame(size: Size(width: knob, height: knob), role: .shape, item: .shape(ShapeItem(.ellipse, fill: .solid(face))))
            let shadow = Effect.shadow(color: env.resolve(.shadow).opacity(0.22), radius: 6, offset: Point(x: 0, y: 2))
            frames.append(.group([disc], origin: Point(x: center.x - knob / 2, y: center.y - knob / 2),
                                 size: Size(width: knob, height: knob), role: .indicator, name: "knob", group: Group(effects: [shadow])))
            return frames
        }
    }
}

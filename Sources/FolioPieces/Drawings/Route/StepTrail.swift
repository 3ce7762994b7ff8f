import FolioLayout

/// A route of glass stops joined by a dotted, winding path: stops already reached are filled with a
/// check, the current one wears an accent ring in a pulsing halo, those ahead wait dimmed. Each stop
/// has its name under it. Best on a scene (the lilac adventure card) that the glass can blur.
///
/// ```swift
/// StepTrail(stops: [.init("Home", icon: .house), .init("Puddle Bridge", icon: .drop),
///                   .init("Mossy Hollow", icon: .flag)], current: 1)
/// ```
public struct StepTrail: View {
    /// A stop on the route.
    public struct Stop: Hashable, Sendable {
        public var title: String
        /// Shown in the stop while it is current or ahead; its number when nil.
        public var icon: Icon?

        public init(_ title: String, icon: Icon? = nil) {
            self.title = title
            self.icon = icon
        }
    }

    /// Where a stop stands on the journey.
    public enum StopState: Hashable, Sendable { case reached, current, ahead }

    public var stops: [Stop]
    /// The stop being headed for: those before it are reached; `stops.count` means all are.
    public var current: Int
    /// The current stop's halo, 0…1: a ring that grows and fades as it pulses.
    public var pulse: Double

    public init(stops: [Stop], current: Int, pulse: Double = 0.35) {
        self.stops = stops
        self.current = current
        self.pulse = pulse
    }

    /// The state of the stop at `index`.
    public func state(of index: Int) -> StopState {
        index < current ? .reached : (index == current ? .current : .ahead)
    }

    /// A stop's diameter.
    static let stopSize = 48.0
    /// From the board's sides to the first and last stops: room for half a name and the halo.
    static let edgeMargin = 48.0

    public var body: any View {
        let count = stops.count
        return EnvironmentReader { env in
            DrawingBoard(
                idealWidth: 353, height: { _ in 142 },
                pins: stops.indices.map { i in
                    DrawingBoard.Pin(view: pin(i), anchor: (0.5, Self.stopSize / 2))
                },
                place: { size in
                    let width = Self.labelWidth(count: count, width: size.width)
                    return Self.centers(count: count, width: size.width, env.layoutDirection)
                        .map { DrawingBoard.Placement(point: $0, maxWidth: width) }
                },
                art: { size, env in self.route(size, env: env) })
        }
        .role(.group, name: "step trail")
    }

    /// The stops' centres across a width: evenly spaced, alternately low and high, the first at the
    /// leading side (a route is read in the reading direction: from the right, right to left).
    static func centers(count: Int, width: Double, _ direction: LayoutDirection = .leftToRight) -> [Point] {
        let margin = min(width / 2, Self.edgeMargin)
        let step = count > 1 ? (width - 2 * margin) / Double(count - 1) : 0
        return (0..<count).map { i in
            let x = count > 1 ? margin + step * Double(i) : width / 2
            return Point(x: direction == .rightToLeft ? width - x : x, y: i % 2 == 0 ? 70 : 40)
        }
    }

    /// The widest a stop's name may be: a little less than the room between two stops.
    private static func labelWidth(count: Int, width: Double) -> Double {
        let step = count > 1 ? (width - 2 * Self.edgeMargin) / Double(count - 1) : width
        return max(Self.stopSize, min(2 * Self.edgeMargin, step - Space.xs))
    }

    private func pin(_ i: Int) -> any View {
        let state = state(of: i)
        let d = Self.stopSize
        let mark: any View
        switch state {
        case .reached:
            mark = ZStack {
                ShapeView(.circle).fill(.accent).frame(width: d - 12, height: d - 12)
                IconView(.check, size: 18, color: .accentForeground, weight: .bold)
            }
        case .current:
            mark = ZStack {
                ShapeView(.circle).stroke(.accent, width: 2.5).frame(width: d - 3, height: d - 3)
                stopSymbol(i, color: .accent)
            }
        case .ahead:
            mark = stopSymbol(i, color: .secondaryLabel)
        }
        let title = TextStyle.caption.weight(state == .current ? .semibold : .medium)
        return VStack(spacing: Space.xs) {
            ZStack { mark }
                .frame(width: d, height: d)
                .glass(.circle)
                .opacity(state == .ahead ? 0.7 : 1)
                .role(.indicator, name: stops[i].title)
            Text(stops[i].title, style: title, color: state == .ahead ? .secondaryLabel : .label)
                // Five names share the trail's width: they keep the default size, so a name wraps at
                // its spaces instead of breaking inside a word ("Gard en" on the SE at xxxLarge). The
                // cap sits inside the line limit, which reads the reader's own size: at the
                // accessibility sizes a name takes the lines it needs instead of an ellipsis.
                .textSizeCapped(at: .large)
                .lineLimitUntilAccessibility(2)
                .multilineTextAlignment(.center)
        }
    }

    private func stopSymbol(_ i: Int, color: ThemeColor) -> any View {
        if let icon = stops[i].icon { return IconView(icon, size: 20, color: color) }
        return Text("\(i + 1)", style: TextStyle.headline.tabular(), color: color)
    }

    /// The dotted path from stop to stop (bright where travelled) and the current stop's halo.
    private func route(_ size: Size, env: Environment) -> [Frame] {
        let points = Self.centers(count: stops.count, width: size.width, env.layoutDirection)
        let accent = env.resolve(.accent)
        var frames: [Frame] = []
        for i in 0..<max(0, points.count - 1) {
            let (a, b) = (points[i], points[i + 1])
            var p = Path()
            p.move(to: a)
            let dx = (b.x - a.x) * 0.55
            p.curve(to: b, control1: Point(x: a.x + dx, y: a.y), control2: Point(x: b.x - dx, y: b.y))
            let travelled = i + 1 <= current
            let ink = travelled ? accent.opacity(0.85) : env.resolve(.label).opacity(0.28)
            frames.append(DrawingArt.shape(p, size: size, stroke: Stroke(.solid(ink), width: 4, dash: [0.01, 9], cap: .round),
                                           name: travelled ? "travelled" : "ahead"))
        }
        if current < points.count {
            let c = points[current]
            let r = Self.stopSize / 2
            frames.append(DrawingArt.shape(.circle(center: c, radius: r * 1.32), size: size, fill: .solid(accent.opacity(0.14)),
                                           name: "halo"))
            frames.append(DrawingArt.shape(.circle(center: c, radius: r * (1.05 + 0.55 * pulse)), size: size,
                                           stroke: Stroke(accent.opacity(0.55 * (1 - pulse)), width: 2), name: "pulse"))
        }
        return frames
    }
}

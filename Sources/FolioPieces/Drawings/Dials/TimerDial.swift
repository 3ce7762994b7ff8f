import Foundation
import FolioLayout

/// A ring of remaining time: a quiet track, a progress arc from twelve o'clock clockwise with round
/// caps and a knob at its end, ticks inside that read as the duration's minutes, and the time in
/// the middle on one line ("4h 12m", "12:00")
/// over an optional label. The time passing is the motion; `isTurning` shows the knob held by a
/// finger (the oven timer you turn).
///
/// ```swift
/// TimerDial(remaining: 15_150, total: 21_600, label: "until back home")
/// ```
public struct TimerDial: View {
    /// Seconds left.
    public var remaining: Int
    /// Seconds the timer was set for.
    public var total: Int
    public var label: String?
    public var diameter: Double
    /// The knob is being turned: it grows and glows.
    public var isTurning: Bool

    public init(remaining: Int, total: Int, label: String? = nil, diameter: Double = 240, isTurning: Bool = false) {
        self.remaining = remaining
        self.total = total
        self.label = label
        self.diameter = diameter
        self.isTurning = isTurning
    }

    /// The share of the time left, 0…1.
    public var fraction: Double {
        total > 0 ? min(1, max(0, Double(remaining) / Double(total))) : 0
    }

    /// The angle the arc sweeps, clockwise from twelve o'clock: the fraction left × 360°.
    public var sweepDegrees: Double { fraction * 360 }

    /// The time on one line: "2h 30m", "2 Std. 30 Min." from an hour up (no seconds on long
    /// durations; the locale's duration), "12:05" below.
    public var timeText: String {
        let s = max(0, remaining)
        let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60)
        if h > 0 { return FolioLocale.current.format.duration(minutes: s / 60) }
        return "\(m):\(sec < 10 ? "0" : "")\(sec)"
    }

    /// The face's ticks for the whole duration: one a minute up to an hour (every fifth long),
    /// one every five minutes up to two hours (every quarter hour long), one a quarter hour beyond
    /// (every hour long); as (count, every how many a long one).
    public var ticks: (count: Int, major: Int) {
        let minutes = max(1, (total + 59) / 60)
        if minutes <= 60 { return (minutes, 5) }
        if minutes <= 120 { return ((minutes + 4) / 5, 3) }
        return ((minutes + 14) / 15, 4)
    }

    /// The ring's geometry in a dial of `side`: its radius, line width and knob radius.
    static func ring(side: Double, isTurning: Bool) -> (radius: Double, width: Double, knob: Double) {
        let width = side * 0.065
        let knob = width * (isTurning ? 1.2 : 0.95)
        return (side / 2 - width * 1.25, width, knob)
    }

    public var body: any View {
        ZStack {
            Draw(idealSize: Size(width: diameter, height: diameter)) { size, env in self.art(size, env: env) }
            VStack(spacing: Space.xxs) {
                Text(timeText, style: TextStyle(size: diameter * (timeText.count > 5 ? 0.145 : 0.17), weight: .semibold).tabular().tracking(-diameter * 0.003))
                    .lineLimit(1)
                if let label {
                    // One line, ellipsized: a caption never breaks to a one-word line.
                    Text(label, style: .subheadline, color: .secondaryLabel).lineLimit(1)
                        .frame(maxWidth: diameter * 0.62)
                }
            }
            .frame(maxWidth: diameter * 0.66)
        }
        .frame(width: diameter, height: diameter)
        .role(.indicator, name: "timer dial")
    }

    private func art(_ size: Size, env: Environment) -> [Frame] {
        let side = min(size.width, size.height)
        let c = Point(x: size.width / 2, y: size.height / 2)
        let (r, w, knobR) = Self.ring(side: side, isTurning: isTurning)
        let accent = env.resolve(.accent)
        var frames = ticks(center: c, radius: r - w * 1.2, size: size, env: env)
        frames.append(DrawingArt.shape(.circle(center: c, radius: r), size: size,
                                       stroke: Stroke(env.resolve(.fill), width: w), role: .track, name: "track"))
        let start = -Double.pi / 2
        let end = start + sweepDegrees * .pi / 180
        if fraction > 0 {
            var arc = Path()
            arc.arc(center: c, radius: r, start: start, end: end)
            let bounds = Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
            let paint = DrawingArt.linear(Point(x: bounds.maxX, y: bounds.minY), Point(x: bounds.minX, y: bounds.maxY),
                                          [(0, DrawingArt.tone(accent, 0.3)), (1, accent)])
            frames.append(DrawingArt.shape(arc, size: size, stroke: Stroke(paint, width: w, cap: .round), role: .indicator,
                                           name: "remaining"))
        }
        let knob = Point(x: c.x + r * cos(end), y: c.y + r * sin(end))
        var knobParts: [Frame] = []
        if isTurning {
            knobParts.append(DrawingArt.shape(.circle(center: knob, radius: knobR * 1.7), size: size,
                                              fill: .solid(accent.opacity(0.18))))
        }
        let face = DrawingArt.shape(.circle(center: knob, radius: knobR), size: size,
                                    fill: DrawingArt.radial(Point(x: knob.x - knobR * 0.3, y: knob.y - knobR * 0.4), knobR * 1.4,
                                                            [(0, env.resolve(DrawingPalette.shine)), (1, env.resolve(DrawingPalette.knobShade))]))
        knobParts.append(DrawingArt.group([face], size: size,
                                          effects: [.shadow(color: env.resolve(.shadow).opacity(0.25), radius: 6, offset: Point(x: 0, y: 2))]))
        knobParts.append(DrawingArt.shape(.circle(center: knob, radius: knobR * 0.32), size: size, fill: .solid(accent)))
        frames.append(DrawingArt.group(knobParts, size: size, role: .indicator, name: "knob"))
        return frames
    }

    /// The ticks of ``ticks`` inside the ring, the major ones longer; the ones in the time left
    /// are stronger.
    private func ticks(center c: Point, radius: Double, size: Size, env: Environment) -> [Frame] {
        let (strong, faint) = (env.resolve(.secondaryLabel), env.resolve(.tertiaryLabel))
        let (count, major) = ticks
        return (0..<count).map { i in
            let angle = -Double.pi / 2 + Double(i) / Double(count) * 2 * .pi
            let long = i % major == 0
            let inner = radius - (long ? diameter * 0.04 : diameter * 0.02)
            var p = Path()
            p.move(to: Point(x: c.x + radius * cos(angle), y: c.y + radius * sin(angle)))
            p.line(to: Point(x: c.x + inner * cos(angle), y: c.y + inner * sin(angle)))
            let lit = Double(i) / Double(count) < fraction
            return DrawingArt.shape(p, size: size, stroke: Stroke(lit ? strong : faint, width: long ? 2 : 1, cap: .round))
        }
    }
}

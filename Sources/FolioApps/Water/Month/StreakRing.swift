import Foundation
import FolioLayout

/// The streak ring: a ring that fills toward the next streak milestone (3, 7, 14, 30 days …) around
/// a flame over the streak's number of days.
struct StreakRing: View {
    var streak: Int
    var diameter: Double = 112

    /// The streaks worth celebrating, in days.
    static let milestones = [3, 7, 14, 21, 30, 60, 100, 180, 365]

    /// The next milestone above `streak` (the last one once every milestone is passed).
    static func nextMilestone(after streak: Int) -> Int {
        milestones.first { $0 > streak } ?? milestones[milestones.count - 1]
    }

    /// The share of the way to the next milestone, 0…1.
    var progress: Double { min(1, Double(streak) / Double(Self.nextMilestone(after: streak))) }

    var body: any View {
        ZStack {
            Draw(idealSize: Size(width: diameter, height: diameter)) { size, env in ring(size, env) }
            VStack(spacing: 0) {
                IconView(.flame, size: 18, color: .water.flame)
                Text(Format.grouped(streak), style: TextStyle.title.tabular()).lineLimit(1)
                Text(waterStrings("%lld days (the word under the count)", .integer(streak)), style: TextStyle.caption.weight(.semibold),
                     color: .secondaryLabel).lineLimit(1)
            }
            // The count sits inside a fixed ring, a gauge's face: it grows no further than xLarge.
            .textSizeCapped(at: .xLarge)
        }
        .frame(width: diameter, height: diameter)
        .role(.chart, name: "streak ring")
    }

    private func ring(_ size: Size, _ env: Environment) -> [Frame] {
        let width = 10.0
        let center = Point(x: size.width / 2, y: size.height / 2)
        let radius = min(size.width, size.height) / 2 - width / 2
        let track = ShapeItem(.path(.circle(center: center, radius: radius)), stroke: Stroke(env.resolve(.fill), width: width))
        var frames = [Frame(size: size, role: .track, item: .shape(track))]
        guard progress > 0 else { return frames }
        var arc = Path()
        arc.arc(center: center, radius: radius, start: -.pi / 2, end: -.pi / 2 + 2 * .pi * progress)
        let accent = env.resolve(.accent)
        let paint = Paint.linear(LinearGradient(start: Point(x: size.width, y: 0), end: Point(x: 0, y: size.height), stops: [
            GradientStop(0, accent.mix(with: .white, amount: 0.35)), GradientStop(1, accent),
        ]))
        frames.append(Frame(size: size, role: .indicator, name: "streak arc",
                            item: .shape(ShapeItem(.path(arc), stroke: Stroke(paint, width: width, cap: .round)))))
        return frames
    }
}

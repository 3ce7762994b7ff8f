import FolioDomain
import FolioLayout
import FolioPieces

/// A month of moods drawn calmly: each check-in as a small dot at its mood, and through them the
/// weekly rolling average as one smooth line, on the whole five-step scale named down the leading
/// edge, so a good day after a bad one does not swing the line from floor to ceiling. The line is
/// coloured by height from the awful red to the great green of the check-in faces. Right to left,
/// as Apple's guidance has time-ordered charts, the first day is at the right and time runs to the
/// left, and the mood words stand in the leading (right) gutter.
struct MoodTrendChart: View {
    /// One day: its label (nil for a day not labelled), its check-in's mood, and the rolling average.
    struct Day {
        var label: String?
        var mood: Mood?
        var average: Double?
    }

    var days: [Day]
    var height: Double

    /// The least leading gutter that holds the mood words; wider when a locale's words need it.
    static let minimumGutter = 42.0

    /// The gutter the mood words take in `env`: the widest of them, with room to breathe.
    static func gutter(_ env: Environment) -> Double {
        let caption = TextStyle.caption2.weight(.medium)
        let widest = Mood.allCases.map { env.measurer.measure($0.face.label, style: caption, width: 200, maxLines: 1).size.width }.max() ?? 0
        return max(minimumGutter, (widest + 8).rounded(.up))
    }
    /// A check-in dot's radius.
    static let dot = 3.0

    var body: any View {
        let days = self.days
        return Draw(idealSize: Size(width: 321, height: height)) { size, env in Self.frames(days, in: size, env: env) }
            .frame(height: height)
            .role(.chart, name: "mood trend")
    }

    /// Where the chart goes in a box: the x of each day, the y of each score (1 … 5).
    struct Plot {
        var size: Size
        var count: Int
        /// The leading gutter of the mood words.
        var gutter: Double
        /// Whether time runs from the right, the gutter on the right.
        var rightToLeft = false
        var labelTop: Double { size.height - TextStyle.caption2.size * 1.3 }
        var top: Double { 8 }
        var bottom: Double { labelTop - 10 }
        var slot: Double { (size.width - gutter) / Double(max(1, count)) }

        /// The plot's x of a distance `along` from the gutter's edge, in the reading direction.
        func x(along: Double) -> Double { rightToLeft ? size.width - gutter - along : gutter + along }
        func x(_ day: Int) -> Double { x(along: slot * (Double(day) + 0.5)) }
        /// The middle of the gutter, where the mood words centre.
        var gutterMid: Double { rightToLeft ? size.width - gutter / 2 + 2 : gutter / 2 - 2 }
        /// The plot beside the gutter.
        func column(top: Double, bottom: Double) -> Rect {
            Rect(x: rightToLeft ? 0 : gutter, y: top, width: size.width - gutter, height: bottom - top)
        }
        func y(_ score: Double) -> Double { bottom - (score - 1) / 4 * (bottom - top) }
    }

    static func frames(_ days: [Day], in size: Size, env: Environment) -> [Frame] {
        let gutter = Self.gutter(env)
        let plot = Plot(size: size, count: days.count, gutter: gutter, rightToLeft: env.layoutDirection == .rightToLeft)
        let column = plot.column(top: plot.top, bottom: plot.bottom)
        let caption = TextStyle.caption2.weight(.medium)
        var frames: [Frame] = []
        for mood in Mood.allCases {
            let y = plot.y(Double(mood.score))
            var guide = Path()
            guide.move(to: Point(x: column.minX, y: y))
            guide.line(to: Point(x: column.maxX, y: y))
            frames.append(DrawingArt.shape(guide, size: size, stroke: Stroke(env.resolve(.separator).opacity(0.5), width: 1, dash: [2, 4])))
            frames.append(DrawingArt.label(mood.face.label, style: caption, color: env.resolve(.secondaryLabel),
                                           top: Point(x: plot.gutterMid, y: y - caption.size * 0.65), maxWidth: gutter - 4, env: env))
        }
        let colors = MoodFace.allCases.reversed().map { env.resolve($0.color) }
        for run in runs(days, plot: plot) where run.count > 1 {
            var line = Path()
            line.move(to: run[0])
            DrawingArt.smoothOpen(run, into: &line)
            var area = line
            area.line(to: Point(x: run[run.count - 1].x, y: plot.bottom))
            area.line(to: Point(x: run[0].x, y: plot.bottom))
            area.close()
            frames.append(DrawingArt.shape(area, size: size, fill: DrawingArt.vertical(column, [(0, colors[0].opacity(0.22)),
                                                                                            (1, colors[4].opacity(0.02))]), name: "area"))
            frames.append(DrawingArt.shape(line, size: size,
                                           stroke: Stroke(DrawingArt.vertical(column, colors.enumerated().map { (Double($0) / 4, $1) }),
                                                          width: 3, cap: .round, join: .round), name: "weekly average"))
        }
        for (i, day) in days.enumerated() {
            if let mood = day.mood {
                let c = Point(x: plot.x(i), y: plot.y(Double(mood.score)))
                frames.append(DrawingArt.shape(.circle(center: c, radius: dot + 1), size: size, fill: .solid(env.resolve(.card))))
                frames.append(DrawingArt.shape(.circle(center: c, radius: dot), size: size, fill: .solid(env.resolve(mood.face.color)),
                                               name: "check-in"))
            }
            if let label = day.label {
                frames.append(DrawingArt.label(label, style: caption, color: env.resolve(.secondaryLabel),
                                               top: Point(x: plot.x(i), y: plot.labelTop), maxWidth: plot.slot * 7, env: env))
            }
        }
        return frames
    }

    /// The runs of consecutive days with an average, as points: each run is one piece of the line.
    static func runs(_ days: [Day], plot: Plot) -> [[Point]] {
        let points = days.enumerated().map { i, day in day.average.map { Point(x: plot.x(i), y: plot.y($0)) } }
        return points.split { $0 == nil }.map { $0.compactMap { $0 } }
    }
}

import FolioLayout

/// Moods over days as a smooth monotone curve (it never overshoots a day's mood), coloured by
/// height from awful red to great green, with a soft gradient under it, a small face on each day
/// and the days' labels. A day without a check-in breaks the line. With `axisFaces`, a face for
/// each mood sits down the leading edge at its height, so a month of dots reads without a legend.
/// Right to left the days run from the right (the axis faces at the right edge), as a time axis does.
///
/// ```swift
/// MoodLine(days: [.init("M", .good), .init("T", .okay), .init("W", nil), .init("T", .great)])
/// ```
public struct MoodLine: View {
    /// One day of the line: its label and its mood, nil when there was no check-in.
    public struct Day: Hashable, Sendable {
        public var label: String
        public var mood: MoodFace?

        public init(_ label: String, _ mood: MoodFace?) {
            self.label = label
            self.mood = mood
        }
    }

    public var days: [Day]
    /// How much of the line has drawn itself in from the left, 0…1.
    public var progress: Double
    /// The chart's height, labels included.
    public var height: Double
    /// Whether the five faces mark the moods' heights down the leading edge.
    public var axisFaces: Bool

    public init(days: [Day], progress: Double = 1, height: Double = 180, axisFaces: Bool = false) {
        self.days = days
        self.progress = progress
        self.height = height
        self.axisFaces = axisFaces
    }

    /// The side of an axis face, and the gutter it takes with its gap.
    static let axisFace = 14.0
    static let axisGutter = axisFace + 8

    public var body: any View {
        DrawingBoard(idealWidth: 353, height: { _ in height }, place: { _ in [] },
                     art: { size, env in self.frames(in: size, env: env) })
            .role(.chart, name: "mood line")
    }

    /// Where the chart goes in a box: the x of each day, the y of each mood, the marker size.
    struct Plot {
        var size: Size
        var count: Int
        /// Where the days start: after the axis faces' gutter, if any.
        var leading = 0.0
        var slot: Double { (size.width - leading) / Double(max(1, count)) }
        var marker: Double { min(22, max(8, slot * 0.62)) }
        var labelTop: Double { size.height - TextStyle.caption2.size * 1.3 }
        var top: Double { marker / 2 + 4 }
        var bottom: Double { labelTop - marker / 2 - 8 }

        func x(_ day: Int) -> Double { leading + slot * (Double(day) + 0.5) }
        func y(_ mood: MoodFace) -> Double { bottom - Double(mood.score - 1) / 4 * (bottom - top) }
    }

    /// The runs of consecutive days with a mood, as points: each run is one piece of the line.
    static func segments(_ days: [Day], plot: Plot) -> [[Point]] {
        var runs: [[Point]] = [[]]
        for (i, day) in days.enumerated() {
            if let mood = day.mood {
                runs[runs.count - 1].append(Point(x: plot.x(i), y: plot.y(mood)))
            } else if !runs[runs.count - 1].isEmpty {
                runs.append([])
            }
        }
        return runs.filter { !$0.isEmpty }
    }

    private func frames(in size: Size, env: Environment) -> [Frame] {
        let plot = Plot(size: size, count: days.count, leading: axisFaces ? Self.axisGutter : 0)
        let colors = MoodFace.allCases.reversed().map { env.resolve($0.color) }
        let byHeight = colors.enumerated().map { (Double($0) / 4, $1) }
        let column = Rect(x: plot.leading, y: plot.top, width: size.width - plot.leading, height: plot.bottom - plot.top)
        var frames = MoodFace.allCases.map { mood -> Frame in
            var guide = Path()
            guide.move(to: Point(x: plot.leading, y: plot.y(mood)))
            guide.line(to: Point(x: size.width, y: plot.y(mood)))
            return DrawingArt.shape(guide, size: size, stroke: Stroke(env.resolve(.separator).opacity(0.4), width: 1, dash: [2, 4]))
        }
        var drawn: [Frame] = []
        for run in Self.segments(days, plot: plot) where run.count > 1 {
            let line = MonotoneCurve.path(through: run)
            var area = line
            area.line(to: Point(x: run[run.count - 1].x, y: plot.bottom))
            area.line(to: Point(x: run[0].x, y: plot.bottom))
            area.close()
            let wash = DrawingArt.vertical(column, [(0, colors[0].opacity(0.3)), (0.5, colors[2].opacity(0.16)),
                                                    (1, colors[4].opacity(0.02))])
            drawn.append(DrawingArt.shape(area, size: size, fill: wash, name: "area"))
            drawn.append(DrawingArt.shape(line, size: size, stroke: Stroke(DrawingArt.vertical(column, byHeight), width: 3,
                                                                           cap: .round, join: .round), name: "line segment"))
        }
        if axisFaces {
            let side = Self.axisFace
            frames.append(DrawingArt.group(MoodFace.allCases.flatMap { mood in
                MoodFaceArt.frames(mood, in: Rect(x: 0, y: plot.y(mood) - side / 2, width: side, height: side), size: size, env: env)
            }, size: size, name: "axis faces"))
        }
        let reveal = plot.leading + plot.slot * 0.5 + (size.width - plot.leading - plot.slot) * min(1, max(0, progress))
        frames.append(DrawingArt.group(drawn, size: size, name: "line", clip: .rect(Rect(x: 0, y: 0, width: reveal + 2, height: size.height))))
        let (faces, labels) = markers(plot: plot, reveal: reveal, env: env)
        frames += faces
        // Days run in the reading direction, as Swift Charts runs a time axis: right to left the art
        // is mirrored as a picture, and the labels, which must read, move to their mirrored places.
        guard env.layoutDirection == .rightToLeft else { return frames + labels }
        return [.mirrored(frames, size: size)] + labels.map { label in
            var moved = label
            moved.origin.x = size.width - label.rect.maxX
            return moved
        }
    }

    /// A face on each day with a mood (a dot when days are too narrow for a face), and every day's label.
    private func markers(plot: Plot, reveal: Double, env: Environment) -> (faces: [Frame], labels: [Frame]) {
        let size = plot.size
        let everyNth = max(1, Int((Double(days.count) / max(1, (size.width / 34).rounded(.down))).rounded(.up)))
        var frames: [Frame] = []
        var labels: [Frame] = []
        for (i, day) in days.enumerated() {
            let x = plot.x(i)
            if let mood = day.mood, x <= reveal + 0.5 {
                let d = plot.marker
                let c = Point(x: x, y: plot.y(mood))
                frames.append(DrawingArt.shape(.circle(center: c, radius: d / 2 + 1.5), size: size, fill: .solid(env.resolve(.card))))
                if d >= 14 {
                    frames += MoodFaceArt.frames(mood, in: Rect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d), size: size, env: env)
                } else {
                    frames.append(DrawingArt.shape(.circle(center: c, radius: d / 2), size: size, fill: .solid(env.resolve(mood.color))))
                }
            }
            guard i % everyNth == 0 || i == days.count - 1 && days.count <= 7 else { continue }
            let color: ThemeColor = day.mood == nil ? .tertiaryLabel : .secondaryLabel
            labels.append(DrawingArt.label(day.label, style: .caption2.weight(.medium), color: env.resolve(color),
                                           top: Point(x: x, y: plot.labelTop), maxWidth: plot.slot * Double(everyNth), env: env))
        }
        return (frames, labels)
    }
}

import FolioLayout
import FolioPieces

/// The trail in miniature for the adventure pill while Biscuit is away: a winding line through
/// one dot per stop, the reached ones filled, the rest hollow.
struct TrailThumbnail: View {
    var reached: Int
    var stops: Int

    static let size = Size(width: 30, height: 16)

    var body: any View {
        Draw(idealSize: Self.size) { size, env in
            let accent = env.resolve(.accent)
            let n = max(2, stops)
            let points = (0..<n).map { i -> Point in
                let t = Double(i) / Double(n - 1)
                return Point(x: 3 + t * (size.width - 6), y: size.height / 2 + (i % 2 == 0 ? 3.5 : -3.5))
            }
            var line = Path()
            line.move(to: points[0])
            DrawingArt.smoothOpen(points, into: &line)
            var frames = [DrawingArt.shape(line, size: size, stroke: Stroke(.solid(accent.opacity(0.45)), width: 1.4, cap: .round))]
            for (i, p) in points.enumerated() {
                let dot = Path.circle(center: p, radius: 2.3)
                frames.append(i < reached
                    ? DrawingArt.shape(dot, size: size, fill: .solid(accent))
                    : DrawingArt.shape(dot, size: size, fill: .solid(env.resolve(.card)), stroke: Stroke(.solid(accent), width: 1.1)))
            }
            return [DrawingArt.group(frames, size: size, name: "trail \(reached) of \(stops)")]
        }
        .frame(width: Self.size.width, height: Self.size.height)
    }
}

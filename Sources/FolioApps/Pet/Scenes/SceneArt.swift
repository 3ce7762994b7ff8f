import FolioLayout
import FolioPieces

/// The drawing tools of the storybook scenes: frames for paths in a scene's box, gradients,
/// smooth curves through points, tones of a colour and a repeatable scatter of points.
enum SceneArt {
    /// A hill line through `points` (left to right), closed down to `bottom`.
    static func ridge(_ points: [Point], bottom: Double) -> Path {
        guard let first = points.first, let last = points.last else { return Path() }
        var p = Path()
        p.move(to: Point(x: first.x, y: bottom))
        p.line(to: first)
        DrawingArt.smoothOpen(points, into: &p)
        p.line(to: Point(x: last.x, y: bottom))
        p.close()
        return p
    }

    /// A ridge across a scene of `size` through heights given as fractions of its height at even
    /// steps from the left edge to the right one (a little past both, so no edge shows).
    static func ridge(heights: [Double], in size: Size) -> Path {
        let step = (size.width + 24) / Double(max(1, heights.count - 1))
        return ridge(heights.enumerated().map { Point(x: -12 + step * Double($0), y: size.height * $1) }, bottom: size.height + 2)
    }

    /// The top line alone of `ridge(heights:in:)`, for a rim of light along a hill's crest.
    static func crest(heights: [Double], in size: Size) -> Path {
        let step = (size.width + 24) / Double(max(1, heights.count - 1))
        let points = heights.enumerated().map { Point(x: -12 + step * Double($0), y: size.height * $1) }
        var p = Path()
        guard let first = points.first else { return p }
        p.move(to: first)
        DrawingArt.smoothOpen(points, into: &p)
        return p
    }

    /// A circle.
    static func circle(_ center: Point, _ radius: Double) -> Path { .circle(center: center, radius: radius) }

    /// An ellipse centred on `center`.
    static func ellipse(_ center: Point, _ width: Double, _ height: Double) -> Path {
        .ellipse(in: Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height))
    }

    /// `count` points scattered over `rect`, the same every time for the same `seed`.
    static func scatter(_ count: Int, in rect: Rect, seed: UInt64) -> [Point] {
        var state = seed &* 6364136223846793005 &+ 1442695040888963407
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<max(0, count)).map { _ in Point(x: rect.minX + rect.width * next(), y: rect.minY + rect.height * next()) }
    }
}

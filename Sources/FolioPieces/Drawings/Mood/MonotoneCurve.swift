import Foundation
import FolioLayout

/// A smooth curve through points that never overshoots them: monotone cubic interpolation
/// (Fritsch–Carlson). Between two points the curve stays within their heights, so a mood line
/// never shows a day better or worse than any day checked in.
enum MonotoneCurve {
    /// The tangent slope at each point (points sorted by x, distinct x).
    static func slopes(_ points: [Point]) -> [Double] {
        let n = points.count
        guard n > 1 else { return Array(repeating: 0, count: n) }
        let secants = (0..<(n - 1)).map { k in
            (points[k + 1].y - points[k].y) / (points[k + 1].x - points[k].x)
        }
        var m = [Double](repeating: 0, count: n)
        m[0] = secants[0]
        m[n - 1] = secants[n - 2]
        for k in 1..<(n - 1) {
            m[k] = secants[k - 1] * secants[k] <= 0 ? 0 : (secants[k - 1] + secants[k]) / 2
        }
        for k in 0..<(n - 1) {
            let d = secants[k]
            if d == 0 {
                m[k] = 0
                m[k + 1] = 0
                continue
            }
            let (a, b) = (m[k] / d, m[k + 1] / d)
            // Keep (a, b) inside the circle of radius 3: the Hermite cubic is then monotone.
            let length = (a * a + b * b).squareRoot()
            if length > 3 {
                m[k] = 3 / length * a * d
                m[k + 1] = 3 / length * b * d
            }
        }
        return m
    }

    /// The curve as cubic Béziers from the first point to the last.
    static func path(through points: [Point]) -> Path {
        var p = Path()
        guard let first = points.first else { return p }
        p.move(to: first)
        let m = slopes(points)
        for k in 0..<max(0, points.count - 1) {
            let (a, b) = (points[k], points[k + 1])
            let h = (b.x - a.x) / 3
            p.curve(to: b, control1: Point(x: a.x + h, y: a.y + m[k] * h), control2: Point(x: b.x - h, y: b.y - m[k + 1] * h))
        }
        return p
    }
}

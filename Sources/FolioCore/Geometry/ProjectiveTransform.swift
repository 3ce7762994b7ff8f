import Foundation

/// A 3 × 3 projective transform (homography) of the plane: what a flat card looks like when tilted
/// in 3-D and seen in perspective. Maps (x, y) to ((m0·x + m1·y + m2) / w, (m3·x + m4·y + m5) / w)
/// with w = m6·x + m7·y + m8.
public struct ProjectiveTransform: Hashable, Sendable {
    /// Row-major coefficients.
    public var m: [Double]

    public init(_ m: [Double]) {
        precondition(m.count == 9, "a projective transform has nine coefficients")
        self.m = m
    }

    public static let identity = ProjectiveTransform([1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// Maps a point.
    public func apply(_ p: Point) -> Point {
        let w = m[6] * p.x + m[7] * p.y + m[8]
        return Point(x: (m[0] * p.x + m[1] * p.y + m[2]) / w, y: (m[3] * p.x + m[4] * p.y + m[5]) / w)
    }

    /// The transform taking the corners of `rect` (top-left, top-right, bottom-right, bottom-left) to
    /// `quad`, or nil when the quad is degenerate.
    public init?(mapping rect: Rect, to quad: [Point]) {
        guard quad.count == 4 else { return nil }
        let src = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                   Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
        // Eight equations in the eight unknowns m0…m7 (m8 = 1).
        var a = [[Double]]()
        for (s, d) in zip(src, quad) {
            a.append([s.x, s.y, 1, 0, 0, 0, -s.x * d.x, -s.y * d.x, d.x])
            a.append([0, 0, 0, s.x, s.y, 1, -s.x * d.y, -s.y * d.y, d.y])
        }
        guard let solution = ProjectiveTransform.solve(&a) else { return nil }
        self.init(solution + [1])
    }

    /// The tilt of a card of `size` by `pitch` (about the horizontal axis, top edge away from the
    /// viewer when positive) and `yaw` (about the vertical axis, right edge away when positive), in
    /// degrees, seen from `distance` points in front of its centre; the centre stays in place.
    public static func tilt(size: Size, pitch: Double, yaw: Double, distance: Double? = nil) -> ProjectiveTransform {
        let d = distance ?? max(size.width, size.height) * 2.2
        let (p, y) = (pitch * .pi / 180, yaw * .pi / 180)
        let c = Point(x: size.width / 2, y: size.height / 2)
        let corners = [Point(x: 0, y: 0), Point(x: size.width, y: 0),
                       Point(x: size.width, y: size.height), Point(x: 0, y: size.height)]
        let projected = corners.map { q -> Point in
            // Rotate about the y axis (yaw), then the x axis (pitch); z points away from the viewer.
            let x0 = q.x - c.x, y0 = q.y - c.y
            let x1 = x0 * cos(y), z1 = x0 * sin(y)
            let y2 = y0 * cos(p) + z1 * sin(p), z2 = z1 * cos(p) - y0 * sin(p)
            let k = d / (d + z2)
            return Point(x: c.x + x1 * k, y: c.y + y2 * k)
        }
        return ProjectiveTransform(mapping: Rect(size: size), to: projected) ?? .identity
    }

    /// Gaussian elimination with partial pivoting on an augmented n × (n + 1) matrix.
    private static func solve(_ a: inout [[Double]]) -> [Double]? {
        let n = a.count
        for col in 0..<n {
            guard let pivot = (col..<n).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }), abs(a[pivot][col]) > 1e-12 else {
                return nil
            }
            a.swapAt(col, pivot)
            for row in 0..<n where row != col {
                let f = a[row][col] / a[col][col]
                for k in col...n { a[row][k] -= f * a[col][k] }
            }
        }
        return (0..<n).map { a[$0][n] / a[$0][$0] }
    }
}

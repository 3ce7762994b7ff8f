import FolioCore

/// A 3 × 3 projective map of the plane in doubles, with what the perspective warp needs of one:
/// composition, inversion, the bounds of a mapped rectangle and how much it magnifies.
///
/// Points map as `ProjectiveTransform` does: (x, y) → ((m0·x + m1·y + m2) / w, (m3·x + m4·y + m5) / w)
/// with w = m6·x + m7·y + m8. Only points with w > 0 are in front of the viewer.
struct Homography: Equatable {
    /// Row-major coefficients.
    var m: [Double]

    init(_ m: [Double]) {
        precondition(m.count == 9, "a homography has nine coefficients")
        self.m = m
    }

    init(_ t: ProjectiveTransform) { self.init(t.m) }

    init(_ t: AffineTransform) { self.init([t.a, t.c, t.tx, t.b, t.d, t.ty, 0, 0, 1]) }

    static let identity = Homography([1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// The map that applies `self` first, then `other` (as `AffineTransform.concatenating`).
    func concatenating(_ other: Homography) -> Homography {
        let (a, b) = (other.m, m)
        var r = [Double](repeating: 0, count: 9)
        for row in 0..<3 {
            for col in 0..<3 {
                r[row * 3 + col] = (0..<3).reduce(0) { $0 + a[row * 3 + $1] * b[$1 * 3 + col] }
            }
        }
        return Homography(r)
    }

    /// The inverse map, or nil when the map collapses the plane (or is not finite).
    func inverted() -> Homography? {
        let c = [m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
                 m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
                 m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3]]
        let det = m[0] * c[0] + m[1] * c[3] + m[2] * c[6]
        let scale = m.map(abs).max() ?? 0
        guard det.isFinite, abs(det) > 1e-12 * scale * scale * scale else { return nil }
        return Homography(c.map { $0 / det })
    }

    /// The homogeneous coordinate of `p`: positive in front of the viewer.
    func w(_ p: Point) -> Double { m[6] * p.x + m[7] * p.y + m[8] }

    /// Maps a point (meaningful where `w(p) > 0`).
    func apply(_ p: Point) -> Point {
        let w = self.w(p)
        return Point(x: (m[0] * p.x + m[1] * p.y + m[2]) / w, y: (m[3] * p.x + m[4] * p.y + m[5]) / w)
    }

    /// A path of lines mapped point by point (lines stay lines), or nil when a point falls behind the
    /// viewer or the path has curves (their control points would not map them: flatten them first).
    func apply(_ lines: Path) -> Path? {
        var mapped = Path()
        for element in lines.elements {
            switch element {
            case .move(let p):
                guard w(p) > 1e-9 else { return nil }
                mapped.move(to: apply(p))
            case .line(let p):
                guard w(p) > 1e-9 else { return nil }
                mapped.line(to: apply(p))
            case .cubic: return nil
            case .close: mapped.close()
            }
        }
        return mapped
    }

    /// The bounding box of the mapped rectangle, or nil when part of it falls behind the viewer.
    /// A homography maps a rectangle in front of the viewer to a convex quad, so its corners suffice.
    func bounds(of r: Rect) -> Rect? {
        let corners = r.corners
        guard corners.allSatisfy({ w($0) > 1e-9 }) else { return nil }
        let pts = corners.map(apply)
        guard pts.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let x0 = pts.map(\.x).min() ?? 0, x1 = pts.map(\.x).max() ?? 0
        let y0 = pts.map(\.y).min() ?? 0, y1 = pts.map(\.y).max() ?? 0
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The largest factor by which the map stretches any direction at any point of `r` (the largest
    /// singular value of its Jacobian, which peaks at a corner where w is smallest).
    func magnification(over r: Rect) -> Double {
        r.corners.map { p -> Double in
            let w = self.w(p), q = apply(p)
            // d(x/w)/dx = (m0 - x'·m6) / w, and so on.
            let j = [(m[0] - q.x * m[6]) / w, (m[1] - q.x * m[7]) / w, (m[3] - q.y * m[6]) / w, (m[4] - q.y * m[7]) / w]
            let s = j.reduce(0) { $0 + $1 * $1 }
            let det = j[0] * j[3] - j[1] * j[2]
            return ((s + (max(0, s * s - 4 * det * det)).squareRoot()) / 2).squareRoot()
        }.max() ?? 1
    }

    static func translation(_ x: Double, _ y: Double) -> Homography { Homography([1, 0, x, 0, 1, y, 0, 0, 1]) }

    static func scale(_ k: Double) -> Homography { Homography([k, 0, 0, 0, k, 0, 0, 0, 1]) }
}

extension Rect {
    /// Top-left, top-right, bottom-right, bottom-left.
    var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// The rectangle grown outward to whole pixels of a grid with `k` pixels per unit.
    func snapped(pixelsPerUnit k: Double) -> Rect {
        let x0 = (minX * k).rounded(.down) / k, y0 = (minY * k).rounded(.down) / k
        let x1 = (maxX * k).rounded(.up) / k, y1 = (maxY * k).rounded(.up) / k
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

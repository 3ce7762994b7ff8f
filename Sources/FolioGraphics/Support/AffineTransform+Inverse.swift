import FolioCore

extension AffineTransform {
    /// The transform's average scale (the square root of its area factor), for radii and widths.
    var uniformScale: Double { abs(a * d - b * c).squareRoot() }

    /// Whether the transform can be undone: finite, and not collapsing the plane to a line or a point.
    var isInvertible: Bool {
        let det = a * d - b * c
        return det.isFinite && abs(det) > 1e-12 && tx.isFinite && ty.isFinite
    }

    /// The transform undone, or nil when it cannot be (`isInvertible`).
    func inverted() -> AffineTransform? {
        guard isInvertible else { return nil }
        let det = a * d - b * c
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The least a unit length becomes, in any direction: the smaller singular value of the linear part.
    var leastScale: Double {
        let sum = a * a + b * b + c * c + d * d, det = a * d - b * c
        return max(0, (sum - max(0, sum * sum - 4 * det * det).squareRoot()) / 2).squareRoot()
    }
}

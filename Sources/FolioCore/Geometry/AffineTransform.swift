import Foundation

/// A 2-D affine transform, mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty), as Cairo's matrix does.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `radians`, clockwise on screen (y points down).
    public static func rotation(_ radians: Double) -> AffineTransform {
        let (s, k) = (sin(radians), cos(radians))
        return AffineTransform(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` first, then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * other.a + b * other.c,
                        b: a * other.b + b * other.d,
                        c: c * other.a + d * other.c,
                        d: c * other.b + d * other.d,
                        tx: tx * other.a + ty * other.c + other.tx,
                        ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The same transform applied about `anchor` instead of the origin.
    public func around(_ anchor: Point) -> AffineTransform {
        AffineTransform.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(self)
            .concatenating(.translation(x: anchor.x, y: anchor.y))
    }

    /// Maps a point.
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The bounding box of a rectangle's four mapped corners.
    public func apply(_ r: Rect) -> Rect {
        let pts = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                   Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)].map(apply)
        let x0 = pts.map(\.x).reduce(.infinity, min), x1 = pts.map(\.x).reduce(-.infinity, max)
        let y0 = pts.map(\.y).reduce(.infinity, min), y1 = pts.map(\.y).reduce(-.infinity, max)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

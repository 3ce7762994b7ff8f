import Foundation

/// A vector outline: moves, lines, cubic Béziers and closes, in points. Backends turn it into their own paths.
public struct Path: Hashable, Sendable {
    /// One command of a path.
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case cubic(Point, Point, Point)  // control 1, control 2, end
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(elements: [Element]) {
        self.elements = elements
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        elements.append(.cubic(control1, control2, p))
    }
    public mutating func close() { elements.append(.close) }

    /// Appends all the elements of another path.
    public mutating func append(_ other: Path) { elements += other.elements }

    /// Appends a circular arc around `center` from `start` to `end` radians (clockwise on screen when
    /// `end > start`), as cubic segments of at most a quarter turn; joins with a line from the current point.
    public mutating func arc(center: Point, radius: Double, start: Double, end: Double) {
        let p0 = Point(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        elements.append(elements.isEmpty ? .move(p0) : .line(p0))
        let segments = max(1, Int((abs(end - start) / (Double.pi / 2)).rounded(.up)))
        let step = (end - start) / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for _ in 0..<segments {
            let b = a + step
            let (ca, sa, cb, sb) = (cos(a), sin(a), cos(b), sin(b))
            elements.append(.cubic(Point(x: center.x + radius * (ca - k * sa), y: center.y + radius * (sa + k * ca)),
                                   Point(x: center.x + radius * (cb + k * sb), y: center.y + radius * (sb - k * cb)),
                                   Point(x: center.x + radius * cb, y: center.y + radius * sb)))
            a = b
        }
    }

    /// The path with every point mapped by a transform.
    public func applying(_ t: AffineTransform) -> Path {
        Path(elements: elements.map {
            switch $0 {
            case .move(let p): return .move(t.apply(p))
            case .line(let p): return .line(t.apply(p))
            case .cubic(let a, let b, let c): return .cubic(t.apply(a), t.apply(b), t.apply(c))
            case .close: return .close
            }
        })
    }

    /// The bounding box of all points, control points included (a cubic lies within its control hull).
    public var controlBounds: Rect {
        var xs: [Double] = [], ys: [Double] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
            case .cubic(let a, let b, let c): xs += [a.x, b.x, c.x]; ys += [a.y, b.y, c.y]
            case .close: break
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Points along the path, each cubic sampled `steps` times; for hit tests and geometry checks.
    public func flattened(steps: Int = 16) -> [Point] {
        var out: [Point] = []
        var current = Point.zero
        for e in elements {
            switch e {
            case .move(let p), .line(let p):
                out.append(p); current = p
            case .cubic(let c1, let c2, let p):
                for i in 1...steps {
                    let t = Double(i) / Double(steps), u = 1 - t
                    out.append(Point(x: u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
                                     y: u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y))
                }
                current = p
            case .close: break
            }
        }
        return out
    }
}

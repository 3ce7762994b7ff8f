/// An icon drawn from vector outlines in a 24 × 24 box instead of a glyph of the icon font: the
/// drinks (the font only has bar glasses — a champagne flute, a wine glass, a beer tankard) and the
/// trail's finds and gear it has no glyph for (a backpack rather than a briefcase, an acorn rather
/// than a pine tree). Each backend draws the marks in the icon's colour, scaled to its size, so a
/// drawn icon sits in the same frame, in the same role, as a glyph would.
public struct IconDrawing: Hashable, Sendable {
    /// One mark of a drawing, in the 24-unit box.
    public enum Mark: Hashable, Sendable {
        /// A filled outline; where outlines overlap the even-odd rule cuts holes (a pocket, a highlight).
        case fill(Path)
        /// An outline drawn as a line `width` units wide with round caps and joins.
        case stroke(Path, width: Double)
    }

    /// The side of the square the marks are drawn in (the em square of the icon font's glyphs).
    public static let box = 24.0

    /// The marks in drawing order, in the 24-unit box.
    public var marks: [Mark]

    /// A drawing of `marks`, in the 24-unit box.
    public init(_ marks: [Mark]) {
        self.marks = marks
    }

    /// The marks scaled from the 24-unit box to a square of `side` points whose corner is `origin`.
    public func marks(side: Double, at origin: Point = .zero) -> [Mark] {
        let k = side / Self.box
        let t = AffineTransform.scale(x: k, y: k).concatenating(.translation(x: origin.x, y: origin.y))
        return marks.map { mark in
            switch mark {
            case .fill(let path): return .fill(path.applying(t))
            case .stroke(let path, let width): return .stroke(path.applying(t), width: width * k)
            }
        }
    }

    // MARK: Building marks

    /// A closed polygon through `points` (x, y pairs in the box).
    static func polygon(_ points: [(Double, Double)]) -> Path {
        var path = Path()
        for (i, p) in points.enumerated() {
            i == 0 ? path.move(to: Point(x: p.0, y: p.1)) : path.line(to: Point(x: p.0, y: p.1))
        }
        path.close()
        return path
    }

    /// A straight line from `a` to `b`.
    static func line(_ a: (Double, Double), _ b: (Double, Double)) -> Path {
        var path = Path()
        path.move(to: Point(x: a.0, y: a.1))
        path.line(to: Point(x: b.0, y: b.1))
        return path
    }

    /// A rounded rectangle with circular corners.
    static func rounded(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double) -> Path {
        .roundedRect(Rect(x: x, y: y, width: width, height: height), radius: radius, style: .circular)
    }

    /// A path from `start` through cubic segments, each `(control1, control2, end)`.
    static func curves(from start: (Double, Double), _ segments: [((Double, Double), (Double, Double), (Double, Double))],
                       closed: Bool = true) -> Path {
        var path = Path()
        path.move(to: Point(x: start.0, y: start.1))
        for (c1, c2, end) in segments {
            path.curve(to: Point(x: end.0, y: end.1), control1: Point(x: c1.0, y: c1.1), control2: Point(x: c2.0, y: c2.1))
        }
        if closed { path.close() }
        return path
    }
}

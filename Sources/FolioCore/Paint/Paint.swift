/// How a shape is filled or stroked: a solid colour or a gradient in the shape's own coordinates.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    case linear(LinearGradient)
    case radial(RadialGradient)
}

/// One colour stop of a gradient, at `offset` 0…1 along it.
public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: Color

    public init(_ offset: Double, _ color: Color) {
        self.offset = offset
        self.color = color
    }
}

/// A gradient along the line from `start` to `end` (points in the frame's local space).
public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]

    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}

/// A gradient in circles around `center` out to `radius` (local space).
public struct RadialGradient: Hashable, Sendable {
    public var center: Point
    public var radius: Double
    public var stops: [GradientStop]

    public init(center: Point, radius: Double, stops: [GradientStop]) {
        self.center = center
        self.radius = radius
        self.stops = stops
    }
}

/// An outline: its paint, width, dash pattern and the shape of its ends and joins.
public struct Stroke: Hashable, Sendable {
    /// How the open ends of a stroke are drawn.
    public enum Cap: String, Sendable { case butt, round, square }
    /// How the corners of a stroke are drawn.
    public enum Join: String, Sendable { case miter, round, bevel }

    public var paint: Paint
    public var width: Double
    public var dash: [Double]
    public var dashPhase: Double
    public var cap: Cap
    public var join: Join

    public init(_ paint: Paint, width: Double, dash: [Double] = [], dashPhase: Double = 0,
                cap: Cap = .butt, join: Join = .miter) {
        self.paint = paint
        self.width = width
        self.dash = dash
        self.dashPhase = dashPhase
        self.cap = cap
        self.join = join
    }

    /// A solid stroke of one colour.
    public init(_ color: Color, width: Double, dash: [Double] = [], cap: Cap = .butt, join: Join = .miter) {
        self.init(.solid(color), width: width, dash: dash, cap: cap, join: join)
    }
}

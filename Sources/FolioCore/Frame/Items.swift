/// A frame that holds others: its transform (about its own origin), clip, opacity and effects
/// apply to all its children as one layer.
public struct Group: Hashable, Sendable {
    public var children: [Frame]
    public var transform: AffineTransform
    /// Children are clipped to this shape, in the group's own bounds.
    public var clip: Shape?
    public var opacity: Double
    public var effects: [Effect]

    public init(children: [Frame] = [], transform: AffineTransform = .identity, clip: Shape? = nil,
                opacity: Double = 1, effects: [Effect] = []) {
        self.children = children
        self.transform = transform
        self.clip = clip
        self.opacity = opacity
        self.effects = effects
    }
}

/// An effect on a group that needs pixels: blurred shadows, glows and the glass backdrop.
public enum Effect: Hashable, Sendable {
    /// A blurred copy of the group's silhouette in `color`, moved by `offset`, drawn under it.
    case shadow(color: Color, radius: Double, offset: Point)
    /// A blurred halo of the group's own colours (tinted by `color` when not clear), drawn under it.
    case glow(color: Color, radius: Double)
    /// Glass: what is already drawn behind the group, blurred, shown inside `shape` under the children.
    case backdropBlur(radius: Double, shape: Shape)
    /// The group drawn flat, then warped by a projective transform of its own bounds (a card tilted
    /// in 3-D); the warp replaces the group's pixels, so it comes last among the effects.
    case perspective(ProjectiveTransform)
}

/// A filled and/or stroked outline.
public struct ShapeItem: Hashable, Sendable {
    public var shape: Shape
    public var fill: Paint?
    public var stroke: Stroke?
    /// Even-odd filling (holes in self-overlapping paths) instead of non-zero winding.
    public var evenOdd: Bool

    public init(_ shape: Shape, fill: Paint? = nil, stroke: Stroke? = nil, evenOdd: Bool = false) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.evenOdd = evenOdd
    }
}

/// A run of text laid out in the frame's box: wrapped at the frame's width when `wraps`, cut to `maxLines`.
public struct TextItem: Hashable, Sendable {
    public var string: String
    public var style: TextStyle
    public var color: Paint
    public var alignment: TextAlignment
    public var wraps: Bool
    public var maxLines: Int?
    /// What the measurer reported when the text was laid out in this frame.
    public var metrics: TextMetrics
    /// The box the measurer laid the text out in to get `metrics`, when known: a renderer drawing the
    /// frame at its measured size reuses that shaped layout instead of shaping the text again.
    public var measuredIn: MeasuredBox?
    /// Whether the text must be read whole (a title, an amount, a name, a time): it wraps rather
    /// than being cut, and lint reports it when it is truncated or ellipsized all the same.
    public var isWhole: Bool
    /// The base direction of its paragraphs: right to left, lines start at the right, `.leading`
    /// alignment is the right edge, and the bidi algorithm orders runs from the right (numbers and
    /// Latin words still read left to right within).
    public var direction: LayoutDirection

    public init(_ string: String, style: TextStyle, color: Paint, alignment: TextAlignment = .leading,
                wraps: Bool = true, maxLines: Int? = nil, metrics: TextMetrics, measuredIn: MeasuredBox? = nil,
                isWhole: Bool = false, direction: LayoutDirection = .leftToRight) {
        self.isWhole = isWhole
        self.direction = direction
        self.string = string
        self.style = style
        self.color = color
        self.alignment = alignment
        self.wraps = wraps
        self.maxLines = maxLines
        self.metrics = metrics
        self.measuredIn = measuredIn
    }
}

/// How a run of text was measured: the width it wrapped at (nil: no width, each paragraph on one
/// line at its natural length) and the alignment it was laid out with. The line limit is the text
/// item's own.
public struct MeasuredBox: Hashable, Sendable {
    public var width: Double?
    public var alignment: TextAlignment

    public init(width: Double?, alignment: TextAlignment = .leading) {
        self.width = width
        self.alignment = alignment
    }
}

/// A semantic icon, drawn from the pinned icon set centred in the frame at `size` points.
public struct IconItem: Hashable, Sendable {
    public var icon: Icon
    public var size: Double
    public var color: Paint
    /// The weight of the text the icon sits with, which its lines follow as an SF Symbol's do.
    public var weight: FontWeight

    public init(_ icon: Icon, size: Double, color: Paint, weight: FontWeight = .regular) {
        self.icon = icon
        self.size = size
        self.color = color
        self.weight = weight
    }
}

/// A raster picture (PNG bytes) scaled to fill the frame.
public struct ImageItem: Hashable, Sendable {
    public var png: [UInt8]
    public var pixelSize: Size

    public init(png: [UInt8], pixelSize: Size) {
        self.png = png
        self.pixelSize = pixelSize
    }
}

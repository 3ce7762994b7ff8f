/// A board as wide as offered (or `idealWidth`) and as tall as its width asks, where drawn art lies
/// under views pinned at computed points: the route of a step trail with its stops, a chart with its
/// labels. Each pin is placed at its ideal size (its width capped by `maxWidth`) with its
/// `anchor` point on the board point the layout gives for that size.
public struct DrawingBoard: PrimitiveView {
    /// A view pinned to the board.
    public struct Pin {
        /// The pinned view.
        public var view: any View
        /// The point of the view (in its own box, in points from its top-left; x as a fraction of its
        /// width) that lands on the board's point.
        public var anchor: (x: Double, y: Double)

        /// `view` with `anchor` on its placement's point.
        public init(view: any View, anchor: (x: Double, y: Double)) {
            self.view = view
            self.anchor = anchor
        }
    }

    /// Where a pin goes on a board of some size, and the widest it may be there (nil: its ideal width).
    public struct Placement {
        /// The board point the pin's anchor lands on.
        public var point: Point
        /// The widest the pin may be.
        public var maxWidth: Double?

        /// A placement at `point`, at most `maxWidth` wide.
        public init(point: Point, maxWidth: Double? = nil) {
            self.point = point
            self.maxWidth = maxWidth
        }
    }

    /// The width when none is offered.
    public var idealWidth: Double
    /// The board's height for a width.
    public var height: (Double) -> Double
    /// The views pinned on the art.
    public var pins: [Pin]
    /// Where each pin goes, for the board's size.
    public var place: (Size) -> [Placement]
    /// The art under the pins, for the board's size.
    public var art: (Size, Environment) -> [Frame]

    /// A board of `idealWidth` (or the width offered) by `height(width)`, its `art` under `pins` placed by `place`.
    public init(idealWidth: Double, height: @escaping (Double) -> Double, pins: [Pin] = [], place: @escaping (Size) -> [Placement],
                art: @escaping (Size, Environment) -> [Frame]) {
        self.idealWidth = idealWidth
        self.height = height
        self.pins = pins
        self.place = place
        self.art = art
    }

    public func children(in environment: Environment) -> [any View] { pins.map(\.view) }

    /// Pins sit at points of the art, which is geometry: right to left, they stay where the art puts them.
    public var mirrorsInRightToLeft: Bool { false }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? idealWidth
        return Size(width: width, height: height(width))
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let placements = place(size)
        var frames = art(size, context.environment)
        for (i, child) in context.children.enumerated() where i < placements.count {
            let (pin, spot) = (pins[i], placements[i])
            let offer = ProposedSize(width: spot.maxWidth, height: nil)
            let fitted = child.sizeThatFits(offer)
            let origin = Point(x: spot.point.x - fitted.width * pin.anchor.x, y: spot.point.y - pin.anchor.y)
            frames += child.place(at: origin, proposal: offer)
        }
        return frames
    }
}

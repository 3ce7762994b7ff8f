import FolioLayout

/// A board as wide as offered (or `idealWidth`) and as tall as its width asks, where drawn art lies
/// under views pinned at computed points: the route of a step trail with its stops, a chart with its
/// labels. Each pin is placed at its ideal size (its width capped by `maxWidth`) with its
/// `anchor` point on the board point the layout gives for that size.
struct DrawingBoard: PrimitiveView {
    /// A view pinned to the board.
    struct Pin {
        var view: any View
        /// The point of the view (in its own box, in points from its top-left; x as a fraction of its
        /// width) that lands on the board's point.
        var anchor: (x: Double, y: Double)
    }

    /// Where a pin goes on a board of some size, and the widest it may be there (nil: its ideal width).
    struct Placement {
        var point: Point
        var maxWidth: Double?
    }

    var idealWidth: Double
    /// The board's height for a width.
    var height: (Double) -> Double
    var pins: [Pin] = []
    /// Where each pin goes, for the board's size.
    var place: (Size) -> [Placement]
    /// The art under the pins, for the board's size.
    var art: (Size, Environment) -> [Frame]

    func children(in environment: Environment) -> [any View] { pins.map(\.view) }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? idealWidth
        return Size(width: width, height: height(width))
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
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

import FolioLayout

/// Its content at its ideal size, pinned so that one point of it (`anchor`, fractions of its own
/// size) lands on a point computed from the space offered: a figure standing on a drawn path.
/// It takes all the space offered, drawing only its content.
struct Pinned: PrimitiveView {
    /// The point of the box the anchor lands on, for the box's size.
    var point: (Size) -> Point
    var anchor: (x: Double, y: Double)
    var content: any View

    func children(in environment: Environment) -> [any View] { [content] }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: context.children[0].sizeThatFits(.unspecified))
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let child = context.children[0]
        let own = child.sizeThatFits(.unspecified)
        let spot = point(size)
        return child.place(at: Point(x: spot.x - own.width * anchor.x, y: spot.y - own.height * anchor.y), proposal: .unspecified)
    }
}

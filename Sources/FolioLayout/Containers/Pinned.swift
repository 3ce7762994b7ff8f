/// Its content at its ideal size, pinned so that one point of it (`anchor`, fractions of its own
/// size) lands on a point computed from the space offered: a figure standing on a drawn path.
/// It takes all the space offered, drawing only its content.
public struct Pinned: PrimitiveView {
    /// The point of the box the anchor lands on, for the box's size.
    public var point: (Size) -> Point
    /// The point of the content (fractions of its size) that lands there.
    public var anchor: (x: Double, y: Double)
    /// What is pinned.
    public var content: any View

    /// `content` with its `anchor` on the point `point` gives for the box.
    public init(point: @escaping (Size) -> Point, anchor: (x: Double, y: Double), content: any View) {
        self.point = point
        self.anchor = anchor
        self.content = content
    }

    public func children(in environment: Environment) -> [any View] { [content] }

    /// The point is a drawing's geometry: right to left, the content stays on it.
    public var mirrorsInRightToLeft: Bool { false }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: context.children[0].sizeThatFits(.unspecified))
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let child = context.children[0]
        let own = child.sizeThatFits(.unspecified)
        let spot = point(size)
        return child.place(at: Point(x: spot.x - own.width * anchor.x, y: spot.y - own.height * anchor.y), proposal: .unspecified)
    }
}

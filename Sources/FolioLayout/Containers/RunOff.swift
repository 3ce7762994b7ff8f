/// Its content at its ideal width from the leading edge while taking only the width offered: what
/// runs past the trailing edge is left for the screen to cut, like a shelf that scrolls sideways.
public struct RunOff: PrimitiveView {
    /// What runs off.
    public var content: any View

    /// `content` at its ideal width, cut by the width offered.
    public init(content: any View) {
        self.content = content
    }

    public func children(in environment: Environment) -> [any View] { [content] }

    private func inner(_ proposal: ProposedSize) -> ProposedSize { ProposedSize(width: nil, height: proposal.height) }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let ideal = context.children[0].sizeThatFits(inner(proposal))
        let offered = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        return Size(width: offered ?? ideal.width, height: ideal.height)
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        context.children[0].place(at: .zero, proposal: inner(proposal))
    }
}

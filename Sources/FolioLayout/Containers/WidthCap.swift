/// Its content offered at most `maxWidth` points, and as wide as the content itself (not the
/// offer): a bubble that hugs short text and wraps long text at a comfortable measure.
public struct WidthCap: PrimitiveView {
    /// The widest the content is offered.
    public var maxWidth: Double
    /// What is capped.
    public var content: any View

    /// `content` offered at most `maxWidth`.
    public init(maxWidth: Double, content: any View) {
        self.maxWidth = maxWidth
        self.content = content
    }

    public func children(in environment: Environment) -> [any View] { [content] }

    private func offer(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: min(proposal.width ?? maxWidth, maxWidth), height: proposal.height)
    }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        context.children[0].sizeThatFits(offer(proposal))
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        context.children[0].place(at: .zero, proposal: offer(proposal))
    }
}

import FolioLayout

/// Its content offered at most `maxWidth` points, and as wide as the content itself (not the
/// offer): a bubble that hugs short text and wraps long text at a comfortable measure.
struct WidthCap: PrimitiveView {
    var maxWidth: Double
    var content: any View

    func children(in environment: Environment) -> [any View] { [content] }

    private func offer(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: min(proposal.width ?? maxWidth, maxWidth), height: proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        context.children[0].sizeThatFits(offer(proposal))
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        context.children[0].place(at: .zero, proposal: offer(proposal))
    }
}

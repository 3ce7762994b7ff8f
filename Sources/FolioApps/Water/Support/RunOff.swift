import FolioLayout

/// Its content at its ideal width from the leading edge while taking only the width offered: what
/// runs past the trailing edge is left for the screen to cut, like a shelf that scrolls sideways.
struct RunOff: PrimitiveView {
    var content: any View

    func children(in environment: Environment) -> [any View] { [content] }

    private func inner(_ proposal: ProposedSize) -> ProposedSize { ProposedSize(width: nil, height: proposal.height) }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let ideal = context.children[0].sizeThatFits(inner(proposal))
        let offered = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        return Size(width: offered ?? ideal.width, height: ideal.height)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        context.children[0].place(at: .zero, proposal: inner(proposal))
    }
}

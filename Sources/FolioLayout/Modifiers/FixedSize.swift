/// Its content at its ideal size in the chosen dimensions, whatever is offered (text that must not
/// wrap or truncate).
struct FixedSize: ContentModifier {
    var content: any View
    var horizontal: Bool
    var vertical: Bool

    private func offer(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        context.children[0].sizeThatFits(offer(proposal))
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        context.children[0].place(at: .zero, proposal: offer(proposal))
    }
}

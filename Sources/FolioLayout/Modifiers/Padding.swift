/// Its content inset by `insets`: offered the proposal less the insets, as large as the content plus
/// them. Emits no frame of its own: the content's frames just move.
struct Padding: ContentModifier {
    var content: any View
    var insets: EdgeInsets

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let inner = context.children[0].sizeThatFits(proposal.inset(by: insets))
        return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        context.children[0].place(at: Point(x: insets.leading, y: insets.top), proposal: proposal.inset(by: insets))
    }
}

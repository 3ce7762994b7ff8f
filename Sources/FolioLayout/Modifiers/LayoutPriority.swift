/// Its content with a layout priority: in a stack, higher priorities are offered space first.
struct LayoutPriority: PrimitiveView {
    var content: any View
    var layoutPriority: Double

    func children(in environment: Environment) -> [any View] { [content] }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        context.children[0].sizeThatFits(proposal)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        context.children[0].place(at: .zero, proposal: proposal)
    }
}

/// A primitive view around one child, `content`: by default it lays the child out unchanged, so a
/// modifier only writes what it changes (the proposal, the placement, the frames, the environment).
protocol ContentModifier: PrimitiveView {
    var content: any View { get }
}

extension ContentModifier {
    func children(in environment: Environment) -> [any View] { [content] }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        context.children[0].sizeThatFits(proposal)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        context.children[0].place(at: .zero, proposal: proposal)
    }
}

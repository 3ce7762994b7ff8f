/// Lays its content out unchanged in a changed environment (the engine of `.foreground(_:)`,
/// `.font(_:)`, `.environment(_:_:)` and friends).
struct EnvironmentModifier: PrimitiveView {
    var content: any View
    var change: (inout Environment) -> Void

    func children(in environment: Environment) -> [any View] { [content] }

    func childEnvironment(_ environment: Environment) -> Environment {
        var changed = environment
        change(&changed)
        return changed
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        context.children[0].sizeThatFits(proposal)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        context.children[0].place(at: .zero, proposal: proposal)
    }
}

/// A view built from the environment, for the rare piece whose structure (not just its colours)
/// depends on the theme, appearance or device.
///
/// ```swift
/// EnvironmentReader { env in
///     if env.theme.appearance == .dark { Moon() } else { Sun() }
/// }
/// ```
public struct EnvironmentReader: PrimitiveView {
    private let content: (Environment) -> [any View]

    public init(@ViewBuilder _ content: @escaping (Environment) -> [any View]) {
        self.content = content
    }

    public func children(in environment: Environment) -> [any View] {
        [VStack(children: content(environment))]
    }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        context.children[0].sizeThatFits(proposal)
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        context.children[0].place(at: .zero, proposal: proposal)
    }
}

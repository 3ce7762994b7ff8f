/// Children on top of one another (the first at the back), each offered the whole proposal and
/// placed by `alignment`; the stack is as large as its largest child.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) {
///     Mascot()
///     Badge("30")
/// }
/// ```
public struct ZStack: PrimitiveView {
    public var alignment: Alignment
    private let content: [any View]

    public init(alignment: Alignment = .center, @ViewBuilder _ content: () -> [any View]) {
        self.alignment = alignment
        self.content = content()
    }

    public func children(in environment: Environment) -> [any View] { content }

    public func childEnvironment(_ environment: Environment) -> Environment {
        var env = environment
        env.stackAxis = nil
        return env
    }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let sizes = context.children.map { $0.sizeThatFits(proposal) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        context.children.flatMap { child in
            child.place(at: alignment.origin(of: child.sizeThatFits(proposal), in: size), proposal: proposal)
        }
    }
}

/// Custom vector art (mascots, scenes, charts, rings): a closure that gets the size the view was
/// given and the environment and returns frames in that box (origins relative to its top-left).
/// It takes all the space offered, or `idealSize` when a dimension is left unspecified.
///
/// ```swift
/// Draw(idealSize: Size(width: 120, height: 120)) { size, env in
///     [Frame(size: size, role: .mascot, item: .shape(ShapeItem(.ellipse, fill: .solid(env.resolve(.accent)))))]
/// }
/// ```
public struct Draw: PrimitiveView {
    public var idealSize: Size
    private let draw: (Size, Environment) -> [Frame]

    public init(idealSize: Size = .zero, _ draw: @escaping (Size, Environment) -> [Frame]) {
        self.idealSize = idealSize
        self.draw = draw
    }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: idealSize)
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        draw(size, context.environment)
    }
}

/// A child as its parent sees it during layout: ask it for a size, then place it.
///
/// Sizes are remembered per proposal, so a stack can probe its children (smallest, largest, fair
/// share) without the cost growing with the depth of the tree.
public final class LayoutChild {
    /// The resolved primitive view.
    let view: any PrimitiveView
    /// The child's own environment and children.
    let context: LayoutContext
    private var sizes: [ProposedSize: Size] = [:]

    init(view: any PrimitiveView, context: LayoutContext) {
        self.view = view
        self.context = context
    }

    /// Resolves a view (following composite bodies down to a primitive) and its subtree.
    static func resolve(_ view: any View, in environment: Environment) -> LayoutChild {
        var current = view
        while true {
            if let primitive = current.primitive {
                let childEnvironment = primitive.childEnvironment(environment)
                let children = primitive.children(in: environment).map { resolve($0, in: childEnvironment) }
                return LayoutChild(view: primitive, context: LayoutContext(environment: environment, children: children))
            }
            current = current.body
        }
    }

    /// How much the child insists on its share of a stack.
    public var layoutPriority: Double { view.layoutPriority }

    /// The size the child takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let known = sizes[proposal] { return known }
        let size = view.sizeThatFits(proposal, context)
        sizes[proposal] = size
        return size
    }

    /// The child's frames laid out for `proposal`, moved so its top-left corner is at `origin`.
    public func place(at origin: Point, proposal: ProposedSize) -> [Frame] {
        let size = sizeThatFits(proposal)
        return view.frames(in: size, proposal: proposal, context).map { $0.offset(by: origin) }
    }
}

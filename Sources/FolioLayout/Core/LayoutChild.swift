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
    /// The width of the box the parent places this child in when the parent lays out right to left
    /// (the child's box is then mirrored across it, as SwiftUI mirrors every child's position), or
    /// nil when the parent lays out left to right or places by geometry. Set by the parent's own
    /// placement, before its frames are made.
    var mirroredAcross: Double?

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

    /// The root of a layout: `view` resolved, placed in a box `width` wide (mirrored across it when
    /// the environment runs right to left).
    static func resolve(_ view: any View, in environment: Environment, placedIn width: Double) -> LayoutChild {
        let root = resolve(view, in: environment)
        root.mirroredAcross = environment.layoutDirection == .rightToLeft ? width : nil
        return root
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

    /// The child's frames laid out for `proposal`, moved so its top-left corner is at `origin` (a
    /// point in the parent's box as it is laid out left to right; mirrored across the parent's width
    /// when the parent lays out right to left).
    public func place(at origin: Point, proposal: ProposedSize) -> [Frame] {
        place(at: origin, proposal: proposal, mirroringAcross: mirroredAcross)
    }

    /// The child's frames as ``place(at:proposal:)`` places them, mirrored (when the parent lays out
    /// right to left) across a box `width` wide instead of the parent's own: for a container that
    /// places the child in a space of another size (a scaled group).
    public func place(at origin: Point, proposal: ProposedSize, mirroringAcross width: Double?) -> [Frame] {
        let size = sizeThatFits(proposal)
        let mirrors = context.environment.layoutDirection == .rightToLeft && view.mirrorsInRightToLeft
        for child in context.children { child.mirroredAcross = mirrors ? size.width : nil }
        var placed = origin
        if mirroredAcross != nil, let width { placed.x = width - origin.x - size.width }
        return view.frames(in: size, proposal: proposal, context).map { $0.offset(by: placed) }
    }
}

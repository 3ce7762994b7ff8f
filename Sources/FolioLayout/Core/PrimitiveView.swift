/// A view that lays itself out: it answers a size for a proposal and emits its frames at a size.
///
/// Layout follows SwiftUI: a parent proposes a size (``ProposedSize``), the child answers with the
/// size it wants, and the parent places it. Conform to this protocol to write a new container or leaf
/// (a grid, a fan of cards); everything else composes existing views in a ``View/body``.
public protocol PrimitiveView: View {
    /// The views this one lays out, in order; leaves have none (the default).
    func children(in environment: Environment) -> [any View]

    /// The environment handed to the children; by default the view's own.
    func childEnvironment(_ environment: Environment) -> Environment

    /// How much this view insists on its share of a stack (higher is served first); 0 by default.
    var layoutPriority: Double { get }

    /// The size this view takes for `proposal`; `context.children` are this view's laid-out children.
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size

    /// The frames of this view at `size` (the answer it gave to `proposal`), with origins relative to
    /// the view's own top-left corner.
    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame]
}

extension PrimitiveView {
    /// A primitive view is its own body: the layout engine never asks for it.
    public var body: any View { self }

    public var primitive: (any PrimitiveView)? { self }

    public func children(in environment: Environment) -> [any View] { [] }

    public func childEnvironment(_ environment: Environment) -> Environment { environment }

    public var layoutPriority: Double { 0 }
}

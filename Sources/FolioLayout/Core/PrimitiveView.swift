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

    /// Whether, laid out right to left, this view's children are placed mirrored (each child's box
    /// across the view's width, as SwiftUI places them): true (the default) for every layout
    /// container; false for a view that places its children at points of a drawing (a scene's pins, a
    /// figure standing on a path), which are geometry and do not flip.
    var mirrorsInRightToLeft: Bool { get }

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

    public var mirrorsInRightToLeft: Bool { true }
}

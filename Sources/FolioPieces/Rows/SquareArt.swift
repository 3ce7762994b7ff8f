import FolioLayout

/// Art as tall as it is wide, whatever width it is offered (160 pt when the width is open): a
/// grid's cover or a recipe's picture.
public struct SquareArt: PrimitiveView {
    var art: any View

    public init(_ art: any View) {
        self.art = art
    }

    public func children(in environment: Environment) -> [any View] { [art] }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let side = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 160
        return Size(width: side, height: side)
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        context.children[0].place(at: .zero, proposal: ProposedSize(size))
    }
}

/// Its content with another view behind it (background) or in front of it (overlay): the layer is
/// offered exactly the content's size and placed by `alignment`; the content alone decides the size.
struct Layered: PrimitiveView {
    enum Position { case behind, inFront }

    var content: any View
    var layer: any View
    var position: Position
    var alignment: Alignment

    func children(in environment: Environment) -> [any View] { [content, layer] }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        context.children[0].sizeThatFits(proposal)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let (content, layer) = (context.children[0], context.children[1])
        let layerProposal = ProposedSize(size)
        let layerFrames = layer.place(at: alignment.origin(of: layer.sizeThatFits(layerProposal), in: size),
                                      proposal: layerProposal)
        let contentFrames = content.place(at: .zero, proposal: proposal)
        return position == .behind ? layerFrames + contentFrames : contentFrames + layerFrames
    }
}

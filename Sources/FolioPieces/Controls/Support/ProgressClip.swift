import FolioLayout

/// Its content cut to the band from `from` to `to` of its width (0…1): the part of a control a
/// progress fill has reached, or the part it has not, each drawn in the ink that reads there.
/// The band is measured from the leading edge: from the right, right to left.
struct ProgressClip: PrimitiveView {
    var content: any View
    var from: Double
    var to: Double

    func children(in environment: Environment) -> [any View] { [content] }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        context.children[0].sizeThatFits(proposal)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        var (x0, x1) = (size.width * Motion.clamp(from), size.width * Motion.clamp(to))
        // Progress runs in the reading direction: right to left, from the right edge.
        if context.environment.layoutDirection == .rightToLeft { (x0, x1) = (size.width - x1, size.width - x0) }
        var band = Path()
        band.move(to: Point(x: x0, y: 0))
        band.line(to: Point(x: x1, y: 0))
        band.line(to: Point(x: x1, y: size.height))
        band.line(to: Point(x: x0, y: size.height))
        band.close()
        return [.group(context.children[0].place(at: .zero, proposal: proposal), size: size, group: Group(clip: .path(band)))]
    }
}

import FolioLayout

/// A view built for the height it is given: as tall as offered between `minimum` and `ideal` (the
/// ideal when nothing is said), so a chart or a scene grows on a tall phone and gives way on a
/// small one instead of pushing what follows off the screen.
struct HeightFitted: PrimitiveView {
    var minimum: Double
    var ideal: Double
    /// The view for a height.
    var content: (Double) -> any View

    private func height(_ proposal: ProposedSize) -> Double {
        min(ideal, max(minimum, proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? ideal))
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? context.environment.device.size.width - 2 * PetStyle.margin
        return Size(width: width, height: height(proposal))
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        [layout(content(size.height), in: size, environment: context.environment, role: .group)]
    }
}

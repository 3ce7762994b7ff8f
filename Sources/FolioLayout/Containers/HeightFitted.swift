/// A view built for the height it is given: as tall as offered between `minimum` and `ideal` (the
/// ideal when nothing is said), so a chart or a scene grows on a tall phone and gives way on a
/// small one instead of pushing what follows off the screen. It is as wide as offered (the device's
/// width less `inset` on each side when the width is open).
public struct HeightFitted: PrimitiveView {
    /// The least height it takes.
    public var minimum: Double
    /// The most height it takes, and the height when none is offered.
    public var ideal: Double
    /// The margin on each side of an open width.
    public var inset: Double
    /// The view for a height.
    public var content: (Double) -> any View

    /// A view between `minimum` and `ideal` tall, built by `content` for its height.
    public init(minimum: Double, ideal: Double, inset: Double = 0, content: @escaping (Double) -> any View) {
        self.minimum = minimum
        self.ideal = ideal
        self.inset = inset
        self.content = content
    }

    private func height(_ proposal: ProposedSize) -> Double {
        min(ideal, max(minimum, proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? ideal))
    }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? context.environment.device.size.width - 2 * inset
        return Size(width: width, height: height(proposal))
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        [layout(content(size.height), in: size, environment: context.environment, role: .group)]
    }
}

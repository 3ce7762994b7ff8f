/// A hairline (one device pixel) in the separator colour, across its stack: horizontal in a
/// ``VStack``, vertical in an ``HStack``, as long as the space offered.
public struct Divider: PrimitiveView {
    public init() {}

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let env = context.environment
        let hairline = 1 / env.device.scale
        if env.stackAxis == .horizontal {
            return Size(width: hairline, height: proposal.height ?? 0)
        }
        return Size(width: proposal.width ?? 0, height: hairline)
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let fill = Paint.solid(context.environment.resolve(.separator))
        return [Frame(size: size, role: .separator, item: .shape(ShapeItem(.rect, fill: fill)))]
    }
}

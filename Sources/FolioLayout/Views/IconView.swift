/// A semantic icon (SF Symbols stand-in) in a square box of `size` points, in the environment's
/// foreground colour unless given.
///
/// ```swift
/// IconView(.heart, size: 22, color: .accent)
/// ```
public struct IconView: PrimitiveView {
    public var icon: Icon
    /// The glyph's size and the side of its box, in points.
    public var size: Double
    public var color: ThemeColor?

    public init(_ icon: Icon, size: Double = 17, color: ThemeColor? = nil) {
        self.icon = icon
        self.size = size
        self.color = color
    }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        Size(width: size, height: size)
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let env = context.environment
        let paint = Paint.solid(env.resolve(color ?? env.foreground ?? .label))
        return [Frame(size: size, role: .icon, item: .icon(IconItem(icon, size: self.size, color: paint)))]
    }
}

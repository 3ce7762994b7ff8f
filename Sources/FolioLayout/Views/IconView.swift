/// A semantic icon (SF Symbols stand-in) in a square box of `size` points, in the environment's
/// foreground colour unless given. An icon that sits with text grows with it: give it the text's
/// Dynamic Type row (`relativeTo: .body`) and its size is the row's growth times `size`, as an SF
/// Symbol sized by a text style grows on iOS. Its lines are as heavy as the text beside it: the
/// `weight` given, else the environment font's (`.font(_:)`), else regular.
///
/// Right to left, an icon that points along the reading direction (``Icon/mirrorsRightToLeft``: a
/// back chevron, an arrow, send, undo) is drawn mirrored, in a group whose transform flips its box.
///
/// ```swift
/// IconView(.heart, size: 22, color: .accent)
/// ```
public struct IconView: PrimitiveView {
    public var icon: Icon
    /// The glyph's size and the side of its box, in points.
    public var size: Double
    public var color: ThemeColor?
    /// The Dynamic Type row the icon grows with, or nil for a fixed size.
    public var relativeTo: DynamicTypeStyle?
    /// The weight of the text the icon sits with, or nil for the environment font's.
    public var weight: FontWeight?

    public init(_ icon: Icon, size: Double = 17, color: ThemeColor? = nil, weight: FontWeight? = nil, relativeTo row: DynamicTypeStyle? = nil) {
        self.relativeTo = row
        self.weight = weight
        self.icon = icon
        self.size = size
        self.color = color
    }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        let side = side(context.environment)
        return Size(width: side, height: side)
    }

    /// The side in `env`: `size`, grown with the text of its row.
    private func side(_ env: Environment) -> Double {
        relativeTo.map { env.scaled(size, like: $0) } ?? size
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let env = context.environment
        let paint = Paint.solid(env.resolve(color ?? env.foreground ?? .label))
        let frame = Frame(size: size, role: .icon, item: .icon(IconItem(icon, size: side(env), color: paint,
                                                                        weight: weight ?? env.font?.weight ?? .regular)))
        return env.layoutDirection == .rightToLeft && icon.mirrorsRightToLeft ? [.mirrored([frame], size: size)] : [frame]
    }
}

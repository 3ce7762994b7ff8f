/// A glass surface filling the space offered: what is drawn behind it, blurred, inside the token's
/// shape, under the theme's glass tint and a bright rim (the floating dock, glass stops, segments).
/// Usually put behind content with `.glass(_:)`.
public struct Glass: PrimitiveView {
    public var token: ShapeToken

    public init(_ token: ShapeToken = .pill) {
        self.token = token
    }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let theme = context.theme
        let shape = theme.shape(token)
        let tint = ShapeItem(shape, fill: .solid(theme.color(.glassTint)), stroke: Stroke(theme.color(.glassRim), width: 1))
        let surface = Frame(size: size, role: .shape, item: .shape(tint))
        let blur = Effect.backdropBlur(radius: theme.glassBlurRadius, shape: shape)
        return [.group([surface], size: size, role: .glass, group: Group(effects: [blur]))]
    }
}

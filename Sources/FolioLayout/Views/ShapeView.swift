/// A shape filling the proposed box: a themed surface (`ShapeView(.card)`, `.tile`, `.pill`,
/// `.circle`) or any ``Shape`` (`ShapeView(.rect)`, `ShapeView(.path(p))`), filled and/or stroked.
/// Without fill or stroke it fills with the environment's foreground.
///
/// ```swift
/// ShapeView(.card).fill(.card)
/// ShapeView(.circle).fill(.accent).stroke(.glassRim, width: 2)
/// ```
public struct ShapeView: PrimitiveView {
    private enum Outline { case token(ShapeToken), shape(Shape) }
    private enum Ink { case theme(ThemeColor), paint(Paint) }

    private let outline: Outline
    private var fillInk: Ink?
    private var strokeInk: (ink: Ink, width: Double)?

    /// The theme's shape for a use (card, tile, control, pill, circle).
    public init(_ token: ShapeToken) { outline = .token(token) }

    /// A shape given outright.
    public init(_ shape: Shape) { outline = .shape(shape) }

    /// Filled with a theme colour.
    public func fill(_ color: ThemeColor) -> ShapeView { with { $0.fillInk = .theme(color) } }

    /// Filled with a paint (a gradient).
    public func fill(_ paint: Paint) -> ShapeView { with { $0.fillInk = .paint(paint) } }

    /// Outlined in a theme colour.
    public func stroke(_ color: ThemeColor, width: Double = 1) -> ShapeView {
        with { $0.strokeInk = (.theme(color), width) }
    }

    /// Outlined with a paint.
    public func stroke(_ paint: Paint, width: Double = 1) -> ShapeView {
        with { $0.strokeInk = (.paint(paint), width) }
    }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let env = context.environment
        func paint(_ ink: Ink) -> Paint {
            switch ink {
            case .theme(let c): .solid(env.resolve(c))
            case .paint(let p): p
            }
        }
        let fill = fillInk.map(paint) ?? (strokeInk == nil ? .solid(env.foregroundColor) : nil)
        let stroke = strokeInk.map { Stroke(paint($0.ink), width: $0.width) }
        let (shape, box) = resolved(in: size, theme: env.theme)
        return [Frame(origin: box.origin, size: box.size, role: .shape, item: .shape(ShapeItem(shape, fill: fill, stroke: stroke)))]
    }

    /// The shape and where it sits: circles keep to a centred square.
    private func resolved(in size: Size, theme: Theme) -> (Shape, Rect) {
        switch outline {
        case .token(.circle):
            let side = min(size.width, size.height)
            let square = Size(width: side, height: side)
            return (.ellipse, Rect(origin: Alignment.center.origin(of: square, in: size), size: square))
        case .token(let token): return (theme.shape(token), Rect(size: size))
        case .shape(let shape): return (shape, Rect(size: size))
        }
    }

    private func with(_ change: (inout ShapeView) -> Void) -> ShapeView {
        var copy = self
        change(&copy)
        return copy
    }
}

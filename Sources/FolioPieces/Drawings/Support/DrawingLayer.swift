import FolioLayout

/// Its content as one group carrying effects computed from the content's size: the perspective
/// warp of a tilted card, a shadow that depends on the tilt. (FolioLayout offers shadows, glows and
/// glass as modifiers; a perspective has no modifier yet.)
struct DrawingLayer: PrimitiveView {
    var content: any View
    var role: Role
    var name: String?
    var effects: (Size, Environment) -> [Effect]

    func children(in environment: Environment) -> [any View] { [content] }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        context.children[0].sizeThatFits(proposal)
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let inner = context.children[0].place(at: .zero, proposal: proposal)
        return [.group(inner, size: size, role: role, name: name,
                       group: Group(effects: effects(size, context.environment)))]
    }
}

/// Text painted with a gradient (FolioLayout's `Text` takes one colour): measured like `Text`, on
/// one line, its paint laid out in the text's own box.
struct GradientText: PrimitiveView {
    var string: String
    var style: TextStyle
    /// The paint for a text box of the given size.
    var paint: (Size, Environment) -> Paint

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        context.environment.measurer.measure(string, style: style, width: nil, maxLines: 1).size
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let env = context.environment
        let metrics = env.measurer.measure(string, style: style, width: nil, maxLines: 1)
        let item = TextItem(string, style: style, color: paint(size, env), alignment: .center, wraps: false,
                            maxLines: 1, metrics: metrics)
        return [Frame(size: size, role: .text, item: .text(item))]
    }
}

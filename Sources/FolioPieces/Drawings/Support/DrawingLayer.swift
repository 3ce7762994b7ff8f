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

/// Text painted with a gradient (FolioLayout's `Text` takes one colour): one line, measured like
/// `Text`, its paint laid out in the text's own box. Offered less width than it needs, it shrinks
/// (down to half its size) rather than spill or cut a number.
struct GradientText: PrimitiveView {
    var string: String
    var style: TextStyle
    /// The paint for a text box of the given size.
    var paint: (Size, Environment) -> Paint

    /// The style and its measure for a proposal: the given size, or smaller to fit the width.
    private func fitted(_ proposal: ProposedSize, _ env: Environment) -> (TextStyle, TextMetrics) {
        let natural = env.measurer.measure(string, style: style, width: nil, maxLines: 1)
        guard let width = proposal.width, width.isFinite, natural.size.width > width, natural.size.width > 0 else {
            return (style, natural)
        }
        let smaller = style.size(style.size * max(0.5, width / natural.size.width))
        return (smaller, env.measurer.measure(string, style: smaller, width: nil, maxLines: 1))
    }

    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        fitted(proposal, context.environment).1.size
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let env = context.environment
        let (style, metrics) = fitted(proposal, env)
        let item = TextItem(string, style: style, color: paint(size, env), alignment: .center, wraps: false,
                            maxLines: 1, metrics: metrics, measuredIn: MeasuredBox(width: nil))
        return [Frame(size: size, role: .text, item: .text(item))]
    }
}

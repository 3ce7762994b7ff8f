/// A run of text in one style: as wide as it needs up to the proposed width, wrapping at spaces,
/// cut with an ellipsis to the environment's line limit and to the lines the proposed height holds. Its colour is the environment's foreground
/// (the theme's label colour) unless given.
///
/// ```swift
/// Text("Groceries", style: .headline)
/// Text("$42 left of $300", style: .subheadline, color: .secondaryLabel).lineLimit(1)
/// ```
public struct Text: PrimitiveView {
    public var string: String
    /// The style, or `nil` for the environment's font (body unless set with `.font(_:)`).
    public var style: TextStyle?
    /// The colour, or `nil` for the environment's foreground.
    public var color: ThemeColor?
    /// Whether the text must be read whole (see ``whole()``).
    public var isWhole = false

    public init(_ string: String, style: TextStyle? = nil, color: ThemeColor? = nil) {
        self.string = string
        self.style = style
        self.color = color
    }

    /// Marks the text as one that must be read whole — a title, an amount, a name, a time: it takes
    /// no line limit from the environment (it wraps instead), and `folio lint` reports it if it is
    /// still cut (`truncated-whole`).
    public func whole() -> Text {
        var copy = self
        copy.isWhole = true
        return copy
    }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        layout(proposal, context.environment).metrics.size
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let env = context.environment
        let (metrics, maxLines) = layout(proposal, env)
        let item = TextItem(string, style: resolvedStyle(env), color: .solid(env.resolve(color ?? env.foreground ?? .label)),
                            alignment: env.textAlignment, wraps: true, maxLines: maxLines, metrics: metrics,
                            measuredIn: MeasuredBox(width: Self.width(proposal), alignment: env.textAlignment), isWhole: isWhole,
                            direction: env.layoutDirection)
        return [Frame(size: size, role: .text, item: .text(item))]
    }

    private func resolvedStyle(_ env: Environment) -> TextStyle { env.scaled(style ?? env.font ?? .body) }

    /// The most lines whole text takes: a guard against hostile data (a 10,000-character title), not
    /// a layout's limit; text cut there is its data's fault, and lint's `truncated-whole` lets it be.
    public static let wholeLineCap = 8

    /// The line limit this text keeps: the environment's, unless it must be whole.
    private func lineLimit(_ env: Environment) -> Int? { isWhole ? Self.wholeLineCap : env.lineLimit }

    /// The text laid out for a proposal: wrapped at a finite width (an unspecified or infinite one
    /// keeps each paragraph on one line), and cut to the lines that fit a finite height (at least
    /// one) as well as to the environment's line limit, so text ellipsizes rather than spills.
    private func layout(_ proposal: ProposedSize, _ env: Environment) -> (metrics: TextMetrics, maxLines: Int?) {
        let width = Self.width(proposal)
        let style = resolvedStyle(env)
        let alignment = env.textAlignment
        let metrics = env.measurer.measure(string, style: style, width: width, maxLines: lineLimit(env), alignment: alignment,
                                           direction: env.layoutDirection)
        guard let height = proposal.height, height.isFinite, metrics.size.height > height + 1e-9, metrics.lineCount > 1 else {
            return (metrics, lineLimit(env))
        }
        let lineHeight = metrics.size.height / Double(metrics.lineCount)
        let fitting = max(1, Int((height + 1e-9) / lineHeight))
        return (env.measurer.measure(string, style: style, width: width, maxLines: fitting, alignment: alignment,
                                     direction: env.layoutDirection), fitting)
    }

    /// The width text wraps at for a proposal: a finite proposed width, else none.
    private static func width(_ proposal: ProposedSize) -> Double? {
        proposal.width.flatMap { $0.isFinite ? $0 : nil }
    }
}

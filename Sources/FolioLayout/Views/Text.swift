/// A run of text in one style: as wide as it needs up to the proposed width, wrapping at spaces,
/// cut to the environment's line limit with an ellipsis. Its colour is the environment's foreground
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

    public init(_ string: String, style: TextStyle? = nil, color: ThemeColor? = nil) {
        self.string = string
        self.style = style
        self.color = color
    }

    public func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        measure(proposal, context.environment).size
    }

    public func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        let env = context.environment
        let metrics = measure(proposal, env)
        let item = TextItem(string, style: resolvedStyle(env), color: .solid(env.resolve(color ?? env.foreground ?? .label)),
                            alignment: env.textAlignment, wraps: true, maxLines: env.lineLimit, metrics: metrics)
        return [Frame(size: size, role: .text, item: .text(item))]
    }

    private func resolvedStyle(_ env: Environment) -> TextStyle { style ?? env.font ?? .body }

    /// Text wraps at a finite proposed width; an unspecified or infinite width keeps each paragraph on one line.
    private func measure(_ proposal: ProposedSize, _ env: Environment) -> TextMetrics {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        return env.measurer.measure(string, style: resolvedStyle(env), width: width, maxLines: env.lineLimit)
    }
}

/// Children one under another, `spacing` points apart, aligned across by `alignment`. Flexible
/// children share the height left over by the fixed ones.
///
/// ```swift
/// VStack(alignment: .leading, spacing: Space.xxs) {
///     Text("Groceries", style: .headline)
///     Text("$42 left", style: .subheadline, color: .secondaryLabel)
/// }
/// ```
public struct VStack: View {
    public var alignment: HorizontalAlignment
    public var spacing: Double
    private let content: [any View]

    public init(alignment: HorizontalAlignment = .center, spacing: Double = Space.xs,
                @ViewBuilder _ content: () -> [any View]) {
        self.init(alignment: alignment, spacing: spacing, children: content())
    }

    /// A stack of views built elsewhere.
    public init(alignment: HorizontalAlignment = .center, spacing: Double = Space.xs, children: [any View]) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = children
    }

    public var body: any View {
        Stack(axis: .vertical, spacing: spacing, crossFraction: alignment.fraction, content: content)
    }
}

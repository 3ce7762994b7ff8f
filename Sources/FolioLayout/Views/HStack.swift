/// Children side by side, `spacing` points apart, aligned vertically by `alignment`. Flexible
/// children share the width left over by the fixed ones.
///
/// ```swift
/// HStack(spacing: Space.sm) {
///     IconView(.cart, size: 22, color: .accent)
///     Text("Groceries", style: .headline)
///     Spacer()
/// }
/// ```
public struct HStack: View {
    public var alignment: VerticalAlignment
    public var spacing: Double
    private let content: [any View]

    public init(alignment: VerticalAlignment = .center, spacing: Double = Space.xs,
                @ViewBuilder _ content: () -> [any View]) {
        self.init(alignment: alignment, spacing: spacing, children: content())
    }

    /// A row of views built elsewhere.
    public init(alignment: VerticalAlignment = .center, spacing: Double = Space.xs, children: [any View]) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = children
    }

    public var body: any View {
        Stack(axis: .horizontal, spacing: spacing, crossFraction: alignment.fraction, content: content)
    }
}

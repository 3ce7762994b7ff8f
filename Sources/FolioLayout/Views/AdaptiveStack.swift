/// A row of a label and its value that stacks at the accessibility text sizes, as iOS rows do
/// (`ViewThatFits`/`AnyLayout` in SwiftUI): side by side up to xxxLarge, then one above the other,
/// leading-aligned, so neither is cut to share one line. Spacers that pushed the value to the
/// trailing edge are left out of the stacked form.
///
/// ```swift
/// AdaptiveStack {
///     Text("Groceries", style: .headline).whole()
///     Spacer()
///     Text("$42 left", style: .subheadline).whole()
/// }
/// ```
public struct AdaptiveStack: View {
    public var alignment: VerticalAlignment
    public var spacing: Double
    /// The space between the parts once stacked.
    public var stackedSpacing: Double
    private let content: [any View]

    public init(alignment: VerticalAlignment = .center, spacing: Double = Space.xs, stackedSpacing: Double = Space.xxs,
                @ViewBuilder _ content: () -> [any View]) {
        self.alignment = alignment
        self.spacing = spacing
        self.stackedSpacing = stackedSpacing
        self.content = content()
    }

    public var body: any View {
        EnvironmentReader { env in
            if env.textSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: stackedSpacing, children: content.filter { !($0 is Spacer) })
                    .frame(maxWidth: .infinity, alignment: .leading)
            } else {
                HStack(alignment: alignment, spacing: spacing, children: content)
            }
        }
    }
}

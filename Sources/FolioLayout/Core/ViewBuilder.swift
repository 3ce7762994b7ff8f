/// Builds lists of views from statements: each expression is a view; `if`, `if let`, `switch` and
/// `for` loops add their views in place. A `body` with several views lays them out in a ``VStack``.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: any View) -> [any View] { [view] }

    public static func buildExpression(_ views: [any View]) -> [any View] { views }

    public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }

    public static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }

    public static func buildEither(first part: [any View]) -> [any View] { part }

    public static func buildEither(second part: [any View]) -> [any View] { part }

    public static func buildArray(_ parts: [[any View]]) -> [any View] { parts.flatMap { $0 } }

    public static func buildLimitedAvailability(_ part: [any View]) -> [any View] { part }

    /// The children of a container.
    public static func buildFinalResult(_ views: [any View]) -> [any View] { views }

    /// A single view: the one built, or a vertical stack of several.
    public static func buildFinalResult(_ views: [any View]) -> any View {
        views.count == 1 ? views[0] : VStack(children: views)
    }
}

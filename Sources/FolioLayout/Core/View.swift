/// A piece of interface that can be laid out: the building block of every screen.
///
/// Composite views describe themselves as other views in `body` (a `@ViewBuilder`, so several
/// statements stack vertically, and `if`, `if let`, `switch` and `for` work). Primitive views
/// (stacks, text, shapes, modifiers) conform to ``PrimitiveView`` instead and do the sizing and the
/// frame emission themselves.
///
/// ```swift
/// struct Row: View {
///     var title: String
///     var body: any View {
///         HStack(spacing: Space.sm) {
///             IconView(.check)
///             Text(title, style: .body)
///         }
///     }
/// }
/// ```
public protocol View {
    /// What this view is made of.
    @ViewBuilder var body: any View { get }

    /// The view itself when it is a ``PrimitiveView``, else nil (the default). Layout asks this
    /// rather than casting: the first cast of each type to a protocol searches every conformance in
    /// the binary (a millisecond of a one-screen render, over its few dozen view types).
    var primitive: (any PrimitiveView)? { get }
}

extension View {
    public var primitive: (any PrimitiveView)? { nil }
}

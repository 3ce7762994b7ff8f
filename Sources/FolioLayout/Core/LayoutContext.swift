/// What a primitive view gets while laying out: its environment and its laid-out children.
public struct LayoutContext {
    /// The environment this view sees (theme, text measurer, device, foreground, font, ...).
    public var environment: Environment
    /// The children returned by ``PrimitiveView/children(in:)``, resolved and ready to measure.
    public var children: [LayoutChild]

    public init(environment: Environment, children: [LayoutChild]) {
        self.environment = environment
        self.children = children
    }

    /// The theme, for resolving colours and shapes.
    public var theme: Theme { environment.theme }
}

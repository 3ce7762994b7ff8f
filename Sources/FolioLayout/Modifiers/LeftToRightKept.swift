/// Its content laid out left to right whatever the direction around it, in a group named
/// ``frameName`` (see ``View/keepsLeftToRight()``).
struct LeftToRightKept: ContentModifier {
    var content: any View

    /// The name of the group that marks content kept left to right in the frame tree.
    static let frameName = "kept left to right"

    func childEnvironment(_ environment: Environment) -> Environment {
        var env = environment
        env.layoutDirection = .leftToRight
        return env
    }

    func frames(in size: Size, proposal: ProposedSize, _ context: LayoutContext) -> [Frame] {
        [.group(context.children[0].place(at: .zero, proposal: proposal), size: size, name: Self.frameName)]
    }
}

extension View {
    /// The view laid out left to right even in a right-to-left layout, as a number is read: for a
    /// number whose parts are separate views (an odometer's digits, "40" and "/50" side by side),
    /// whose order must not reverse. Its box still moves to the mirrored side; `mirrored-layout`
    /// checks that box and nothing inside it.
    public func keepsLeftToRight() -> any View {
        LeftToRightKept(content: self)
    }
}

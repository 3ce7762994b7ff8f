/// A set of a box's edges, to pad some of them: `.padding(.horizontal, Space.lg)`.
public struct Edges: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let top = Edges(rawValue: 1)
    public static let leading = Edges(rawValue: 2)
    public static let bottom = Edges(rawValue: 4)
    public static let trailing = Edges(rawValue: 8)
    public static let horizontal: Edges = [.leading, .trailing]
    public static let vertical: Edges = [.top, .bottom]
    public static let all: Edges = [.horizontal, .vertical]

    /// `length` on these edges, zero on the others.
    public func insets(_ length: Double) -> EdgeInsets {
        EdgeInsets(top: contains(.top) ? length : 0, leading: contains(.leading) ? length : 0,
                   bottom: contains(.bottom) ? length : 0, trailing: contains(.trailing) ? length : 0)
    }
}

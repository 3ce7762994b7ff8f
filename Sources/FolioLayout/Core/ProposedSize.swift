/// The size a parent offers a child. In each dimension `nil` asks for the ideal size, `.infinity`
/// for the largest, and a number for a fit in that many points.
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the ideal size in both dimensions.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Asks for the smallest size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Asks for the largest size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal along an axis (width for horizontal).
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal with `along` on `axis` and `cross` on the other one.
    public init(axis: Axis, along: Double?, cross: Double?) {
        self = axis == .horizontal ? ProposedSize(width: along, height: cross) : ProposedSize(width: cross, height: along)
    }

    /// The proposal less the insets (never below zero; unspecified and infinite stay so).
    public func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(width: width.map { max(0, $0 - insets.horizontal) },
                     height: height.map { max(0, $0 - insets.vertical) })
    }

    /// The proposal with unspecified dimensions taken from `size`.
    public func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

/// A direction of layout: stacks lay out along one, spacers grow along their stack's.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// The extent along an axis (width for horizontal).
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size with `along` on `axis` and `cross` on the other one.
    public init(axis: Axis, along: Double, cross: Double) {
        self = axis == .horizontal ? Size(width: along, height: cross) : Size(width: cross, height: along)
    }
}

extension Point {
    /// A point with `along` on `axis` and `cross` on the other one.
    public init(axis: Axis, along: Double, cross: Double) {
        self = axis == .horizontal ? Point(x: along, y: cross) : Point(x: cross, y: along)
    }
}

/// Where a child sits in a larger box, on both axes (and the anchor of rotations and scales).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a box of `child` size aligned in a box of `container` size.
    public func origin(of child: Size, in container: Size) -> Point {
        Point(x: (container.width - child.width) * horizontal.fraction,
              y: (container.height - child.height) * vertical.fraction)
    }

    /// The aligned point of a box of `size` (its centre for `.center`), in the box's coordinates.
    public func point(in size: Size) -> Point {
        Point(x: size.width * horizontal.fraction, y: size.height * vertical.fraction)
    }

    /// The aligned point of a box of `size` laid out in `direction`: leading is the right edge right to left.
    public func point(in size: Size, _ direction: LayoutDirection) -> Point {
        let fraction = direction == .rightToLeft ? 1 - horizontal.fraction : horizontal.fraction
        return Point(x: size.width * fraction, y: size.height * vertical.fraction)
    }
}

/// Where a child sits across a vertical stack, or horizontally in a box.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing

    /// 0 at the leading edge, 1 at the trailing edge.
    public var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

/// Where a child sits across a horizontal stack, or vertically in a box.
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom

    /// 0 at the top, 1 at the bottom.
    public var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}

/// The outline of a shape frame, described by kind so the shape lock can be checked on the frame tree;
/// `path(in:)` turns it into a path for drawing.
public enum Shape: Hashable, Sendable {
    case rect
    case roundedRect(radius: Double, style: CornerStyle)
    case capsule
    case ellipse
    /// A free path in the frame's local coordinates.
    case path(Path)

    /// A rounded rectangle with continuous corners, the default of the SwiftPieces look.
    public static func rounded(_ radius: Double) -> Shape { .roundedRect(radius: radius, style: .continuous) }

    /// The outline filling `rect`.
    public func path(in rect: Rect) -> Path {
        switch self {
        case .rect: return .rect(rect)
        case .roundedRect(let radius, let style): return .roundedRect(rect, radius: radius, style: style)
        case .capsule: return .capsule(in: rect)
        case .ellipse: return .ellipse(in: rect)
        case .path(let p): return p
        }
    }

    /// How far along each edge from a corner this shape's outline in a frame of `size` curves (a
    /// continuous corner runs 1.53 × its radius); nil where it is not a rectangle with corners
    /// (ellipses and free paths).
    public func cornerReach(in size: Size) -> Double? {
        let half = min(size.width, size.height) / 2
        switch self {
        case .rect: return 0
        case .roundedRect(let radius, let style):
            guard radius > 0, half > 0 else { return 0 }
            return style == .circular ? min(radius, half) : ContinuousCorner.extent * min(radius, half / ContinuousCorner.extent)
        case .capsule: return max(half, 0)
        case .ellipse, .path: return nil
        }
    }

    /// The corner radius this shape has in a frame of `size` (capsules: half the shorter side), nil for free paths.
    public func cornerRadius(in size: Size) -> Double? {
        switch self {
        case .rect: return 0
        case .roundedRect(let radius, _): return radius
        case .capsule: return min(size.width, size.height) / 2
        case .ellipse: return min(size.width, size.height) / 2
        case .path: return nil
        }
    }
}

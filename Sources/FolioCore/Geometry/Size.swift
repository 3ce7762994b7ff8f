/// A width and height in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The size grown (or shrunk, for negative insets) by the given edge insets.
    public func inset(by insets: EdgeInsets) -> Size {
        Size(width: max(0, width - insets.leading - insets.trailing),
             height: max(0, height - insets.top - insets.bottom))
    }

    public static func * (s: Size, k: Double) -> Size { Size(width: s.width * k, height: s.height * k) }
}

import FolioLayout

/// What a share card's backdrop is drawn on: the image's size in points, the rectangles its
/// ornaments keep clear of (where the words go), the card's environment, and the soft round lights
/// the card engine draws cheaply (a small glow picture scaled up, made where pixels can be made).
public struct BackdropCanvas: Sendable {
    /// The canvas in points.
    public var size: Size
    /// Where the words stand: small ornaments stay out of these.
    public var keepClear: [Rect]
    /// The card's theme and measurer.
    public var environment: Environment
    /// A soft round light of `color` at `center`, fading to nothing at `radius`.
    public var glow: @Sendable (_ center: Point, _ radius: Double, _ color: Color, _ name: String) -> Frame

    /// A canvas of `size` whose lights are drawn by `glow`.
    public init(size: Size, keepClear: [Rect], environment: Environment,
                glow: @escaping @Sendable (_ center: Point, _ radius: Double, _ color: Color, _ name: String) -> Frame) {
        self.size = size
        self.keepClear = keepClear
        self.environment = environment
        self.glow = glow
    }

    /// A light of `color` at `center`, fading to nothing at `radius`.
    public func glow(_ center: Point, radius: Double, color: Color, name: String) -> Frame {
        glow(center, radius, color, name)
    }
}

/// The look of one app in one appearance: semantic colours, the shape lock and depth. Views never
/// hard-code a colour or a radius; they ask the theme (through ``ThemeColor`` and ``ShapeToken``).
public struct Theme: Hashable, Sendable {
    /// The app's look in both appearances.
    public let look: AppTheme
    public let appearance: Appearance
    private let palette: Palette

    /// `app`'s look in `appearance`.
    public init(app: AppTheme, appearance: Appearance = .light) {
        self.look = app
        self.appearance = appearance
        self.palette = app.palette(appearance)
    }

    /// The app whose look this is.
    public var app: AppID { look.id }

    /// The colour for a purpose.
    public func color(_ semantic: SemanticColor) -> Color { palette[semantic] }

    /// A theme colour made concrete.
    public func resolve(_ color: ThemeColor) -> Color { color.resolve(in: self) }

    /// The corner radius of a token's shape: the app's card and tile radii (its shape lock), 12 for
    /// controls; pills and circles have no fixed radius (`.infinity`: the corner is half the shorter
    /// side).
    public func radius(_ token: ShapeToken) -> Double {
        switch token {
        case .card: look.cardRadius
        case .tile: look.tileRadius
        case .control: 12
        case .pill, .circle: .infinity
        }
    }

    /// The shape of a token: continuous rounded rectangles for cards, tiles and controls, a capsule for
    /// pills and an ellipse (in a square box, a circle) for round buttons.
    public func shape(_ token: ShapeToken) -> Shape {
        switch token {
        case .card, .tile, .control: .rounded(radius(token))
        case .pill: .capsule
        case .circle: .ellipse
        }
    }

    /// The soft shadow under cards in light mode; none in dark, where cards stand out by their colour.
    public var cardShadow: Effect? {
        appearance == .light ? .shadow(color: color(.shadow), radius: 16, offset: Point(x: 0, y: 6)) : nil
    }

    /// How much glass blurs what is behind it.
    public var glassBlurRadius: Double { 24 }
}

import FolioLayout

/// The scene a share card stands in: the image's backdrop, the colour of the card's shadow and the
/// ink of the words beside it, each resolved in the card's theme (light or dark).
public struct ShareCardStyle: Sendable {
    /// Draws the backdrop of a canvas, behind everything else, leaving its small ornaments out of
    /// the canvas's rectangles to keep clear (where the words go).
    public var backdrop: @Sendable (BackdropCanvas) -> [Frame]
    /// The app's mark beside its name over the words.
    public var icon: Icon
    /// The shadow's colour at full strength (the scene sets its opacity): a deep tint of the app's
    /// hue reads warmer than grey.
    public var shadow: ThemeColor
    /// The headline's colour.
    public var ink: ThemeColor
    /// The detail line's colour.
    public var secondaryInk: ThemeColor

    /// A style with its mark, shadow tint, inks and backdrop.
    public init(icon: Icon, shadow: ThemeColor, ink: ThemeColor = .label, secondaryInk: ThemeColor = .secondaryLabel,
                backdrop: @escaping @Sendable (BackdropCanvas) -> [Frame]) {
        self.backdrop = backdrop
        self.icon = icon
        self.shadow = shadow
        self.ink = ink
        self.secondaryInk = secondaryInk
    }
}

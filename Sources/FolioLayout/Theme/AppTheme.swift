/// One app's look as a value: its palettes in light and dark, its named colours and its shape lock
/// (the card and tile radii). Each app's folder defines its own; ``Theme`` resolves it for an
/// appearance. This module defines only the neutral ``folio`` look.
///
/// ```swift
/// AppTheme(.pet, light: Palette.neutral(.light).with { $0.accent = Color(rgb: 0x7C5CF0) },
///          dark: Palette.neutral(.dark), cardRadius: 28, tileRadius: 20)
/// ```
public struct AppTheme: Sendable, Hashable {
    /// The app the look belongs to.
    public let id: AppID
    /// The semantic colours in light.
    public let light: Palette
    /// The semantic colours in dark.
    public let dark: Palette
    /// The corner radius of cards (28 in Self-Care Pet, 24 elsewhere).
    public let cardRadius: Double
    /// The corner radius of tiles (20 in Self-Care Pet, 16 elsewhere).
    public let tileRadius: Double
    /// The app's own named colours (drinks, envelopes, pastels, covers), in the order of DESIGN.md,
    /// for specimen pages and the lint's foreign-colour rule.
    public let namedColors: [NamedColor]

    public init(_ id: AppID, light: Palette, dark: Palette, cardRadius: Double = 24, tileRadius: Double = 16,
                namedColors: [NamedColor] = []) {
        self.id = id
        self.light = light
        self.dark = dark
        self.cardRadius = cardRadius
        self.tileRadius = tileRadius
        self.namedColors = namedColors
    }

    /// The palette of an appearance.
    public func palette(_ appearance: Appearance) -> Palette {
        appearance == .light ? light : dark
    }

    /// Folio's own neutral look: the iOS system colours, cards 24 and tiles 16.
    public static let folio = AppTheme(.folio, light: .neutral(.light), dark: .neutral(.dark))
}

/// An app colour with its name, as specimen pages list it ("azure").
public struct NamedColor: Sendable, Hashable {
    public let name: String
    public let color: ThemeColor

    public init(_ name: String, _ color: ThemeColor) {
        self.name = name
        self.color = color
    }
}

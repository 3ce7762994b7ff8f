import FolioDomain
import FolioLayout

/// Recipe and Cooking Mode's warm set: tomato, saffron, basil, plum and ink, with cream paper, as
/// theme colours for what the interface tints with them (the report's bars, the share card's
/// lights), each a little deeper at night. The covers take the set's light values through
/// ``cover(_:)`` in both appearances: a cover is art, like a photo, and a recipe's identity, so it
/// never changes between them (the ink cover once turned cream at night).
public struct RecipeColors: Sendable {
    public let tomato = ThemeColor(light: 0xE8553E, dark: 0xD9503B)
    public let saffron = ThemeColor(light: 0xF2B33D, dark: 0xD9A036)
    public let basil = ThemeColor(light: 0x4E9F5B, dark: 0x4A9456)
    public let plum = ThemeColor(light: 0x7D4E8C, dark: 0x9565A5)
    /// The dark one of the set, lifted a little at night so it still shows on the dark page.
    public let ink = ThemeColor(light: 0x2B2A33, dark: 0x3A3944)
    /// Paper.
    public let cream = ThemeColor(light: 0xFFF7EC, dark: 0x2A241D)

    /// A cover's colour of the warm set: its light value, the same in light and dark.
    static func cover(_ color: CoverSpec.Color) -> Color {
        switch color {
        case .tomato: Color(rgb: 0xE8553E)
        case .saffron: Color(rgb: 0xF2B33D)
        case .basil: Color(rgb: 0x4E9F5B)
        case .plum: Color(rgb: 0x7D4E8C)
        case .ink: Color(rgb: 0x2B2A33)
        }
    }

    /// Every colour with its name.
    public var all: [NamedColor] {
        [NamedColor("tomato", tomato), NamedColor("saffron", saffron), NamedColor("basil", basil),
         NamedColor("plum", plum), NamedColor("ink", ink), NamedColor("cream", cream)]
    }
}

extension ThemeColor {
    /// Recipe and Cooking Mode's cover colours: `.recipe.tomato`, ...
    public static let recipe = RecipeColors()
}

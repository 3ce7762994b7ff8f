import FolioLayout

/// Recipe and Cooking Mode's warm set for typographic covers: ink on cream, in dark cream on ink.
public struct RecipeColors: Sendable {
    public let tomato = ThemeColor(light: 0xE8553E, dark: 0xD9503B)
    public let saffron = ThemeColor(light: 0xF2B33D, dark: 0xD9A036)
    public let basil = ThemeColor(light: 0x4E9F5B, dark: 0x4A9456)
    public let plum = ThemeColor(light: 0x7D4E8C, dark: 0x9565A5)
    /// Cover lettering.
    public let ink = ThemeColor(light: 0x2B2A33, dark: 0xEDE7DD)
    /// Cover paper.
    public let cream = ThemeColor(light: 0xFFF7EC, dark: 0x2A241D)

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

import FolioDomain
import FolioLayout

/// Recipe and Cooking Mode's warm set for covers: tomato, saffron, basil, plum and ink, with cream
/// paper. Each is one colour in light and dark: a recipe's cover is its identity, so it never
/// changes between appearances (the ink cover once turned cream at night).
public struct RecipeColors: Sendable {
    public let tomato = ThemeColor(RecipeColors.cover(.tomato))
    public let saffron = ThemeColor(RecipeColors.cover(.saffron))
    public let basil = ThemeColor(RecipeColors.cover(.basil))
    public let plum = ThemeColor(RecipeColors.cover(.plum))
    /// The dark cover colour.
    public let ink = ThemeColor(RecipeColors.cover(.ink))
    /// Cover paper.
    public let cream = ThemeColor(Color(rgb: 0xFFF7EC))

    /// A cover colour of the warm set, the same in light and dark.
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

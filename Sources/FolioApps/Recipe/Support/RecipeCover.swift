import FolioDomain
import FolioLayout
import FolioPieces

/// The Recipe app's cover kit: every picture of a recipe is its own cover art, the dish drawn from
/// its main ingredients (see ``DishComposition``), picked as a pure function of the recipe: what
/// the recipe's cover spec sets (the table's colour, the dish's placement) wins, the rest comes
/// from a seed of its id, so the same recipe always gets the same cover. The art carries no type:
/// each screen sets the recipe's title once, as text beside or under it.
enum RecipeCover {
    /// Where a cover is shown.
    enum Size {
        /// The recipe screen's hero: a card as wide as the screen.
        case hero
        /// A tile in a grid, square at whatever width the grid gives.
        case tile
        /// The small picture of a row: a crop onto the dish.
        case row
    }

    /// The cover of `recipe` at `size`.
    static func view(_ recipe: Recipe, _ size: Size) -> any View {
        let composition = DishComposition(recipe)
        let shape: ShapeToken = size == .hero ? .card : .tile
        return Draw(idealSize: FolioLayout.Size(width: 160, height: 160)) { box, _ in composition.frames(in: box, thumbnail: size == .row) }
            .clipShape(shape)
            .role(shape == .card ? .card : .tile, name: recipe.title)
    }

    /// The cover's table colour and the dish's placement.
    static func look(_ recipe: Recipe) -> (layout: CoverSpec.Layout, color: CoverSpec.Color) {
        let seed = self.seed(recipe.id)
        let colors = CoverSpec.Color.allCases
        let color = recipe.cover.color ?? colors[Int(seed % UInt64(colors.count))]
        let layouts = CoverSpec.Layout.allCases
        return (recipe.cover.layout ?? layouts[Int(seed / 7 % UInt64(layouts.count))], color)
    }

    /// The table under the dish: the cover colour, or cream paper for one cover in three of the
    /// colours that are not pale or ink already. Fixed, not the theme's: the same in light and dark.
    static func tableColor(_ recipe: Recipe) -> Color {
        let color = look(recipe).color
        if seed(recipe.id) / 31 % 3 == 0, color != .saffron, color != .ink { return Color(rgb: 0xF6EBDA) }
        return RecipeColors.cover(color)
    }

    static func themeColor(_ color: CoverSpec.Color) -> ThemeColor {
        switch color {
        case .tomato: .recipe.tomato
        case .saffron: .recipe.saffron
        case .basil: .recipe.basil
        case .plum: .recipe.plum
        case .ink: .recipe.ink
        }
    }

    /// FNV-1a of the id: the same id gives the same seed on every machine.
    static func seed(_ id: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in id.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        return hash
    }
}

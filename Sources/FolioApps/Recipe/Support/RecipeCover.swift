import FolioDomain
import FolioLayout
import FolioPieces

/// The Recipe app's cover kit: every picture of a recipe is typographic cover art picked, as a pure
/// function of the recipe, from the warm set (tomato, saffron, basil, plum, ink — as a coloured
/// block with tone-on-tone type, or as cream paper with type in the colour) and the three layouts.
/// What the recipe's cover spec sets wins; the rest comes from a seed of its id, so the same
/// recipe always gets the same cover.
enum RecipeCover {
    /// Where a cover is shown.
    enum Size {
        /// The recipe screen's hero: a card as wide as the screen.
        case hero
        /// A tile in a grid, square at whatever width the grid gives.
        case tile
        /// The small picture of a row.
        case row
    }

    /// The cover of `recipe` at `size`.
    static func view(_ recipe: Recipe, _ size: Size) -> TypographicCover {
        let look = self.look(recipe)
        return TypographicCover(name: recipe.title, kicker: kicker(recipe, look.layout), color: look.block, ink: look.ink,
                                style: style(look.layout), shape: size == .hero ? .card : .tile)
    }

    /// The cover's colours and layout.
    static func look(_ recipe: Recipe) -> (block: ThemeColor, ink: ThemeColor?, layout: CoverSpec.Layout, color: CoverSpec.Color) {
        let seed = self.seed(recipe.id)
        let colors = CoverSpec.Color.allCases
        let color = recipe.cover.color ?? colors[Int(seed % UInt64(colors.count))]
        let layouts = CoverSpec.Layout.allCases
        let layout = recipe.cover.layout ?? layouts[Int(seed / 7 % UInt64(layouts.count))]
        // Cream paper with coloured type for one cover in three; never saffron (too pale on cream) or
        // ink (ink on cream is the paper itself, the cover would vanish into the page).
        let onPaper = seed / 31 % 3 == 0 && color != .saffron && color != .ink
        return onPaper ? (.recipe.cream, themeColor(color), layout, color) : (themeColor(color), nil, layout, color)
    }

    /// A grid cell of the cover grid for `recipe` with `detail` under its title.
    static func gridItem(_ recipe: Recipe, detail: String) -> CoverGrid.Item {
        let look = self.look(recipe)
        return CoverGrid.Item(title: recipe.title, detail: detail, kicker: kicker(recipe, look.layout), color: look.block,
                              ink: look.ink, style: style(look.layout))
    }

    private static func kicker(_ recipe: Recipe, _ layout: CoverSpec.Layout) -> String? {
        switch layout {
        case .stacked: RecipeFormat.category(recipe)
        case .label: RecipeFormat.minutes(recipe.totalMinutes)
        case .initial: nil
        }
    }

    private static func style(_ layout: CoverSpec.Layout) -> TypographicCover.Style {
        switch layout {
        case .stacked: .stacked
        case .initial: .initial
        case .label: .label
        }
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

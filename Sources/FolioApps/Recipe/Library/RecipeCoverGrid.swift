import FolioDomain
import FolioLayout
import FolioPieces

/// The library's recipes to cook again: each recipe's cover art, square, with its title under it
/// (the one place the grid names it: the art carries no type) wrapped whole, never shortened, and
/// a quiet line on when it was last cooked. At the accessibility text sizes one cover a row.
struct RecipeCoverGrid: View {
    var recipes: [Recipe]
    /// The line under each title.
    var detail: (Recipe) -> String
    var columns: Int

    var body: any View {
        EnvironmentReader { env in
            EvenGrid(columns: env.textSize.isAccessibilitySize ? 1 : columns, spacing: Space.sm, rowSpacing: Space.lg,
                     cells: recipes.map(cell))
                .role(.group, name: "cover grid")
        }
    }

    private func cell(_ recipe: Recipe) -> any View {
        VStack(alignment: .leading, spacing: Space.xs) {
            SquareArt(RecipeCover.view(recipe, .tile)).cardShadow()
            VStack(alignment: .leading, spacing: 2) {
                Text(recipe.title, style: TextStyle.subheadline.weight(.semibold)).whole()
                Text(detail(recipe), style: .footnote, color: .secondaryLabel).lineLimit(1)
            }
            .padding(.horizontal, 2)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .role(.group, name: "cell \(recipe.id)")
        .tapTarget()
    }
}

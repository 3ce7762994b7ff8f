import FolioDomain
import FolioLayout
import FolioPieces

/// A recipe (pushed from the library): its large title, its cover as the hero, a line on the dish,
/// the facts as quiet tiles (time, servings, calories), one squashy Start cooking, then everything
/// that goes in and the method, step by step, as the screen scrolls. The sliders button opens the
/// servings sheet.
struct RecipeDetailScreen: View {
    var snapshot: RecipeSnapshot
    /// How far Start cooking is pressed (0 at rest).
    var press: Double

    /// The hero cover's height for a cover `width` wide: one shape on every phone (196 pt on the
    /// default iPhone's 353), so a smaller phone shows less of the same scroll, not a squatter cover.
    static func heroHeight(width: Double) -> Double { (width * 196 / 353).rounded() }

    init(_ snapshot: RecipeSnapshot, press: Double = 0) {
        self.snapshot = snapshot
        self.press = press
    }

    var body: any View {
        guard let recipe = snapshot.openRecipe else {
            return Screen(background: .background, chrome: .navigation(title: recipeStrings("Recipe"))) {
                EmptyNote(text: recipeStrings("No recipe to show yet.")).padding(RecipeStyle.margin)
            }
        }
        return Screen(background: .background, chrome: .navigation(title: recipe.title, style: .large, trailing: [
            RoundButton(.sliders, name: recipeStrings("Sliders")), RoundButton(.share, name: recipeStrings("Share recipe")),
        ])) {
            VStack(alignment: .leading, spacing: Space.md) {
                EnvironmentReader { env in
                    RecipeCover.view(recipe, .hero).frame(maxWidth: .infinity)
                        .frame(height: Self.heroHeight(width: env.device.size.width - 2 * RecipeStyle.margin)).cardShadow()
                }
                Text(recipe.summary, style: .callout, color: .secondaryLabel).whole()
                StatGrid(facts(recipe), columns: 3)
                ElasticButton(recipeStrings("Start cooking"), icon: .flame, press: press, expands: true)
                ingredients(recipe)
                RecipeMethod(recipe: recipe, units: snapshot.units)
            }
            .padding(EdgeInsets(top: Space.xxs, leading: RecipeStyle.margin, bottom: Space.xl, trailing: RecipeStyle.margin))
        }
    }

    private func facts(_ recipe: Recipe) -> [StatGrid.Stat] {
        [
            StatGrid.Stat(value: RecipeFormat.compactMinutes(recipe.totalMinutes), label: recipeStrings("Time"), icon: .clock),
            StatGrid.Stat(value: Format.grouped(snapshot.openServings), label: recipeStrings("Serves"), icon: .people),
            recipe.calories.map { StatGrid.Stat(value: Format.grouped($0), label: recipeStrings("kcal"), icon: .flame) }
                ?? StatGrid.Stat(value: Format.grouped(recipe.steps.count), label: recipeStrings("Steps"), icon: .list),
        ]
    }

    /// Everything that goes in, for the servings shown.
    private func ingredients(_ recipe: Recipe) -> any View {
        VStack(alignment: .leading, spacing: Space.xs) {
            HStack(spacing: Space.xs) {
                Text(recipeStrings("Ingredients"), style: .headline).lineLimit(1).layoutPriority(1)
                Spacer(minLength: 0)
                Text(RecipeFormat.dotted(recipeStrings("For %lld servings", .integer(snapshot.openServings)), RecipeWords.difficulty(recipe.difficulty)),
                     style: .footnote,
                     color: .secondaryLabel).lineLimit(1)
            }
            for ingredient in (try? recipe.ingredients(for: snapshot.openServings)) ?? recipe.ingredients {
                IngredientLine(ingredient: ingredient, units: snapshot.units)
            }
        }
        .card(name: "Ingredients")
        .cardShadow()
    }
}

/// One ingredient: its name and, at the trailing edge, its amount as a cook reads it; the amount
/// under the name at the accessibility sizes, both whole.
struct IngredientLine: View {
    var ingredient: Ingredient
    var units: UnitSystem

    var body: any View {
        AdaptiveStack(spacing: Space.sm, stackedSpacing: 0) {
            Text(ingredient.name, style: .subheadline).whole()
            Spacer(minLength: Space.xs)
            Text(RecipeAmounts.text(ingredient.amount, in: units), style: TextStyle.subheadline.weight(.semibold).tabular())
                .whole()
                .layoutPriority(1)
        }
        .role(.row, name: ingredient.name)
    }
}

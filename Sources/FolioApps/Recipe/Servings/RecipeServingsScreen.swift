import FolioDomain
import FolioLayout
import FolioPieces

/// Servings (a sheet over the recipe, opened by the sliders button): how many on an Expanding
/// Track from 1 to 12, Metric and US cups in Tracking Tabs, and under them the ingredient amounts
/// for those servings in those measures, every one of them (the sheet's content scrolls under its
/// edge), changing as the track and the tabs move.
struct RecipeServingsScreen: View {
    var snapshot: RecipeSnapshot
    /// The sheet's travel (0 below the screen, 1 at its detent).
    var rise: Double
    /// How far into a drag of the track (0 at rest, 1 under the finger).
    var drag: Double
    /// Where the unit pages are: 0 Metric, 1 US cups; between while swiping.
    var position: Double

    /// The servings the track runs to.
    static let trackMax = 12
    /// The sheet's height, from the bottom of the screen.
    static let sheetHeight = 640.0

    /// The servings the seed's drag reaches: twice the open recipe's, at most the track's end.
    static func scaledServings(_ snapshot: RecipeSnapshot) -> Int { min(trackMax, snapshot.openServings * 2) }

    init(_ snapshot: RecipeSnapshot, rise: Double = 1, drag: Double = 0, position: Double? = nil) {
        self.snapshot = snapshot
        self.rise = rise
        self.drag = drag
        self.position = position ?? Double(UnitSystem.allCases.firstIndex(of: snapshot.units) ?? 0)
    }

    var body: any View {
        let servings = snapshot.openServings
        return Sheet(detent: .height(Self.sheetHeight), rise: rise, background: RecipeDetailScreen(snapshot)) {
            VStack(alignment: .leading, spacing: Space.md) {
                HStack(spacing: Space.sm) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(recipeStrings("Servings"), style: .title2).whole()
                        // The recipe's name is the screen's title behind the sheet: here, what the track scales from.
                        Text(snapshot.openRecipe.map { recipeStrings("Written for %lld servings", .integer($0.servings)) } ?? recipeStrings("No recipe"),
                             style: .subheadline,
                             color: .secondaryLabel).whole()
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    RoundButton(.close, name: recipeStrings("Close"), style: .quiet)
                }
                ExpandingTrack(recipeStrings("Cooking for"), value: Double(min(servings, Self.trackMax) - 1) / Double(Self.trackMax - 1),
                               valueLabel: RecipeFormat.servings(servings), drag: drag, steps: Self.trackMax - 1)
                TrackingTabs(UnitSystem.allCases.map(RecipeWords.system), position: position, background: .card) {
                    for system in UnitSystem.allCases { amounts(in: system, servings: servings) }
                }
            }
            .padding(EdgeInsets(top: Space.xs, leading: RecipeStyle.margin, bottom: Space.md, trailing: RecipeStyle.margin))
        }
    }

    private func amounts(in system: UnitSystem, servings: Int) -> any View {
        let lines = (try? snapshot.openRecipe?.ingredients(for: servings)) ?? snapshot.openRecipe?.ingredients ?? []
        guard !lines.isEmpty else { return EmptyNote(text: recipeStrings("No ingredients to scale.")) }
        // Stacked at the accessibility sizes, each name over its amount, the lines apart.
        return EnvironmentReader { env in
            VStack(spacing: env.textSize.isAccessibilitySize ? Space.sm : 2) {
                for line in lines { IngredientLine(ingredient: line, units: system).frame(minHeight: 28) }
            }
        }
        .padding(horizontal: Space.md, vertical: Space.sm)
        .frame(maxWidth: .infinity, alignment: .top)
        .tile(name: "amounts \(system.rawValue)", fill: .groupedBackground, padding: 0)
    }
}

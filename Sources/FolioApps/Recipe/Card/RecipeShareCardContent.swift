import FolioDomain
import FolioLayout
import FolioPieces

/// The face of the recipe share card, flat: tonight's dish — its cover art large at
/// the top, its title and its line, and its time and servings — filling whatever box it is given; the surface,
/// rounding, sheen and tilt are the card's.
public struct RecipeShareCardContent: View {
    /// The recipe shown and how many it was cooked for.
    public var recipe: Recipe
    public var servings: Int
    /// The day the card is about.
    public var date: LocalDate
    /// Whether the recipe is on that day's plan (else it is the recipe open in the app).
    public var isPlanned: Bool

    /// The card of `recipe` for `servings` on `date`, planned for that day or not.
    public init(recipe: Recipe, servings: Int, date: LocalDate, isPlanned: Bool = true) {
        self.recipe = recipe
        self.servings = servings
        self.date = date
        self.isPlanned = isPlanned
    }

    /// What the card can truly say of the dish that day: cooked only once it is marked cooked,
    /// planned while it is only on the plan ("Cooked tonight" once said so of a meal only planned).
    public var status: String {
        recipe.cooked.contains(date) ? recipeStrings("Cooked tonight") : isPlanned ? recipeStrings("On tonight's menu") : recipeStrings("From my recipes")
    }

    /// The card of tonight's meal, else of the recipe open, else nil for an empty library.
    public init?(_ snapshot: RecipeSnapshot) {
        if let (meal, recipe) = snapshot.tonight {
            self.init(recipe: recipe, servings: meal.servings ?? recipe.servings, date: snapshot.date)
        } else if let recipe = snapshot.openRecipe {
            self.init(recipe: recipe, servings: snapshot.openServings, date: snapshot.date, isPlanned: false)
        } else {
            return nil
        }
    }

    public var body: any View {
        VStack(alignment: .leading, spacing: Space.sm) {
            HStack(spacing: Space.xxs) {
                IconView(.flame, size: 13, color: .accent)
                Text(status, style: TextStyle.caption.weight(.semibold), color: .secondaryLabel).lineLimit(1)
                Spacer(minLength: Space.xs)
                Text(RecipeFormat.short(date), style: TextStyle.caption.weight(.semibold), color: .secondaryLabel).lineLimit(1)
            }
            // The cover takes the height the words leave it, so a two-line title and a two-line
            // line on the dish both keep their lines.
            RecipeCover.view(recipe, .tile).frame(maxWidth: .infinity, maxHeight: .infinity).cardShadow()
            Text(recipe.title, style: .title2).lineLimit(2).fixedSize(horizontal: false, vertical: true)
            Text(recipe.summary, style: .subheadline, color: .secondaryLabel).lineLimit(2).fixedSize(horizontal: false, vertical: true)
            HStack(spacing: Space.xs) {
                fact(.clock, RecipeFormat.minutes(recipe.totalMinutes))
                fact(.people, RecipeFormat.servings(servings))
            }
        }
        .padding(Space.lg)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .role(.group, name: "share card content")
    }

    private func fact(_ icon: Icon, _ text: String) -> any View {
        HStack(spacing: Space.xxs) {
            IconView(icon, size: 14, color: .accent)
            Text(text, style: TextStyle.subheadline.weight(.semibold)).lineLimit(1)
        }
        .padding(horizontal: Space.sm, vertical: 6)
        .background(ShapeView(.pill).fill(.accent.opacity(0.12)))
        .role(.badge, name: text)
    }
}

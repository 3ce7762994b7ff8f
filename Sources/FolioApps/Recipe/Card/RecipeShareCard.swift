import FolioDomain
import FolioLayout

extension ShareCardEntry {
    /// Recipe and Cooking Mode: tonight's dish — its cover, title, time and servings (the
    /// app's own flat card content) — on warm kitchen paper scattered with cover colours.
    public static let recipe = ShareCardEntry(.recipe, snapshot: RecipeSnapshot.self,
                                              style: ShareCardStyle(icon: .flame, shadow: ThemeColor(light: 0x5A2A10, dark: 0x000000),
                                                                    backdrop: { RecipeCardBackdrop.frames($0) })) { snapshot in
        guard let content = RecipeShareCardContent(snapshot) else {
            return ShareCardFace(content: EmptyNote(text: recipeStrings("Nothing cooked yet.")), headline: recipeStrings("Nothing cooked yet"),
                                 detail: recipeStrings("Recipe and Cooking Mode"))
        }
        return ShareCardFace(content: content, headline: headline(content.recipe.title, status: content.status),
                             detail: RecipeFormat.dotted(RecipeFormat.minutes(content.recipe.totalMinutes), RecipeFormat.servings(content.servings),
                                                         Format.shortDate(snapshot.date)))
    }

    /// The words' headline for a dish called `title`: "Tonight: Tomato soup" while that fits two
    /// lines beside the card, the title alone a little longer, and the card's `status` (what is
    /// true of the dish: cooked, or only on the menu) for a title the card spells out whole.
    static func headline(_ title: String, status: String) -> String {
        title.count <= 20 ? recipeStrings("Tonight: %@", .text(title)) : title.count <= 32 ? title : status
    }
}

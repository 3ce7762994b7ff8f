/// A category of dish. The library's Soups tab shows the recipes tagged `soup`; Quick is computed
/// from the time, never tagged.
public enum RecipeTag: String, NamedChoice {
    case soup, salad, pasta, curry, bake, stew, grill, breakfast, dessert, vegetarian
}

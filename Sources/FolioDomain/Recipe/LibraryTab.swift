/// The library's tabs: every recipe, the quick ones (≤ 30 min, computed) and the soups.
public enum LibraryTab: String, NamedChoice {
    case all, quick, soups

    /// Whether `recipe` is on the tab.
    public func contains(_ recipe: Recipe) -> Bool {
        switch self {
        case .all: true
        case .quick: recipe.isQuick
        case .soups: recipe.isSoup
        }
    }
}

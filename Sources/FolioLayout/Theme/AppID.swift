/// The apps Folio draws, each with its own palette and shape lock, plus a neutral `folio` theme for
/// specimen pages and documents.
public enum AppID: String, Hashable, Sendable, CaseIterable {
    /// Self-Care Pet (inspired by Finch): cards 28, tiles 20.
    case pet
    /// Water and Streaks (inspired by Waterllama): cards 24, tiles 16.
    case water
    /// Recipe and Cooking Mode (inspired by Mela): cards 24, tiles 16.
    case recipe
    /// Budget Envelopes (inspired by Pennies): cards 24, tiles 16.
    case budget
    /// Folio's own neutral look (iOS system colours), for storybook and report pages.
    case folio

    /// The app's own named colours (drinks, envelopes, pastels, covers), in the order of DESIGN.md,
    /// for specimen pages; empty for `folio`.
    public var namedColors: [(name: String, color: ThemeColor)] {
        switch self {
        case .pet: ThemeColor.pet.all
        case .water: ThemeColor.water.all
        case .recipe: ThemeColor.recipe.all
        case .budget: ThemeColor.budget.all
        case .folio: []
        }
    }
}

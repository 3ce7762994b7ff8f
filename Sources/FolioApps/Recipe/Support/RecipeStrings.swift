import FolioDomain

/// The Recipe app's words, looked up by their English text in `Templates/strings/recipe.xcstrings`
/// for the locale of the render. A recipe's title, summary, steps and ingredient names are the
/// snapshot's own text: drawn as written, never keys.
let recipeStrings = AppStrings(app: "recipe")

/// The words for the domain's choices: aisles, measures, how demanding, weekdays.
enum RecipeWords {
    /// "Produce", "Obst & Gemüse".
    static func aisle(_ aisle: Aisle) -> String {
        switch aisle {
        case .produce: recipeStrings("Produce")
        case .bakery: recipeStrings("Bakery")
        case .dairy: recipeStrings("Dairy")
        case .meat: recipeStrings("Meat")
        case .fish: recipeStrings("Fish")
        case .pantry: recipeStrings("Pantry")
        case .spices: recipeStrings("Spices")
        case .frozen: recipeStrings("Frozen")
        }
    }

    /// The unit tab's title: "Metric", "US cups".
    static func system(_ system: UnitSystem) -> String {
        switch system {
        case .metric: recipeStrings("Metric")
        case .us: recipeStrings("US cups")
        }
    }

    /// "Easy", "Medium", "Hard".
    static func difficulty(_ difficulty: Difficulty) -> String {
        switch difficulty {
        case .easy: recipeStrings("Easy")
        case .medium: recipeStrings("Medium")
        case .hard: recipeStrings("Hard")
        }
    }

    /// The day picker's one-letter weekday ("M" for Monday, "ن" in Arabic): keyed by the day's
    /// name, since two days share a letter in English.
    static func initial(_ weekday: Weekday) -> String {
        switch weekday {
        case .monday: recipeStrings("Monday (initial)")
        case .tuesday: recipeStrings("Tuesday (initial)")
        case .wednesday: recipeStrings("Wednesday (initial)")
        case .thursday: recipeStrings("Thursday (initial)")
        case .friday: recipeStrings("Friday (initial)")
        case .saturday: recipeStrings("Saturday (initial)")
        case .sunday: recipeStrings("Sunday (initial)")
        }
    }

    /// `items` as a list ("Basil, Garlic", "Basil، Garlic").
    static func list(_ items: [String]) -> String {
        items.joined(separator: recipeStrings(", "))
    }
}

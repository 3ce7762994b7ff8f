/// Why a Recipe and Cooking Mode action is not allowed on a snapshot.
public enum RecipeActionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No recipe has this id.
    case unknownRecipe(id: String)
    /// There is no recipe to open or cook.
    case noRecipeOpen
    /// The recipe has no steps to cook through.
    case noSteps(recipe: String)
    /// Stepping is only possible while cooking.
    case notCooking
    /// The focus is already on the first or the last step.
    case noStep(index: Int, count: Int)
    /// The oven timer turns from 0 to `CookingSession.maxTimerSeconds`.
    case invalidTimer(seconds: Int)
    /// Servings are 1…24.
    case invalidServings(Int)
    /// Nothing is planned on the day.
    case noMeal(date: LocalDate)
    /// A meal is already planned on the day.
    case dayTaken(date: LocalDate)
    /// Meals are planned on the days of this week from today on.
    case dayOutsideWeek(date: LocalDate)
    /// The shopping list has no such aisle or item.
    case noAisle(Aisle)
    case unknownItem(id: String)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .unknownRecipe(let id): "there is no recipe \"\(id)\""
        case .noRecipeOpen: "no recipe is open"
        case .noSteps(let recipe): "\(recipe) has no steps to cook"
        case .notCooking: "cooking mode is not on"
        case .noStep(let index, let count): "there is no step \(index + 1) of \(count)"
        case .invalidTimer(let seconds): "the oven timer turns from 0 to \(CookingSession.maxTimerSeconds) seconds, not \(seconds)"
        case .invalidServings(let n): "a recipe serves \(Recipe.servingsRange.lowerBound)…\(Recipe.servingsRange.upperBound), not \(n)"
        case .noMeal(let date): "nothing is planned on \(date)"
        case .dayTaken(let date): "a meal is already planned on \(date)"
        case .dayOutsideWeek(let date): "\(date) is not a day of this week from today on"
        case .noAisle(let aisle): "nothing on the list is in \(aisle.rawValue)"
        case .unknownItem(let id): "there is no item \"\(id)\" on the shopping list"
        }
    }
}

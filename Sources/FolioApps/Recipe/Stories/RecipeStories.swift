import FolioDomain
import FolioLayout

/// The named states of the Recipe screens (see ``StoryEntry``), each derived from the snapshot by
/// the app's own actions: Friday 27 November, tomato soup tonight, the weekend not planned yet.
enum RecipeStories {
    static let all: [StoryEntry] = library + detail + cooking + servings + plan + shopping

    private static func story(_ screen: String, _ name: String, _ caption: String,
                              state: @escaping @Sendable (RecipeSnapshot) throws -> RecipeSnapshot = { $0 },
                              view: @escaping @Sendable (RecipeSnapshot) -> any View) -> StoryEntry {
        StoryEntry(.recipe, screen: screen, name, caption: caption, snapshot: RecipeSnapshot.self, state: state, view: view)
    }

    static let library = [
        story("library", "all", "All 13 recipes: the three cooked last to cook again, the other ten as rows") { RecipeLibraryScreen($0) },
        story("library", "quick", "Swiped to Quick: six recipes ready in 30 minutes or less",
              state: { try $0.applying(.pickTab(.quick)) }) { RecipeLibraryScreen($0) },
        story("library", "soups", "Swiped to Soups: four soups, French onion not cooked yet",
              state: { try $0.applying(.pickTab(.soups)) }) { RecipeLibraryScreen($0) },
    ]

    static let detail = [
        story("detail", "tonight", "Tonight's tomato soup: the cover as the hero, its facts, Start cooking, what goes in and the method") {
            RecipeDetailScreen($0)
        },
    ]

    static let cooking = [
        story("cooking", "timer-set", "Cooking the soup, step 2 of 6 in focus: the oven timer turned to its 25 minutes at 200°C") {
            RecipeCookingScreen.registered($0)
        },
        story("cooking", "timer-running", "The tomatoes roasting: 17:42 left on the running timer, which rings at 6:58 PM",
              state: { try RecipeCookingScreen.atTimedStep($0).applying(.setOvenTimer(seconds: 17 * 60 + 42)) }) {
            RecipeCookingScreen($0, isRunning: true)
        },
    ]

    static let servings = [
        story("servings", "metric", "The servings sheet over the soup: 4 servings, amounts in metric") { RecipeServingsScreen($0) },
        story("servings", "us-cups", "Dragged to 8 servings and swiped to US cups: every amount doubled, in cups, spoons and pounds",
              state: { try $0.applying([.scaleServings(RecipeServingsScreen.scaledServings($0)), .switchUnits(.us)]) }) {
            RecipeServingsScreen($0)
        },
    ]

    static let plan = [
        story("plan", "weekend-free", "Monday to Friday planned, four cooked; the free weekend offers green shakshuka") { RecipePlanScreen($0) },
        story("plan", "weekend-planned", "The weekend planned with the offered breakfasts, tonight's soup pinned",
              state: weekendPlanned) { RecipePlanScreen($0) },
    ]

    static let shopping = [
        story("shopping", "aisle", "Tonight's list on its Produce page: 6 of 10 items left, the other aisles under it") {
            RecipeShoppingScreen($0)
        },
        story("shopping", "all-ticked", "Everything ticked off: nothing left to buy, every aisle done",
              state: { s in try s.applying(s.shoppingList.items.filter { !$0.isTicked }.map { .tick(itemID: $0.id) }) }) {
            RecipeShoppingScreen($0)
        },
    ]

    /// Tonight's meal pinned, then each free day from today planned with the recipe the plan offers it.
    @Sendable static func weekendPlanned(_ s: RecipeSnapshot) throws -> RecipeSnapshot {
        var next = s.meal(on: s.date) == nil ? s : try s.applying(.pinMeal(date: s.date))
        for day in next.week.days where day >= next.date && next.meal(on: day) == nil {
            guard let recipe = PlanWeek.suggestion(next, for: day) else { break }
            next = try next.applying(.planRecipe(id: recipe.id, date: day))
        }
        return next
    }
}

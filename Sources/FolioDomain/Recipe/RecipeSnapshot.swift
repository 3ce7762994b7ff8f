import FolioCore

/// A person's kitchen in Recipe and Cooking Mode (`"schema": "folio.recipe/1"`): the library of
/// recipes, the week's plan, what is ticked on the shopping list (the list itself is derived from
/// the plan, never stored), the units they cook in, and where they are in the app (the library's
/// tab, the recipe open, cooking mode). Today comes from the snapshot, never from a clock.
public struct RecipeSnapshot: AppSnapshot, Hashable {
    /// The app id, "recipe".
    public static let appID = "recipe"
    /// The format's schema id.
    public static let schemaID = "folio.recipe/1"
    /// The app's name.
    public static let title = "Recipe and Cooking Mode"

    /// The most recipes and planned meals a snapshot holds.
    public static let maxRecipes = 500, maxPlan = 400

    /// Today, in the snapshot's time zone.
    public var date: LocalDate
    /// The time now.
    public var time: LocalTime
    public var timeZone: TimeZoneID
    /// The measures amounts are shown in.
    public var units: UnitSystem
    public var recipes: [Recipe]
    /// Meals by day, at most one a day.
    public var plan: [PlannedMeal]
    /// The ids of the shopping list's ticked items.
    public var ticked: [String]
    /// The library's tab.
    public var tab: LibraryTab
    /// The recipe open on the recipe, servings and cooking screens (nil: tonight's, or the first).
    public var openID: String?
    /// Servings chosen for the open recipe (nil: its plan's or its own).
    public var servings: Int?
    /// The shopping list's aisle tab (nil: the first aisle).
    public var aisle: Aisle?
    /// Cooking mode, when a recipe is being cooked.
    public var cooking: CookingSession?

    /// A snapshot from its parts (not checked: use `decode` for untrusted data).
    public init(date: LocalDate, time: LocalTime, timeZone: TimeZoneID, units: UnitSystem, recipes: [Recipe],
                plan: [PlannedMeal], ticked: [String], tab: LibraryTab = .all, openID: String? = nil, servings: Int? = nil,
                aisle: Aisle? = nil, cooking: CookingSession? = nil) {
        self.date = date
        self.time = time
        self.timeZone = timeZone
        self.units = units
        self.recipes = recipes
        self.plan = plan
        self.ticked = ticked
        self.tab = tab
        self.openID = openID
        self.servings = servings
        self.aisle = aisle
        self.cooking = cooking
    }

    /// Reads and checks a snapshot from JSON text, reporting every problem with its path.
    public static func decode(_ text: String, file: String) throws(SnapshotError) -> RecipeSnapshot {
        try SnapshotCodec.decode(text, file: file, as: RecipeSnapshot.self)
    }

    /// The JSON Schema of the format, recorded from the reader.
    public static var jsonSchema: JSONValue { SnapshotCodec.schema(of: RecipeSnapshot.self) }

    /// The recipe with `id`.
    public func recipe(_ id: String) -> Recipe? { recipes.first { $0.id == id } }

    /// The recipes of a library tab, in library order.
    public func recipes(on tab: LibraryTab) -> [Recipe] { recipes.filter(tab.contains) }

    /// The recipes of `tab` cooked before, most recently cooked first (ties in library order): the
    /// "cook again" grid.
    public func cookAgain(on tab: LibraryTab) -> [Recipe] {
        recipes(on: tab).enumerated().filter { $0.element.lastCooked != nil }
            .sorted { a, b in
                let (x, y) = (a.element.lastCooked ?? date, b.element.lastCooked ?? date)
                return x != y ? x > y : a.offset < b.offset
            }
            .map(\.element)
    }

    /// The week shown on the plan: the ISO week of today.
    public var week: ISOWeek { ISOWeek(containing: date) }

    /// The meal planned on `day`.
    public func meal(on day: LocalDate) -> PlannedMeal? { plan.first { $0.date == day } }

    /// Tonight's meal and its recipe.
    public var tonight: (meal: PlannedMeal, recipe: Recipe)? {
        guard let meal = meal(on: date), let recipe = recipe(meal.recipeID) else { return nil }
        return (meal, recipe)
    }

    /// The recipe open on the recipe screens: the one chosen, else cooking's, else tonight's, else
    /// the first of the library.
    public var openRecipe: Recipe? {
        openID.flatMap(recipe) ?? cooking.flatMap { recipe($0.recipeID) } ?? tonight?.recipe ?? recipes.first
    }

    /// The servings the open recipe is shown for: the ones chosen, else its plan's, else its own.
    public var openServings: Int {
        guard let open = openRecipe else { return servings ?? 1 }
        return servings ?? plan.first { $0.recipeID == open.id && $0.date >= date }?.servings ?? open.servings
    }

    /// The days of the plan's week from today on that the shopping list is for.
    public var shoppingMeals: [PlannedMeal] {
        plan.filter { week.contains($0.date) && $0.date >= date }.sorted { $0.date < $1.date }
    }

    /// The shopping list, derived from the plan; empty when its sums do not fit, which the snapshot
    /// reader refuses (see ``checkedShoppingList()``).
    public var shoppingList: ShoppingList { (try? checkedShoppingList()) ?? .empty }

    /// The shopping list with every sum checked.
    /// - Throws: `ShoppingListOverflow` naming the meal whose amounts do not fit.
    public func checkedShoppingList() throws(ShoppingListOverflow) -> ShoppingList {
        try ShoppingList(meals: shoppingMeals, recipes: recipes, ticked: Set(ticked))
    }
}

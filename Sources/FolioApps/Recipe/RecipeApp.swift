import FolioDomain

extension AppDefinition {
    /// Recipe and Cooking Mode: its screens, flows, share card, meals chapter and stories, drawn from `RecipeSnapshot`.
    public static let recipe = AppDefinition(theme: .recipe, snapshot: RecipeSnapshot.self, screens: RecipeScreens.all, flows: RecipeFlows.all,
                                           shareCard: .recipe, report: .recipe, motion: .recipe,
                                           stories: RecipeStories.all)
}

/// The Recipe app's screens, registered in ``AppDefinition/recipe``.
enum RecipeScreens {
    /// The screens of Recipe and Cooking Mode, in the order of its seed: the Library, Plan and
    /// Shopping tabs, the recipe and cooking mode pushed from the library, the servings sheet.
    static let all: [ScreenEntry] = [
        ScreenEntry(.recipe, "library", title: "Library", presentation: .tab, snapshot: RecipeSnapshot.self) { RecipeLibraryScreen($0) },
        ScreenEntry(.recipe, "detail", title: "Recipe", presentation: .pushed, snapshot: RecipeSnapshot.self) { RecipeDetailScreen($0) },
        ScreenEntry(.recipe, "cooking", title: "Cooking mode", presentation: .pushed, snapshot: RecipeSnapshot.self) {
            RecipeCookingScreen.registered($0)
        },
        ScreenEntry(.recipe, "servings", title: "Servings", presentation: .sheet, snapshot: RecipeSnapshot.self) { RecipeServingsScreen($0) },
        ScreenEntry(.recipe, "plan", title: "Plan", presentation: .tab, snapshot: RecipeSnapshot.self) { RecipePlanScreen($0) },
        ScreenEntry(.recipe, "shopping", title: "Shopping", presentation: .tab, snapshot: RecipeSnapshot.self) {
            RecipeShoppingScreen($0)
        },
    ]
}

extension RecipeFlows {
    /// The flows of the Recipe seed, captioned with its lines word for word.
    static let all: [FlowEntry] = [
        FlowEntry(.recipe, "quick-recipe", caption: "Swipe from All to Quick and open a recipe", snapshot: RecipeSnapshot.self,
                  steps: { try RecipeFlows.quickRecipe($0) }),
        FlowEntry(.recipe, "cook", caption: "Tap Start cooking, turn the oven timer and step through", snapshot: RecipeSnapshot.self,
                  steps: { try RecipeFlows.cook($0) }),
        FlowEntry(.recipe, "servings", caption: "Open the sliders button, drag the servings track and swipe to US cups",
                  snapshot: RecipeSnapshot.self, steps: { try RecipeFlows.servings($0) }),
        FlowEntry(.recipe, "plan-meal", caption: "Swipe a planned meal, or pick a recipe for the weekend", snapshot: RecipeSnapshot.self,
                  steps: { try RecipeFlows.planMeal($0) }),
        FlowEntry(.recipe, "shopping", caption: "Swipe between aisles and tick off the shopping list", snapshot: RecipeSnapshot.self,
                  steps: { try RecipeFlows.shopping($0) }),
    ]
}

extension RecipeSnapshot {
    mutating func open(_ id: String) throws(RecipeActionError) {
        guard recipe(id) != nil else { throw .unknownRecipe(id: id) }
        openID = id
        servings = nil
    }

    mutating func startCooking() throws(RecipeActionError) {
        guard let recipe = openRecipe else { throw .noRecipeOpen }
        guard let first = recipe.steps.first else { throw .noSteps(recipe: recipe.title) }
        openID = recipe.id
        cooking = CookingSession(recipeID: recipe.id, step: 0, timerSeconds: (first.timerMinutes ?? 0) * 60)
    }

    mutating func moveStep(by delta: Int) throws(RecipeActionError) {
        guard var session = cooking, let recipe = recipe(session.recipeID) else { throw .notCooking }
        let target = session.step + delta
        guard recipe.steps.indices.contains(target) else { throw .noStep(index: target, count: recipe.steps.count) }
        session.step = target
        if let minutes = recipe.steps[target].timerMinutes { session.timerSeconds = minutes * 60 }
        cooking = session
    }

    mutating func setTimer(_ seconds: Int) throws(RecipeActionError) {
        guard var session = cooking else { throw .notCooking }
        guard (0...CookingSession.maxTimerSeconds).contains(seconds) else { throw .invalidTimer(seconds: seconds) }
        session.timerSeconds = seconds
        cooking = session
    }

    mutating func scale(to servings: Int) throws(RecipeActionError) {
        guard Recipe.servingsRange.contains(servings) else { throw .invalidServings(servings) }
        guard let recipe = openRecipe else { throw .noRecipeOpen }
        openID = recipe.id
        self.servings = servings
    }

    mutating func setPinned(_ pinned: Bool, on date: LocalDate) throws(RecipeActionError) {
        guard let index = plan.firstIndex(where: { $0.date == date }) else { throw .noMeal(date: date) }
        plan[index].isPinned = pinned
    }

    mutating func removeMeal(on date: LocalDate) throws(RecipeActionError) {
        guard let index = plan.firstIndex(where: { $0.date == date }) else { throw .noMeal(date: date) }
        plan.remove(at: index)
        let listed = Set(shoppingList.items.map(\.id))
        ticked.removeAll { !listed.contains($0) }
    }

    mutating func plan(_ id: String, on date: LocalDate) throws(RecipeActionError) {
        guard recipe(id) != nil else { throw .unknownRecipe(id: id) }
        guard week.contains(date), date >= self.date else { throw .dayOutsideWeek(date: date) }
        guard meal(on: date) == nil else { throw .dayTaken(date: date) }
        plan.append(PlannedMeal(date: date, recipeID: id))
        plan.sort { $0.date < $1.date }
    }

    mutating func pick(_ aisle: Aisle) throws(RecipeActionError) {
        guard shoppingList.aisles.contains(aisle) else { throw .noAisle(aisle) }
        self.aisle = aisle
    }

    mutating func setTicked(_ isTicked: Bool, _ id: String) throws(RecipeActionError) {
        guard shoppingList.items.contains(where: { $0.id == id }) else { throw .unknownItem(id: id) }
        ticked.removeAll { $0 == id }
        if isTicked { ticked.append(id) }
    }
}

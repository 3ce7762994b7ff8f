extension RecipeSnapshot: SnapshotFormat {
    static func read(_ root: ObjectNode) -> RecipeSnapshot? {
        let path = JSONPath.root
        let date = root["date"].date()
        let time = root["time"].time()
        let timeZone = root["timeZone"].timeZone()
        let units = root["units"].choice(UnitSystem.self)
        var ids = Set<String>()
        let recipesNode = root["recipes"]
        let recipes = recipesNode.elements(maxCount: maxRecipes) { Recipe.read($0) { ids.insert($0) } }
        let plan = root["plan"].elements(maxCount: maxPlan) { PlannedMeal.read($0) }
        let ticked = root["ticked"].elements(maxCount: 2000, uniqueItems: true) { $0.identifier() }
        let tab = root.optional("tab").map { $0.choice(LibraryTab.self) }
        let open = root.optional("open").map { $0.identifier() }
        let servings = root.optional("servings").map { $0.integer(Recipe.servingsRange, "a number of servings") }
        let aisle = root.optional("aisle").map { $0.choice(Aisle.self) }
        let cooking = root.optional("cooking").map(CookingSession.read)

        if let sink = root.sink {
            sink.requireUnique(recipes.indexed(\.id), noun: "recipe id") { path["recipes"][$0]["id"] }
            sink.requireUnique(plan.indexed(\.date), noun: "day (one meal a day)") { path["plan"][$0]["date"] }
            sink.requireUnique(ticked.indexed { $0 }, noun: "ticked item") { path["ticked"][$0] }
            if case .array? = recipesNode.value {
                for (i, id) in plan.indexed(\.recipeID) { sink.requireKnown(id, in: ids, noun: "a recipe", at: path["plan"][i]["recipe"]) }
                if case .some(.some(let id)) = open { sink.requireKnown(id, in: ids, noun: "a recipe", at: path["open"]) }
                if case .some(.some(let session)) = cooking {
                    sink.requireKnown(session.recipeID, in: ids, noun: "a recipe", at: path["cooking"]["recipe"])
                    if let recipe = recipes.items.first(where: { $0.value.id == session.recipeID })?.value, session.step >= recipe.steps.count {
                        sink.report(path["cooking"]["step"], expected: "a step index 0…\(max(0, recipe.steps.count - 1)) of \(recipe.title)",
                                    found: "\(session.step)")
                    }
                }
            }
            if let date {
                for (i, recipe) in recipes.items {
                    for (j, day) in recipe.cooked.enumerated() where day > date {
                        sink.report(path["recipes"][i]["cooked"][j], expected: "a day on or before the snapshot's date \(date)",
                                    found: "\(day), in the future")
                    }
                }
            }
        }
        guard let date, let time, let timeZone, let units, let recipes = recipes.values, let plan = plan.values,
              let ticked = ticked.values, tab ?? .all != nil, open ?? "" != nil, servings ?? 1 != nil, aisle ?? .produce != nil,
              cooking ?? CookingSession(recipeID: "", step: 0, timerSeconds: 0) != nil else { return nil }
        let snapshot = RecipeSnapshot(date: date, time: time, timeZone: timeZone, units: units, recipes: recipes, plan: plan,
                                      ticked: ticked, tab: (tab ?? nil) ?? .all, openID: open ?? nil, servings: servings ?? nil,
                                      aisle: aisle ?? nil, cooking: cooking ?? nil)
        if let sink = root.sink {
            let list: ShoppingList
            do {
                list = try snapshot.checkedShoppingList()
            } catch {
                let index = plan.firstIndex(of: error.meal) ?? 0
                sink.report(path["plan"][index], expected: "a meal whose amounts add up to a shopping list that can be kept exactly",
                            found: "amounts that overflow it")
                return nil
            }
            let listed = Set(list.items.map(\.id))
            for (i, id) in ticked.enumerated() { sink.requireKnown(id, in: listed, noun: "an item on the shopping list", at: path["ticked"][i]) }
        }
        return snapshot
    }
}

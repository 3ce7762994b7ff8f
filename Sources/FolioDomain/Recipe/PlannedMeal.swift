/// A meal on the plan: the recipe for a day, for how many, and whether it is pinned (kept when
/// the week is replanned).
public struct PlannedMeal: Hashable, Sendable {
    public var date: LocalDate
    /// The id of a recipe of the library.
    public var recipeID: String
    /// Servings to cook; the recipe's own when nil.
    public var servings: Int?
    public var isPinned: Bool

    /// A planned meal from its parts.
    public init(date: LocalDate, recipeID: String, servings: Int? = nil, isPinned: Bool = false) {
        self.date = date
        self.recipeID = recipeID
        self.servings = servings
        self.isPinned = isPinned
    }

    static func read(_ node: JSONNode) -> PlannedMeal? {
        node.object { o in
            let date = o["date"].date()
            let recipe = o["recipe"].identifier()
            let servings = o.optional("servings").map { $0.integer(Recipe.servingsRange, "a number of servings") }
            let pinned = o.optional("pinned").map { $0.boolean() }
            guard let date, let recipe, servings ?? 0 != nil, pinned ?? false != nil else { return nil }
            return PlannedMeal(date: date, recipeID: recipe, servings: servings ?? nil, isPinned: (pinned ?? false) ?? false)
        }
    }
}

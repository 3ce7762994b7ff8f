/// One recipe of the library: the dish, its times and servings, what goes in, how it is made, when
/// it was cooked, and what its cover asks for.
public struct Recipe: Hashable, Sendable, Identifiable {
    /// The most ingredients and steps a recipe holds.
    public static let maxIngredients = 80, maxSteps = 60
    /// The servings a recipe can be made for.
    public static let servingsRange = 1...24
    /// A recipe is Quick when its prep and cook take at most this long, in minutes.
    public static let quickMinutes = 30

    /// Unique among recipes.
    public var id: String
    /// The dish ("Tomato soup").
    public var title: String
    /// A line on the dish ("Roasted tomatoes, a little cream").
    public var summary: String
    /// Its categories.
    public var tags: [RecipeTag]
    /// Minutes of preparation and of cooking.
    public var prepMinutes: Int
    public var cookMinutes: Int
    /// The servings the ingredients are written for.
    public var servings: Int
    public var difficulty: Difficulty
    /// Energy per serving, if known.
    public var calories: Int?
    public var ingredients: [Ingredient]
    public var steps: [RecipeStep]
    /// The days it was cooked, in the order written.
    public var cooked: [LocalDate]
    public var cover: CoverSpec

    /// A recipe from its parts.
    public init(id: String, title: String, summary: String, tags: [RecipeTag], prepMinutes: Int, cookMinutes: Int,
                servings: Int, difficulty: Difficulty, calories: Int? = nil, ingredients: [Ingredient], steps: [RecipeStep],
                cooked: [LocalDate] = [], cover: CoverSpec = CoverSpec()) {
        self.id = id
        self.title = title
        self.summary = summary
        self.tags = tags
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.servings = servings
        self.difficulty = difficulty
        self.calories = calories
        self.ingredients = ingredients
        self.steps = steps
        self.cooked = cooked
        self.cover = cover
    }

    /// Prep and cook, in minutes.
    public var totalMinutes: Int { prepMinutes + cookMinutes }

    /// Whether it is on the Quick tab: computed from the time, never tagged.
    public var isQuick: Bool { totalMinutes <= Recipe.quickMinutes }

    /// Whether it is on the Soups tab.
    public var isSoup: Bool { tags.contains(.soup) }

    /// The last day it was cooked.
    public var lastCooked: LocalDate? { cooked.max() }

    /// The ingredients for `servings`, every amount scaled exactly by `servings / self.servings`.
    /// - Throws: `QuantityOverflow` when an amount does not fit (never for a snapshot that was read).
    public func ingredients(for servings: Int) throws(QuantityOverflow) -> [Ingredient] {
        guard let factor = Quantity(servings, self.servings) else { return ingredients }
        var scaled: [Ingredient] = []
        for line in ingredients { scaled.append(Ingredient(name: line.name, amount: try line.amount.scaled(by: factor), aisle: line.aisle)) }
        return scaled
    }

    /// Reads a recipe; `readID` hears its id whenever the id itself is readable, so references to
    /// it can be checked even when another of its members is broken.
    static func read(_ node: JSONNode, readID: (String) -> Void = { _ in }) -> Recipe? {
        node.object { o in
            let id = o["id"].identifier()
            if let id { readID(id) }
            let title = o["title"].text(.title)
            let summary = o["summary"].text(.message)
            let tags = o["tags"].array(maxCount: RecipeTag.allCases.count, uniqueItems: true) { $0.choice(RecipeTag.self) }
            let prep = o["prepMinutes"].integer(0...1440, "minutes of preparation")
            let cook = o["cookMinutes"].integer(0...1440, "minutes of cooking")
            let servings = o["servings"].integer(servingsRange, "a number of servings")
            let difficulty = o["difficulty"].choice(Difficulty.self)
            let calories = o.optional("calories").map { $0.integer(1...5000, "calories per serving") }
            let ingredients = o["ingredients"].array(maxCount: maxIngredients) { Ingredient.read($0) }
            let steps = o["steps"].array(maxCount: maxSteps) { RecipeStep.read($0) }
            let cooked = o["cooked"].array(maxCount: 1000) { $0.date() }
            let cover = o.optional("cover").map(CoverSpec.read)
            if let tags { o.sink?.requireUnique(tags.map(\.rawValue), noun: "tag") { o.node.path["tags"][$0] } }
            guard let id, let title, let summary, let tags, let prep, let cook, let servings, let difficulty,
                  calories ?? 0 != nil, let ingredients, let steps, let cooked, cover ?? CoverSpec() != nil else { return nil }
            return Recipe(id: id, title: title, summary: summary, tags: tags, prepMinutes: prep, cookMinutes: cook,
                          servings: servings, difficulty: difficulty, calories: calories ?? nil, ingredients: ingredients,
                          steps: steps, cooked: cooked, cover: (cover ?? nil) ?? CoverSpec())
        }
    }
}

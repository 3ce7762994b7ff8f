/// Cooking mode in progress: which recipe, for how many, the step in focus and the oven timer.
public struct CookingSession: Hashable, Sendable {
    /// The longest the oven timer turns to, in seconds (eight hours).
    public static let maxTimerSeconds = RecipeStep.maxTimerMinutes * 60

    public var recipeID: String
    /// The index of the step in focus.
    public var step: Int
    /// What the oven timer is set to, in seconds (0: not set).
    public var timerSeconds: Int

    /// A session from its parts.
    public init(recipeID: String, step: Int, timerSeconds: Int) {
        self.recipeID = recipeID
        self.step = step
        self.timerSeconds = timerSeconds
    }

    static func read(_ node: JSONNode) -> CookingSession? {
        node.object { o in
            let recipe = o["recipe"].identifier()
            let step = o["step"].integer(0...(Recipe.maxSteps - 1), "a step index")
            let timer = o["timerSeconds"].integer(0...maxTimerSeconds, "a timer in seconds")
            guard let recipe, let step, let timer else { return nil }
            return CookingSession(recipeID: recipe, step: step, timerSeconds: timer)
        }
    }
}

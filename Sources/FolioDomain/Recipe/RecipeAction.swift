/// Something a person does in Recipe and Cooking Mode. Applying one to a snapshot gives the next
/// snapshot, or a ``RecipeActionError`` when the rules do not allow it; flows are lists of these.
public enum RecipeAction: Hashable, Sendable {
    /// Swipe or tap to a tab of the library.
    case pickTab(LibraryTab)
    /// Open a recipe (servings back to its plan's or its own).
    case openRecipe(id: String)
    /// Start cooking the open recipe at its first step, the timer set to that step's.
    case startCooking
    /// Move the focus to the next step (its timer set when it has one).
    case stepForward
    /// Move the focus back a step.
    case stepBack
    /// Turn the oven timer to `seconds` (0 clears it).
    case setOvenTimer(seconds: Int)
    /// Scale the open recipe to `servings`.
    case scaleServings(Int)
    /// Show amounts in `system`.
    case switchUnits(UnitSystem)
    /// Pin the meal planned on `date`.
    case pinMeal(date: LocalDate)
    /// Unpin it.
    case unpinMeal(date: LocalDate)
    /// Take the meal off the plan (its shopping ticks go with the items that leave the list).
    case removeMeal(date: LocalDate)
    /// Plan recipe `id` on an empty day of this week.
    case planRecipe(id: String, date: LocalDate)
    /// Show one aisle of the shopping list.
    case pickAisle(Aisle)
    /// Tick an item of the shopping list off.
    case tick(itemID: String)
    /// Take the tick back.
    case untick(itemID: String)
}

extension RecipeSnapshot {
    /// The snapshot after `action`.
    /// - Throws: `RecipeActionError` when the action is not allowed on this snapshot.
    public func applying(_ action: RecipeAction) throws(RecipeActionError) -> RecipeSnapshot {
        var next = self
        switch action {
        case .pickTab(let tab): next.tab = tab
        case .openRecipe(let id): try next.open(id)
        case .startCooking: try next.startCooking()
        case .stepForward: try next.moveStep(by: 1)
        case .stepBack: try next.moveStep(by: -1)
        case .setOvenTimer(let seconds): try next.setTimer(seconds)
        case .scaleServings(let servings): try next.scale(to: servings)
        case .switchUnits(let system): next.units = system
        case .pinMeal(let date): try next.setPinned(true, on: date)
        case .unpinMeal(let date): try next.setPinned(false, on: date)
        case .removeMeal(let date): try next.removeMeal(on: date)
        case .planRecipe(let id, let date): try next.plan(id, on: date)
        case .pickAisle(let aisle): try next.pick(aisle)
        case .tick(let id): try next.setTicked(true, id)
        case .untick(let id): try next.setTicked(false, id)
        }
        return next
    }

    /// The snapshot after each of `actions` in turn.
    /// - Throws: the `RecipeActionError` of the first action not allowed.
    public func applying(_ actions: [RecipeAction]) throws(RecipeActionError) -> RecipeSnapshot {
        var next = self
        for action in actions { next = try next.applying(action) }
        return next
    }
}

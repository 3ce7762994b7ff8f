/// A week of meals as the weekly report tells it: what was planned each day, what was cooked, the
/// recipes cooked most, and what the shopping list had ticked. An empty week (nothing planned,
/// nothing cooked) is honestly empty.
public struct RecipeWeekSummary: Hashable, Sendable {
    /// One day of the week.
    public struct Day: Hashable, Sendable {
        public var date: LocalDate
        /// The recipe planned on the day, if any.
        public var planned: Recipe?
        /// The recipes cooked that day, in library order.
        public var cooked: [Recipe]
        /// Whether the day is after the snapshot's today.
        public var isAhead: Bool
        /// Whether the day is the snapshot's today (its meal is tonight's, still to cook).
        public var isToday: Bool = false
    }

    /// A recipe and how often it was cooked.
    public struct Favourite: Hashable, Sendable {
        public var recipe: Recipe
        public var times: Int
    }

    /// The shopping list's ticks.
    public struct Shopping: Hashable, Sendable {
        public var ticked: Int
        public var total: Int
    }

    public var week: ISOWeek
    /// Monday to Sunday.
    public var days: [Day]
    /// The recipes cooked most up to the week's end, most first (ties by the latest cooked, then
    /// library order), with how often; at most three.
    public var mostCooked: [Favourite]
    /// Items ticked and all items of the shopping list, when the week is the snapshot's own.
    public var shopping: Shopping?

    /// The meals planned in the week.
    public var planned: Int { days.filter { $0.planned != nil }.count }
    /// The meals cooked in the week.
    public var cooked: Int { days.reduce(0) { $0 + $1.cooked.count } }
    /// Planned meals that were cooked on their day.
    public var cookedAsPlanned: Int { days.filter { day in day.planned.map { p in day.cooked.contains { $0.id == p.id } } ?? false }.count }
    /// Whether nothing was planned or cooked in the week.
    public var isEmpty: Bool { planned == 0 && cooked == 0 }
}

extension RecipeSnapshot {
    /// The meals of `week`.
    public func weekSummary(_ week: ISOWeek) -> RecipeWeekSummary {
        let days = week.days.map { day in
            RecipeWeekSummary.Day(date: day, planned: meal(on: day).flatMap { recipe($0.recipeID) },
                                  cooked: recipes.filter { $0.cooked.contains(day) }, isAhead: day > date, isToday: day == date)
        }
        let end = min(week.sunday, date)
        let counted = recipes.enumerated().compactMap { i, recipe -> (recipe: Recipe, times: Int, last: LocalDate, index: Int)? in
            let dates = recipe.cooked.filter { $0 <= end }
            guard let last = dates.max() else { return nil }
            return (recipe, dates.count, last, i)
        }
        let most = counted.sorted { a, b in
            a.times != b.times ? a.times > b.times : a.last != b.last ? a.last > b.last : a.index < b.index
        }
        let list = shoppingList
        return RecipeWeekSummary(week: week, days: days, mostCooked: most.prefix(3).map { RecipeWeekSummary.Favourite(recipe: $0.recipe, times: $0.times) },
                                 shopping: week == self.week && !list.items.isEmpty
                                     ? RecipeWeekSummary.Shopping(ticked: list.ticked, total: list.items.count) : nil)
    }

    /// The days the snapshot has a record of: from the first day cooked or planned through today
    /// (the plan ahead is not a record yet).
    public var recordedDays: ClosedRange<LocalDate> {
        min((recipes.flatMap(\.cooked) + plan.map(\.date)).min() ?? date, date)...date
    }

    /// The days of `week` the snapshot has a record of, or nil when the week lies outside them.
    public func recordedDays(in week: ISOWeek) -> ClosedRange<LocalDate>? {
        let span = recordedDays
        let first = max(week.monday, span.lowerBound), last = min(week.sunday, span.upperBound)
        return first <= last ? first...last : nil
    }
}

/// The shopping list of the week's planned meals from today on: every ingredient scaled to the
/// meal's servings, the same ingredient in compatible units summed, grouped by aisle in the shop's
/// order, ticked items kept by id.
public struct ShoppingList: Hashable, Sendable {
    /// Every item, aisle by aisle (in ``Aisle`` order), in the order the plan first needs them.
    public var items: [ShoppingItem]

    /// The list of `meals` (in date order) from `recipes`, with the ids in `ticked` ticked.
    /// - Throws: `ShoppingListOverflow` naming the first meal whose amounts no longer fit.
    public init(meals: [PlannedMeal], recipes: [Recipe], ticked: Set<String>) throws(ShoppingListOverflow) {
        let byID = Dictionary(recipes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var order: [String] = []
        var lines: [String: ShoppingItem] = [:]
        for meal in meals.sorted(by: { $0.date < $1.date }) {
            guard let recipe = byID[meal.recipeID] else { continue }
            do {
                for ingredient in try recipe.ingredients(for: meal.servings ?? recipe.servings) {
                    let key = ShoppingList.key(ingredient)
                    if var line = lines[key], let sum = try line.amount.adding(ingredient.amount) {
                        line.amount = sum
                        if !line.recipes.contains(recipe.title) { line.recipes.append(recipe.title) }
                        lines[key] = line
                    } else {
                        order.append(key)
                        lines[key] = ShoppingItem(id: key, name: ingredient.name, aisle: ingredient.aisle, amount: ingredient.amount,
                                                  recipes: [recipe.title])
                    }
                }
            } catch {
                throw ShoppingListOverflow(meal: meal)
            }
        }
        var ids = Set<String>()
        items = Aisle.allCases.flatMap { aisle in
            order.compactMap { lines[$0] }.filter { $0.aisle == aisle }.map { line in
                var item = line
                item.id = ShoppingList.identifier(item, taken: ids)
                ids.insert(item.id)
                item.isTicked = ticked.contains(item.id)
                return item
            }
        }
    }

    /// A list of nothing.
    public static let empty = ShoppingList(items: [])

    private init(items: [ShoppingItem]) {
        self.items = items
    }

    /// The aisles that have items, in order.
    public var aisles: [Aisle] { Aisle.allCases.filter { aisle in items.contains { $0.aisle == aisle } } }

    /// The items of one aisle.
    public func items(in aisle: Aisle) -> [ShoppingItem] { items.filter { $0.aisle == aisle } }

    /// The items still to buy.
    public var remaining: Int { items.filter { !$0.isTicked }.count }

    /// The items ticked off.
    public var ticked: Int { items.count - remaining }

    /// Lines merge when they share aisle, name (ignoring case and spacing) and what they measure.
    private static func key(_ ingredient: Ingredient) -> String {
        let name = ingredient.name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return "\(ingredient.aisle.rawValue)|\(name)|\(ingredient.amount.unit.dimension.rawValue)"
    }

    /// The item's id: its name's slug and its base unit ("flour-g"), unique on the list.
    private static func identifier(_ item: ShoppingItem, taken: Set<String>) -> String {
        let unit = MeasureUnit.base(of: item.amount.unit.dimension).rawValue
        let slug = UniqueID.make(from: item.name, fallback: "item", taken: [])
        return UniqueID.make(from: "\(slug) \(unit)", fallback: "item-\(unit)", taken: taken)
    }
}

/// A shopping list whose sums do not fit: the meal whose amounts broke it.
public struct ShoppingListOverflow: Error, Hashable, Sendable {
    /// The first meal (in date order) whose amounts could not be added to the list.
    public var meal: PlannedMeal
}

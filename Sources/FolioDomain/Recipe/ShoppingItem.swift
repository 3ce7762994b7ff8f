/// One line of the shopping list: an ingredient of the planned recipes with its amounts summed
/// (only amounts that measure the same thing are added: cups and grams stay on separate lines).
public struct ShoppingItem: Hashable, Sendable, Identifiable {
    /// Stable while the plan holds it: the name's slug and the base unit ("flour-g", "flour-ml").
    public var id: String
    /// The ingredient's name as the first recipe writes it.
    public var name: String
    public var aisle: Aisle
    /// What to buy, summed over the recipes.
    public var amount: Amount
    /// The titles of the recipes that need it, in plan order.
    public var recipes: [String]
    /// Whether it is ticked off.
    public var isTicked: Bool

    /// An item from its parts.
    public init(id: String, name: String, aisle: Aisle, amount: Amount, recipes: [String], isTicked: Bool = false) {
        self.id = id
        self.name = name
        self.aisle = aisle
        self.amount = amount
        self.recipes = recipes
        self.isTicked = isTicked
    }
}

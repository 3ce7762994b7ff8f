/// One line of a recipe's ingredients: how much of what, and where the shop keeps it.
public struct Ingredient: Hashable, Sendable {
    /// What it is ("Plum tomatoes").
    public var name: String
    /// How much, for the recipe's base servings.
    public var amount: Amount
    /// Where it is bought.
    public var aisle: Aisle

    /// An ingredient from its parts.
    public init(name: String, amount: Amount, aisle: Aisle) {
        self.name = name
        self.amount = amount
        self.aisle = aisle
    }

    static func read(_ node: JSONNode) -> Ingredient? {
        node.object { o in
            let name = o["name"].text(.name)
            let quantity = o["quantity"].quantity()
            let unit = o["unit"].choice(MeasureUnit.self)
            let aisle = o["aisle"].choice(Aisle.self)
            guard let name, let quantity, let unit, let aisle else { return nil }
            return Ingredient(name: name, amount: Amount(quantity, unit), aisle: aisle)
        }
    }
}

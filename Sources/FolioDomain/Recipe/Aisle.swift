/// Where an ingredient is found in a shop; the shopping list is grouped by these, in this order.
public enum Aisle: String, NamedChoice {
    case produce, bakery, dairy, meat, fish, pantry, spices, frozen
}

@testable import FolioDomain
import XCTest

extension Fixtures {
    /// The default Recipe and Cooking Mode snapshot.
    static func recipe() throws -> RecipeSnapshot {
        try RecipeSnapshot.decode(text("recipe.json"), file: "recipe.json")
    }
}

/// A quantity from a fraction known to be valid in a test.
func q(_ n: Int, _ d: Int = 1) -> Quantity {
    Quantity(n, d) ?? Quantity(whole: 0)
}

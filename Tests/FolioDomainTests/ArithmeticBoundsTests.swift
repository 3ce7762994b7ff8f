import FolioCore
@testable import FolioDomain
import XCTest

/// Arithmetic on data never traps: the sums a valid snapshot makes are exact, and a total that
/// truly cannot be kept is a problem with its JSON path.
final class ArithmeticBoundsTests: XCTestCase {
    /// Four meals of one ingredient in oz, lb, g and kg, from recipes of 23, 19, 17 and 13 servings
    /// cooked for 24: the shopping list's fraction outgrew 64 bits and trapped when it was read.
    func testAShoppingListOfCoprimeServingsAndMixedUnitsIsExact() throws {
        let snapshot = try RecipeSnapshot.decode(Self.coprimeMeals(quantity: "99999 15/16").serialized(), file: "recipe.json")
        let butter = try XCTUnwrap(snapshot.shoppingList.items.first { $0.name == "Butter" })
        let grams = (1_599_999.0 / 16) * 24 * (28.349523125 / 23 + 453.59237 / 19 + 1.0 / 17 + 1000.0 / 13)
        XCTAssertEqual(try butter.amount.inBase().quantity.doubleValue, grams, accuracy: grams * 1e-12)
        XCTAssertEqual(butter.amount.reading(in: .metric), AmountReading(.hundredths(Int((grams / 10).rounded())), .kg))
    }

    func testExactArithmeticThatCannotFitThrowsInsteadOfTrapping() throws {
        let huge = try XCTUnwrap(Quantity(Int.max, 1))
        var value = huge
        XCTAssertThrowsError(try { for _ in 0..<3 { value = try value * huge } }())
        let tiny = try XCTUnwrap(Quantity(1, Int.max))
        XCTAssertThrowsError(try tiny * tiny * tiny)
        XCTAssertEqual(try (huge * huge) / huge, huge)
    }

    /// Two envelopes of $60 quadrillion each fit alone; their sum showed "$0.00" left this month.
    func testMoneyTotalsAcrossEnvelopesThatOverflowNameTheAmount() throws {
        let envelopes = JSONPath.root["envelopes"]
        let sixty = JSONValue.string("60000000000000000.00")
        let d = try Fixtures.diagnostics(of: BudgetSnapshot.self, editing: [(envelopes[0]["budget"], sixty), (envelopes[1]["budget"], sixty)])
        assertSingleDiagnostic(d, at: "$.envelopes[1].budget", mentioning: ["within 64-bit minor units", "overflows them"])
    }

    /// The default recipe snapshot with four meals of butter planned from today.
    static func coprimeMeals(quantity: String) throws -> JSONValue {
        guard case .object(var root) = try Fixtures.json("recipe.json"), case .array(let recipes)? = root["recipes"],
              case .object(let model)? = recipes.first else { throw FixtureShapeChanged() }
        let meals = [(23, "oz"), (19, "lb"), (17, "g"), (13, "kg")].enumerated().map { i, meal in
            var recipe = model
            recipe["id"] = .string("butter-\(i)")
            recipe["title"] = .string("Butter \(i)")
            recipe["servings"] = .number(Double(meal.0))
            recipe["cooked"] = .array([])
            recipe["ingredients"] = .array([.object(["name": .string("Butter"), "quantity": .string(quantity),
                                                     "unit": .string(meal.1), "aisle": .string("dairy")])])
            return JSONValue.object(recipe)
        }
        root["date"] = .string("2026-11-26")
        root["recipes"] = .array(meals)
        root["plan"] = .array((0..<4).map { i in
            .object(["date": .string("2026-11-2\(6 + i)"), "recipe": .string("butter-\(i)"), "servings": .number(24)])
        })
        root["ticked"] = .array([])
        return .object(root)
    }
}

/// The bundled snapshot no longer has the shape a test builds on.
private struct FixtureShapeChanged: Error {}

import FolioCore
@testable import FolioDomain
import XCTest

/// One test per kind of impossible Recipe input, each with its JSON path.
final class RecipeValidationTests: XCTestCase {
    private func diagnostics(_ edits: [(JSONPath, JSONValue?)]) throws -> [Diagnostic] {
        try Fixtures.diagnostics(of: RecipeSnapshot.self, editing: edits)
    }

    private let recipes = JSONPath.root["recipes"]

    func testZeroAndNegativeServings() throws {
        assertSingleDiagnostic(try diagnostics([(recipes[0]["servings"], .number(0))]), at: "$.recipes[0].servings",
                               mentioning: ["recipe.json: $.recipes[0].servings: expected a number of servings 1…24, found 0"])
        assertSingleDiagnostic(try diagnostics([(JSONPath.root["plan"][1]["servings"], .number(-2))]), at: "$.plan[1].servings",
                               mentioning: ["found -2"])
    }

    func testAnUnparseableQuantity() throws {
        let path = recipes[0]["ingredients"][2]["quantity"]
        assertSingleDiagnostic(try diagnostics([(path, .string("1//2"))]), at: "$.recipes[0].ingredients[2].quantity",
                               mentioning: ["expected an amount such as \"250\", \"1/3\" or \"1 1/2\"", "found \"1//2\""])
        assertSingleDiagnostic(try diagnostics([(path, .string("0"))]), at: "$.recipes[0].ingredients[2].quantity", mentioning: ["found \"0\""])
        assertSingleDiagnostic(try diagnostics([(path, .number(250))]), at: "$.recipes[0].ingredients[2].quantity", mentioning: ["found 250"])
        assertSingleDiagnostic(try diagnostics([(path, .string("1/32"))]), at: "$.recipes[0].ingredients[2].quantity")
    }

    func testAnUnknownUnitOrAisle() throws {
        let ingredient = recipes[1]["ingredients"][0]
        assertSingleDiagnostic(try diagnostics([(ingredient["unit"], .string("handful"))]), at: "$.recipes[1].ingredients[0].unit",
                               mentioning: ["expected one of g, kg, ml, l, tsp, tbsp, cup, fl-oz", "found \"handful\""])
        assertSingleDiagnostic(try diagnostics([(ingredient["aisle"], .string("checkout"))]), at: "$.recipes[1].ingredients[0].aisle",
                               mentioning: ["expected one of produce, bakery, dairy", "found \"checkout\""])
    }

    func testANegativeStepTimer() throws {
        assertSingleDiagnostic(try diagnostics([(recipes[0]["steps"][1]["timerMinutes"], .number(-5))]), at: "$.recipes[0].steps[1].timerMinutes",
                               mentioning: ["expected a timer in minutes 1…480, found -5"])
        assertSingleDiagnostic(try diagnostics([(recipes[0]["steps"][0]["ovenC"], .number(900))]), at: "$.recipes[0].steps[0].ovenC",
                               mentioning: ["expected an oven temperature in °C 50…300, found 900"])
    }

    func testAPlanEntryNamingAMissingRecipe() throws {
        assertSingleDiagnostic(try diagnostics([(JSONPath.root["plan"][0]["recipe"], .string("beef-wellington"))]), at: "$.plan[0].recipe",
                               mentioning: ["expected the id of a recipe, found \"beef-wellington\", which is not one"])
    }

    func testDuplicateIDsAndDays() throws {
        assertSingleDiagnostic(try diagnostics([(recipes[3]["id"], .string("tomato-soup"))]), at: "$.recipes[3].id",
                               mentioning: ["expected a unique recipe id, found \"tomato-soup\" again (first at $.recipes[0].id)"])
        assertSingleDiagnostic(try diagnostics([(JSONPath.root["plan"][1]["date"], .string("2026-11-23"))]), at: "$.plan[1].date",
                               mentioning: ["expected a unique day (one meal a day)"])
    }

    func testACookedDateAfterTheSnapshot() throws {
        assertSingleDiagnostic(try diagnostics([(recipes[0]["cooked"][0], .string("2026-11-28"))]), at: "$.recipes[0].cooked[0]",
                               mentioning: ["expected a day on or before the snapshot's date 2026-11-27, found 2026-11-28, in the future"])
        assertSingleDiagnostic(try diagnostics([(recipes[0]["cooked"][1], .string("2026-02-30"))]), at: "$.recipes[0].cooked[1]",
                               mentioning: ["which does not exist"])
    }

    func testTicksAndCookingNameWhatExists() throws {
        assertSingleDiagnostic(try diagnostics([(JSONPath.root["ticked"][0], .string("caviar-g"))]), at: "$.ticked[0]",
                               mentioning: ["expected the id of an item on the shopping list, found \"caviar-g\""])
        let cooking: JSONValue = .object(["recipe": .string("tomato-soup"), "step": .number(9), "timerSeconds": .number(0)])
        assertSingleDiagnostic(try diagnostics([(JSONPath.root["cooking"], cooking)]), at: "$.cooking.step",
                               mentioning: ["expected a step index 0…5 of Tomato soup, found 9"])
    }

    func testEveryProblemIsReportedAtOnce() throws {
        let d = try diagnostics([(recipes[0]["servings"], .number(-1)), (recipes[0]["ingredients"][0]["quantity"], .string("1//2")),
                                 (recipes[2]["ingredients"][0]["unit"], .string("handful")), (recipes[2]["steps"][0]["timerMinutes"], .number(-5)),
                                 (JSONPath.root["plan"][4]["recipe"], .string("nope")), (recipes[5]["cooked"][0], .string("2027-01-01")),
                                 (JSONPath.root["units"], .string("imperial"))])
        XCTAssertEqual(Set(d.compactMap { $0.path?.description }), [
            "$.recipes[0].servings", "$.recipes[0].ingredients[0].quantity", "$.recipes[2].ingredients[0].unit",
            "$.recipes[2].steps[0].timerMinutes", "$.plan[4].recipe", "$.recipes[5].cooked[0]", "$.units",
        ], d.map(\.description).joined(separator: "\n"))
    }

    func testTheSchemaIsRecordedFromTheReader() throws {
        guard case .object(let schema) = RecipeSnapshot.jsonSchema, case .object(let properties)? = schema["properties"] else {
            return XCTFail("the schema is an object with properties")
        }
        XCTAssertEqual(schema["title"], .string("Recipe and Cooking Mode snapshot (folio.recipe/1)"))
        XCTAssertEqual(Set(properties.keys), ["schema", "date", "time", "timeZone", "units", "recipes", "plan", "ticked", "tab", "open",
                                              "servings", "aisle", "cooking"])
    }
}

/// The smaller members of a recipe: its tags, cover spec and the snapshot's view state.
final class RecipeMemberValidationTests: XCTestCase {
    private func diagnostics(_ edits: [(JSONPath, JSONValue?)]) throws -> [Diagnostic] {
        try Fixtures.diagnostics(of: RecipeSnapshot.self, editing: edits)
    }

    func testTagsCoversAndViewStateAreChecked() throws {
        let recipe = JSONPath.root["recipes"][0]
        assertSingleDiagnostic(try diagnostics([(recipe["tags"], .array([.string("soup"), .string("soup")]))]), at: "$.recipes[0].tags[1]",
                               mentioning: ["expected a unique tag"])
        assertSingleDiagnostic(try diagnostics([(recipe["cover"]["color"], .string("teal"))]), at: "$.recipes[0].cover.color",
                               mentioning: ["expected one of tomato, saffron, basil, plum, ink, found \"teal\""])
        assertSingleDiagnostic(try diagnostics([(JSONPath.root["tab"], .string("desserts"))]), at: "$.tab",
                               mentioning: ["expected one of all, quick, soups"])
        assertSingleDiagnostic(try diagnostics([(JSONPath.root["open"], .string("nope"))]), at: "$.open",
                               mentioning: ["expected the id of a recipe, found \"nope\", which is not one"])
        assertSingleDiagnostic(try diagnostics([(recipe["flavour"], .string("umami"))]), at: "$.recipes[0].flavour",
                               mentioning: ["an unknown member"])
    }
}

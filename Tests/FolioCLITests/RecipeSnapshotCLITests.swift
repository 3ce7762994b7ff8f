import FolioAppsTestSupport
import Foundation
import XCTest
@testable import FolioCLI

/// Bad Recipe snapshots through the command line: exit 65, every problem named with the file and
/// its JSON path, nothing written; and the schema printed from the reader.
final class RecipeSnapshotCLITests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try temporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    func testImpossibleValuesExit65NamingTheFileAndEveryPath() throws {
        var json = try defaultSnapshotJSON("recipe")
        var recipes = try XCTUnwrap(json["recipes"] as? [[String: Any]])
        recipes[0]["servings"] = 0
        var ingredients = try XCTUnwrap(recipes[1]["ingredients"] as? [[String: Any]])
        ingredients[0]["quantity"] = "1//2"
        ingredients[1]["unit"] = "handful"
        recipes[1]["ingredients"] = ingredients
        var steps = try XCTUnwrap(recipes[2]["steps"] as? [[String: Any]])
        steps[0]["timerMinutes"] = -5
        recipes[2]["steps"] = steps
        recipes[4]["id"] = recipes[3]["id"]
        json["recipes"] = recipes
        var plan = try XCTUnwrap(json["plan"] as? [[String: Any]])
        plan[0]["recipe"] = "beef-wellington"
        json["plan"] = plan
        let out = "\(dir)/out.png"
        let r = folio("render", "recipe.library", "--snapshot", try writeJSON(json, to: dir, as: "kitchen.json"), "--scale", "1", "-o", out)
        XCTAssertEqual(r.code, 65, r.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing may be written")
        for path in ["$.recipes[0].servings", "$.recipes[1].ingredients[0].quantity", "$.recipes[1].ingredients[1].unit",
                     "$.recipes[2].steps[0].timerMinutes", "$.recipes[4].id", "$.plan[0].recipe"] {
            XCTAssertTrue(r.err.contains("kitchen.json: \(path):"), "\(path) not named in: \(r.err)")
        }
        XCTAssertTrue(r.err.contains("found \"1//2\""), r.err)
    }

    func testTheSchemaIsPrinted() {
        let r = folio("schema", "recipe")
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertTrue(r.out.contains("\"folio.recipe/1\""), r.out)
        XCTAssertTrue(r.out.contains("\"timerMinutes\""), r.out)
    }

    func testTheHostileSnapshotRendersAndLintsCleanWithTheRealFonts() {
        let stress = URL(fileURLWithPath: packageRoot).appendingPathComponent("Tests/Fixtures/recipe/stress.json").path
        for target in ["recipe.library", "recipe.detail", "recipe.cooking"] {
            let out = "\(dir)/\(target).png"
            let r = folio("render", target, "--snapshot", stress, "--scale", "1", "--appearance", "dark", "-o", out)
            XCTAssertEqual(r.code, 0, r.err)
            XCTAssertTrue(FileManager.default.fileExists(atPath: out))
        }
        let lint = folio("lint", "--snapshot", stress)
        XCTAssertEqual(lint.code, 0, lint.out + lint.err)
        XCTAssertTrue(lint.err.hasPrefix("linted 12 targets in light and dark on iphone at large: no findings"), lint.err)
    }
}

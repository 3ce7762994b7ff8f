import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

/// Every Recipe screen, light and dark, from the default and the hostile snapshot: lint clean.
final class RecipeScreensTests: XCTestCase {
    func testTheSixScreensOfTheSeedAreRegistered() {
        XCTAssertEqual(Fixtures.recipe.screens.map(\.id), ["recipe.library", "recipe.detail", "recipe.cooking", "recipe.servings",
                                                      "recipe.plan", "recipe.shopping"])
        XCTAssertEqual(Fixtures.recipe.screens.map(\.presentation), [.tab, .pushed, .pushed, .sheet, .tab, .tab])
    }

    func testEveryScreenLintsCleanInLightAndDark() throws {
        let snapshot = try Fixtures.recipe.snapshot()
        for screen in Fixtures.recipe.screens {
            let view = try XCTUnwrap(screen.view(for: snapshot))
            for appearance in Appearance.allCases {
                XCTAssertEqual(Fixtures.recipe.findings(view, appearance).map(\.description), [], "\(screen.id) \(appearance)")
            }
        }
    }

    func testTheHostileSnapshotLaysOutWithNoLintFinding() throws {
        let stress = try Fixtures.recipe.stress()
        XCTAssertEqual(stress.recipes.count, 40)
        XCTAssertTrue(stress.recipes.contains { $0.title.count == 200 })
        XCTAssertTrue(stress.recipes.contains { $0.steps.count == 30 && $0.ingredients.count == 40 })
        XCTAssertTrue(stress.plan.isEmpty)
        XCTAssertTrue(stress.shoppingList.items.isEmpty)
        let long = try stress.applying(.openRecipe(id: "r1"))
        let arabic = try stress.applying(.openRecipe(id: "r2"))
        let japanese = try stress.applying(.openRecipe(id: "r3"))
        // The whole week planned with the hostile recipes, so the plan and list are full of them.
        let week = stress.week.days.filter { $0 >= stress.date }
        let planned = try stress.applying(zip(week, ["r1", "r2", "r3", "r4", "r5"]).map { RecipeAction.planRecipe(id: $1, date: $0) })
        var views: [(String, any View)] = try Fixtures.recipe.screens.map { ($0.id, try XCTUnwrap($0.view(for: stress))) }
        views += [
            ("library, soups", RecipeLibraryScreen(stress, position: 2)),
            ("library, mid-swipe", RecipeLibraryScreen(stress, position: 0.5)),
            ("detail, 200 characters", RecipeDetailScreen(long)),
            ("detail, Arabic", RecipeDetailScreen(arabic)),
            ("detail, Japanese", RecipeDetailScreen(japanese)),
            ("cooking, step 15 of 30", RecipeCookingScreen(try long.applying([.startCooking] + Array(repeating: .stepForward, count: 14)))),
            ("servings, 40 ingredients in cups", RecipeServingsScreen(try long.applying(.scaleServings(12)), position: 1)),
            ("plan, full week", RecipePlanScreen(planned)),
            ("shopping, full week", RecipeShoppingScreen(planned)),
            ("shopping, last aisle", RecipeShoppingScreen(planned, position: Double(planned.shoppingList.aisles.count - 1))),
        ]
        for (name, view) in views {
            for appearance in Appearance.allCases {
                XCTAssertEqual(Fixtures.recipe.findings(view, appearance).map(\.description), [], "\(name) \(appearance)")
            }
        }
    }

    func testAnEmptyPlanAndListSayItHonestly() throws {
        let stress = try Fixtures.recipe.stress()
        let plan = FrameProbe.texts(Fixtures.recipe.lay(RecipePlanScreen(stress)))
        XCTAssertTrue(plan.contains { $0.hasSuffix(" free") && $0.contains("Fri") }, "tonight is among the free days: \(plan)")
        XCTAssertTrue(plan.contains("0 of 7 days planned"))
        let shopping = FrameProbe.texts(Fixtures.recipe.lay(RecipeShoppingScreen(stress)))
        XCTAssertTrue(shopping.contains("Nothing to buy: plan a meal and its ingredients land here."), "\(shopping)")
        XCTAssertTrue(shopping.contains("No meals planned from today"))
    }

    func testScreensFitTheSmallerAndLargerPhones() throws {
        let snapshot = try Fixtures.recipe.snapshot()
        for device in [Device.se, .proMax] {
            var env = Fixtures.recipe.environment(.light)
            env.device = device
            for screen in Fixtures.recipe.screens {
                let frame = layout(try XCTUnwrap(screen.view(for: snapshot)), environment: env)
                XCTAssertEqual(lint(frame, theme: env.theme).map(\.description), [], "\(screen.id) on \(device.name)")
            }
        }
    }
}

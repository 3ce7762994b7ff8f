import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest
@testable import FolioApps

/// The layout rules of the Recipe screens, as numbers on the frame tree.
final class RecipeLayoutTests: XCTestCase {
    private let margin = 20.0, width = 393.0

    func testTheCookAgainGridAndTheRowsShareOneGrid() throws {
        let root = Fixtures.recipe.lay(RecipeLibraryScreen(try Fixtures.recipe.snapshot()))
        let covers = ["Salmon rice bowl", "Sheet-pan gnocchi", "Lemon ricotta pasta"].map { title in
            FrameProbe.named(title, in: root).filter { $0.frame.role == .tile }
        }
        XCTAssertTrue(covers.allSatisfy { $0.count == 1 }, "one cover tile each")
        let texts = FrameProbe.texts(root)
        XCTAssertTrue(["Yesterday", "2 days ago", "3 days ago"].allSatisfy(texts.contains), "Thursday's, Wednesday's, Tuesday's: \(texts)")
        let rects = covers.compactMap(\.first?.rect)
        XCTAssertEqual(Set(rects.map(\.minY)).count, 1, "one row")
        XCTAssertEqual(Set(rects.map { ($0.width * 100).rounded() }).count, 1, "equal widths")
        XCTAssertEqual(rects.first?.minX ?? 0, margin, accuracy: 0.01)
        XCTAssertEqual(rects.last?.maxX ?? 0, width - margin, accuracy: 0.01)
        for rect in rects { XCTAssertEqual(rect.width, rect.height, accuracy: 0.01, "square covers") }
        let card = try FrameProbe.one("Recipe rows", in: root).rect
        XCTAssertEqual(card.minX, margin, accuracy: 0.01, "the rows' card on the grid's leading edge")
        XCTAssertEqual(card.maxX, width - margin, accuracy: 0.01)
        XCTAssertGreaterThan(card.minY, rects[0].maxY)
        XCTAssertEqual(FrameProbe.named("tab indicator", in: root).count, 1)
        XCTAssertEqual(["Library", "Plan", "Shopping"].map { FrameProbe.named($0, in: root).count }, [1, 1, 1], "three tabs on the dock")
    }

    func testTheRecipeHeroSpansTheContentAndStartCookingRestsAboveTheHomeIndicator() throws {
        let root = Fixtures.recipe.lay(RecipeDetailScreen(try Fixtures.recipe.snapshot()))
        let hero = try XCTUnwrap(FrameProbe.named("Tomato soup", in: root).first { $0.frame.role == .card })
        XCTAssertEqual(hero.rect.width, width - 2 * margin, accuracy: 0.01)
        XCTAssertEqual(hero.rect.height, 196, accuracy: 0.01)
        XCTAssertEqual(RecipeDetailScreen.heroHeight(width: 335), 186, "the same shape on the SE's narrower content")
        let start = try FrameProbe.one("Start cooking", in: root)
        XCTAssertEqual(start.frame.role, .pill)
        XCTAssertEqual(start.rect.width, width - 2 * margin, accuracy: 0.01)
        XCTAssertLessThanOrEqual(start.rect.maxY, 852 - 34)
        let tiles = ["Time", "Serves", "kcal"].compactMap { try? FrameProbe.one($0, in: root).rect }
        XCTAssertEqual(tiles.count, 3)
        XCTAssertEqual(Set(tiles.map(\.minY)).count, 1, "the facts on one row")
        XCTAssertGreaterThan(tiles[0].minY, hero.rect.maxY)
        let texts = FrameProbe.texts(root)
        XCTAssertTrue(texts.contains("45 min") && texts.contains("210") && texts.contains("4"), "\(texts)")
    }

    func testCookingModeIsCentredWithTheStepInFocusLargest() throws {
        let s = try Fixtures.recipe.snapshot()
        let root = Fixtures.recipe.lay(RecipeCookingScreen.registered(s))
        let dial = try FrameProbe.one("oven timer", in: root).rect
        XCTAssertEqual(dial.midX, width / 2, accuracy: 0.5)
        XCTAssertTrue(FrameProbe.texts(root).contains("25:00"), "the roasting step's 25 minutes")
        XCTAssertTrue(FrameProbe.texts(root).contains("Oven 200°C"))
        XCTAssertTrue(FrameProbe.texts(root).contains("Step 2 of 6"))
        let us = Fixtures.recipe.lay(RecipeCookingScreen.registered(try s.applying(.switchUnits(.us))))
        XCTAssertTrue(FrameProbe.texts(us).contains("Oven 400°F"))
        let focus = try FrameProbe.one("step 2", in: root)
        let next = try FrameProbe.one("step 3", in: root)
        XCTAssertGreaterThan(focus.frame.size.height, next.frame.size.height)
        XCTAssertGreaterThan(next.rect.minY, focus.rect.maxY)
        XCTAssertEqual(RecipeCookingScreen.face(for: 25 * 60), 3_600, "a kitchen timer's hour")
        XCTAssertEqual(RecipeCookingScreen.face(for: 75 * 60), 7_200)
    }

    func testThePlanShowsTheWeekItsMealsAndTheFreeWeekend() throws {
        let s = try Fixtures.recipe.snapshot()
        let root = Fixtures.recipe.lay(RecipePlanScreen(s))
        let days = (23...29).map { d in FrameProbe.named("\(["M", "T", "W", "T", "F", "S", "S"][d - 23]) \(d)", in: root) }
        XCTAssertTrue(days.allSatisfy { $0.count == 1 }, "seven day capsules")
        let rows = s.week.days[0..<5].map { try? FrameProbe.one(PlanWeek.rowName($0), in: root).rect }
        XCTAssertEqual(rows.compactMap { $0 }.count, 5, "a row for each planned day, Monday to tonight")
        XCTAssertTrue(FrameProbe.texts(root).contains("Cooked · 35 min"), "Monday's curry, cooked")
        for row in rows.compactMap({ $0 }) {
            XCTAssertEqual(row.minX, margin, accuracy: 0.01)
            XCTAssertEqual(row.width, width - 2 * margin, accuracy: 0.01)
            XCTAssertGreaterThanOrEqual(row.height, PlanWeek.rowHeight)
        }
        let free = try FrameProbe.one("Free days", in: root).rect
        XCTAssertGreaterThan(free.minY, rows.compactMap { $0 }.last?.maxY ?? 0)
        XCTAssertLessThan(free.maxY, 852 - 34 - 64, "above the dock")
        let texts = FrameProbe.texts(root)
        XCTAssertTrue(texts.contains("The weekend is free"))
        XCTAssertTrue(texts.contains("Green shakshuka"), "a weekend breakfast not planned this week is offered")
        XCTAssertEqual(FrameProbe.named("pinned", in: root).count, 1, "Wednesday's gnocchi is pinned, tonight's soup not")
        XCTAssertEqual(FrameProbe.named("ticked", in: root).count, 4, "Monday to Thursday were cooked")
        XCTAssertTrue(texts.contains("Tonight · 45 min · 4 servings"), "\(texts)")
    }

    func testShoppingCountsTheItemsLeftOverTheAislesInOrder() throws {
        let s = try Fixtures.recipe.snapshot()
        let root = Fixtures.recipe.lay(RecipeShoppingScreen(s))
        let texts = FrameProbe.texts(root)
        let left = try XCTUnwrap(texts.firstIndex(of: "items left"), "\(texts)")
        XCTAssertEqual(texts[left - 1], "6", "the odometer's one digit column reads 6")
        XCTAssertTrue(texts.contains("4 of 10 ticked"), "\(texts)")
        XCTAssertTrue(texts.contains("For tonight's Tomato soup"), "the list is tonight's alone, the weekend free")
        let tabs = ["Produce", "Bakery", "Dairy", "Pantry", "Spices"].map { try? FrameProbe.one($0, in: root).rect }
        let xs = tabs.compactMap { $0?.minX }
        XCTAssertEqual(xs.count, 5)
        XCTAssertEqual(xs, xs.sorted(), "the shop's order")
        let garlic = try FrameProbe.one("item garlic-clove", in: root)
        XCTAssertTrue(garlic.frame.isTapTarget)
        XCTAssertEqual(FrameProbe.named("strike", in: root).count, 1, "the ticked garlic is struck through")
        XCTAssertTrue(texts.contains("3 cloves"))
    }
}

import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

/// The Recipe stories: the ones DESIGN.md requires, each screen's default the bare screen, each
/// derived by the app's actions, and one story's numbers the same on every screen.
final class RecipeStoriesTests: XCTestCase {
    func testEveryRequiredStoryIsDeclared() {
        XCTAssertEqual(Fixtures.recipe.app.stories.map(\.id), [
            "recipe.library:all", "recipe.library:quick", "recipe.library:soups", "recipe.detail:tonight",
            "recipe.cooking:timer-set", "recipe.cooking:timer-running", "recipe.servings:metric", "recipe.servings:us-cups",
            "recipe.plan:weekend-free", "recipe.plan:weekend-planned", "recipe.shopping:aisle", "recipe.shopping:all-ticked",
        ])
    }

    func testTheStoriesKeepTheContract() throws {
        try StoryContract.check(Fixtures.recipe)
    }

    func testTheStoriesAreTheSeedsActionsApplied() throws {
        let s = try Fixtures.recipe.snapshot()
        func derived(_ id: String) throws -> RecipeSnapshot { try XCTUnwrap(try Fixtures.recipe.story(id).snapshot(from: s) as? RecipeSnapshot, id) }
        XCTAssertEqual(try derived("recipe.library:quick").tab, .quick)
        XCTAssertEqual(try derived("recipe.library:soups").tab, .soups)
        let us = try derived("recipe.servings:us-cups")
        XCTAssertEqual(us.units, .us)
        XCTAssertEqual(us.openServings, 8, "the track dragged to twice the soup's four")
        let planned = try derived("recipe.plan:weekend-planned")
        XCTAssertEqual(planned.week.days.filter { planned.meal(on: $0) != nil }.count, 7)
        XCTAssertEqual(planned.meal(on: s.date)?.isPinned, true, "tonight's soup pinned")
        XCTAssertEqual(try derived("recipe.shopping:all-ticked").shoppingList.remaining, 0)
        let running = try derived("recipe.cooking:timer-running")
        XCTAssertEqual(running.cooking, CookingSession(recipeID: "tomato-soup", step: 1, timerSeconds: 17 * 60 + 42))
    }

    func testOneStoryTellsTheSameNumbersOnEveryScreen() throws {
        let cups = FrameProbe.texts(try Fixtures.recipe.layStory("recipe.servings:us-cups"))
        XCTAssertTrue(cups.contains("8 servings") && cups.contains("6 cloves"), "\(cups)")
        let planned = FrameProbe.texts(try Fixtures.recipe.layStory("recipe.plan:weekend-planned"))
        XCTAssertTrue(planned.contains("7 of 7 days planned") && planned.contains("Green shakshuka") && planned.contains("Fluffy pancakes"))
        XCTAssertFalse(planned.contains("The weekend is free"))
        XCTAssertEqual(FrameProbe.named("pinned", in: try Fixtures.recipe.layStory("recipe.plan:weekend-planned")).count, 2, "Wednesday's and tonight's")
        let free = FrameProbe.texts(try Fixtures.recipe.layStory("recipe.plan:weekend-free"))
        XCTAssertTrue(free.contains("The weekend is free") && free.contains("5 of 7 days planned"))
        let ticked = FrameProbe.texts(try Fixtures.recipe.layStory("recipe.shopping:all-ticked"))
        XCTAssertTrue(ticked.contains("10 of 10 ticked"), "\(ticked)")
        let running = FrameProbe.texts(try Fixtures.recipe.layStory("recipe.cooking:timer-running"))
        XCTAssertTrue(running.contains("17:42") && running.contains("Rings at 6:58\u{202F}PM") && running.contains("Pause"), "\(running)")
        let set = FrameProbe.texts(try Fixtures.recipe.layStory("recipe.cooking:timer-set"))
        XCTAssertTrue(set.contains("Start timer") && !set.contains("Pause") && !set.contains { $0.hasPrefix("Rings") }, "\(set)")
    }

    /// The US-cups story and the servings flow's last step say in which measures the amounts are
    /// shown, and name no measure the screen does not show (they promised ounces over pounds).
    func testTheUSCupsCaptionsNameTheMeasuresTheScreenShows() throws {
        let texts = FrameProbe.texts(try Fixtures.recipe.layStory("recipe.servings:us-cups"))
        let words = [("cup", "cups"), ("tbsp", "spoons"), ("tsp", "spoons"), ("lb", "pounds"), ("oz", "ounces")]
        let shown = Set(words.filter { unit, _ in texts.contains { $0.hasSuffix(" " + unit) || $0.hasSuffix(" " + unit + "s") } }.map(\.1))
        XCTAssertEqual(shown, ["cups", "spoons", "pounds"], "\(texts)")
        let flow = try XCTUnwrap(Fixtures.recipe.flows.first { $0.name == "servings" })
        let captions = [try Fixtures.recipe.story("recipe.servings:us-cups").caption,
                        try XCTUnwrap(try XCTUnwrap(try flow.steps(for: try Fixtures.recipe.snapshot())).last).caption]
        for caption in captions {
            XCTAssertEqual(Set(words.map(\.1).filter(caption.contains)), shown, caption)
        }
    }

    func testTheLibraryHoldsEveryRecipeOfItsTabWithNoStub() throws {
        let s = try Fixtures.recipe.snapshot()
        for (id, tab) in [("recipe.library:all", LibraryTab.all), ("recipe.library:quick", .quick), ("recipe.library:soups", .soups)] {
            for device in [Device.se, .iPhone, .proMax] {
                let root = try Fixtures.recipe.layStory(id, device: device)
                let shown = s.recipes(on: tab).filter { recipe in
                    !FrameProbe.named(RecipeRows.rowName(recipe), in: root).isEmpty || FrameProbe.texts(root).contains(recipe.title)
                }
                XCTAssertEqual(shown.count, s.recipes(on: tab).count, "\(id) on \(device.name)")
                XCTAssertFalse(FrameProbe.texts(root).contains { $0.hasPrefix("+") && $0.contains("more") }, "\(id) on \(device.name)")
            }
        }
    }

    func testTheRecipeShowsEveryIngredientAndTheWholeMethod() throws {
        let root = try Fixtures.recipe.layStory("recipe.detail:tonight")
        let soup = try XCTUnwrap(try Fixtures.recipe.snapshot().recipe("tomato-soup"))
        for ingredient in soup.ingredients { XCTAssertEqual(FrameProbe.named(ingredient.name, in: root).count, 1, ingredient.name) }
        for i in soup.steps.indices { XCTAssertEqual(FrameProbe.named("method step \(i + 1)", in: root).count, 1) }
        let start = try FrameProbe.one("Start cooking", in: root).rect
        let ingredients = try FrameProbe.one("Ingredients", in: root).rect
        XCTAssertLessThan(start.maxY, ingredients.minY, "Start cooking under the facts, before the long lists")
        XCTAssertLessThan(start.maxY, 852 - 34, "in view without scrolling")
    }
}

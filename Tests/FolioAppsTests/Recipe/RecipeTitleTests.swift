import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

/// Each screen names a recipe once (the covers carry no type; the plan's tonight is its row; the
/// sheet and the shopping list do not repeat the dish the screen behind or the header names), and
/// titles keep a readable size, wrapped whole, never shortened.
final class RecipeTitleTests: XCTestCase {
    private static let stories = ["recipe.library:all", "recipe.library:quick", "recipe.library:soups", "recipe.detail:tonight",
                                  "recipe.cooking:timer-set", "recipe.cooking:timer-running", "recipe.servings:metric",
                                  "recipe.servings:us-cups", "recipe.plan:weekend-free", "recipe.plan:weekend-planned",
                                  "recipe.shopping:aisle", "recipe.shopping:all-ticked"]

    func testEveryScreenPrintsEachTitleOnce() throws {
        let titles = try Fixtures.recipe.snapshot().recipes.map(\.title)
        for id in Self.stories {
            for device in [Device.se, .iPhone] {
                let texts = FrameProbe.texts(try Fixtures.recipe.layStory(id, device: device))
                for title in titles {
                    XCTAssertLessThanOrEqual(texts.filter { $0.contains(title) }.count, 1, "\(id) on \(device.name) prints \(title) \(texts.filter { $0.contains(title) }.count) times")
                }
            }
        }
    }

    /// The grid's and the rows' titles are set whole at their text style's size: never shortened
    /// with "…", on the SE as on the iPhone, and at AX3 the grid goes to one column with every
    /// title inside its cell.
    func testTitlesWrapWholeAndAreNeverEllipsised() throws {
        let s = try Fixtures.recipe.snapshot()
        let titles = Set(s.recipes.map(\.title))
        for textSize in [DynamicTypeSize.large, .ax3] {
            for device in [Device.se, .iPhone] {
                var env = Fixtures.recipe.environment(device: device)
                env.textSize = textSize
                for view: any View in [RecipeLibraryScreen(s), RecipePlanScreen(s)] {
                    let root = layout(view, in: device.size, environment: env)
                    root.walk { frame, _, _ in
                        guard case .text(let text) = frame.item, titles.contains(text.string) else { return }
                        XCTAssertFalse(text.metrics.isTruncated, "\(text.string) on \(device.name) at \(textSize)")
                        XCTAssertGreaterThanOrEqual(text.style.size, 15, "\(text.string): a readable size, not shrunk")
                    }
                }
            }
        }
        var env = Fixtures.recipe.environment()
        env.textSize = .ax3
        let grid = layout(RecipeCoverGrid(recipes: Array(s.recipes.prefix(3)), detail: { _ in "Yesterday" }, columns: 3), width: 353,
                          environment: env)
        let cells = s.recipes.prefix(3).compactMap { try? FrameProbe.one("cell \($0.id)", in: grid).rect }
        XCTAssertEqual(Set(cells.map(\.minX)).count, 1, "one cover a row at AX3")
        for cell in cells { XCTAssertLessThanOrEqual(cell.maxX, 353.5) }
    }
}

import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

/// The recipe share card's face and words: the dish's title and its line keep their two lines
/// under the cover, and the headline beside the card names the dish only while it fits.
final class RecipeCardTests: XCTestCase {
    func testTheTitleAndTheLineOnTheDishAreNotCutUnderTheCover() throws {
        let content = try XCTUnwrap(RecipeShareCardContent(try Fixtures.recipe.snapshot()))
        // The portrait card's face: 300 × 385 pt.
        let face = layout(content, in: Size(width: 300, height: 385), environment: Fixtures.recipe.environment())
        var cut: [String] = [], lines: [String: Int] = [:]
        face.walk { frame, _, _ in
            guard case .text(let text) = frame.item else { return }
            if text.metrics.isTruncated { cut.append(text.string) }
            lines[text.string] = text.metrics.lineCount
        }
        XCTAssertEqual(cut, [])
        XCTAssertEqual(lines[content.recipe.summary], 2, "the line on the dish keeps its two lines")
        let cover = try FrameProbe.one("Tomato soup", in: face).rect
        XCTAssertGreaterThan(cover.height, 150, "the cover takes the room the words leave")
    }

    /// Tonight's soup is planned, not cooked yet: the card says so, and says "Cooked" only once it is.
    func testTheCardSaysCookedOnlyOfADishCooked() throws {
        let s = try Fixtures.recipe.snapshot()
        let planned = try XCTUnwrap(RecipeShareCardContent(s))
        XCTAssertFalse(planned.recipe.cooked.contains(s.date))
        XCTAssertEqual(planned.status, "On tonight's menu")
        let texts = FrameProbe.texts(layout(planned, in: Size(width: 300, height: 385), environment: Fixtures.recipe.environment()))
        XCTAssertTrue(texts.contains("On tonight's menu"), "\(texts)")
        XCTAssertFalse(texts.contains("Cooked tonight"))
        var cooked = planned
        cooked.recipe.cooked.append(s.date)
        XCTAssertEqual(cooked.status, "Cooked tonight")
        let opened = RecipeShareCardContent(recipe: planned.recipe, servings: 4, date: s.date, isPlanned: false)
        XCTAssertEqual(opened.status, "From my recipes")
    }

    func testTheHeadlineNamesTheDishWhileItFits() {
        XCTAssertEqual(ShareCardEntry.headline("Tomato soup", status: "On tonight's menu"), "Tonight: Tomato soup")
        XCTAssertEqual(ShareCardEntry.headline("Roast squash with sage butter", status: "On tonight's menu"), "Roast squash with sage butter")
        XCTAssertEqual(ShareCardEntry.headline("Slow-roasted aubergine with tahini & pomegranate", status: "On tonight's menu"), "On tonight's menu")
    }
}

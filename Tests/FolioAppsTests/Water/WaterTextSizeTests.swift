import FolioAppsTestSupport
import FolioCore
import FolioDomain
import FolioLayout
import FolioTargets
import FolioTestSupport
import XCTest
@testable import FolioApps

/// Water's layouts at the accessibility text sizes and in longer languages, as frame-tree numbers:
/// rows stack their label and value, tiles stand one to a row, and nothing is cut to share a line.
final class WaterTextSizeTests: XCTestCase {
    /// The story `name` laid out on the SE at `size` in `locale`.
    private func lay(_ name: String, _ size: DynamicTypeSize = .large, _ locale: FolioLocale = .en) throws -> Frame {
        var request = RenderRequest(device: .se)
        request.textSize = size
        request.locale = locale
        return try XCTUnwrap(TargetCatalog.target(named: name), name).frame(request, measurer: AppFixture<WaterSnapshot>.measurer)
    }

    /// The rectangle of the one text drawn as `string`.
    private func text(_ string: String, in root: Frame, file: StaticString = #filePath, line: UInt = #line) throws -> Rect {
        let found = FrameProbe.frames(root).filter { entry in
            if case .text(let t) = entry.frame.item { return t.string == string }
            return false
        }
        XCTAssertEqual(found.count, 1, "texts \"\(string)\"", file: file, line: line)
        return try XCTUnwrap(found.first, file: file, line: line).rect
    }

    func testChallengeTilesStandOneToARowAtAccessibilitySizes() throws {
        let large = try lay("water.challenges"), ax3 = try lay("water.challenges", .ax3)
        let (tea, bird) = (try FrameProbe.one("Tea Time", in: large).rect, try FrameProbe.one("Early Bird", in: large).rect)
        XCTAssertEqual(tea.minY, bird.minY, "side by side at Large")
        XCTAssertEqual([tea.height, bird.height], [bird.height, tea.height], "one height")
        let (tea3, bird3) = (try FrameProbe.one("Tea Time", in: ax3).rect, try FrameProbe.one("Early Bird", in: ax3).rect)
        XCTAssertEqual(tea3.minX, bird3.minX, "one column at AX3")
        XCTAssertGreaterThanOrEqual(bird3.minY, tea3.maxY)
        XCTAssertGreaterThan(tea3.width, tea.width * 1.8)
    }

    func testADrinksTimeGoesUnderItsNameAtAccessibilitySizes() throws {
        let large = try lay("water.month:day-selected"), ax3 = try lay("water.month:day-selected", .ax3)
        let (name, time) = (try text("Juice", in: large), try text("8:54\u{202F}AM", in: large))
        XCTAssertGreaterThan(time.minX, name.maxX, "beside it at Large")
        let (name3, time3) = (try text("Juice", in: ax3), try text("8:54\u{202F}AM", in: ax3))
        XCTAssertEqual(time3.minX, name3.minX, accuracy: 0.5, "under it at AX3")
        XCTAssertGreaterThan(time3.minY, name3.maxY)
    }

    func testTheDaysTotalLeavesTheSmallWidgetsSideAtAccessibilitySizes() throws {
        let large = try lay("water.widgets"), ax3 = try lay("water.widgets", .ax3)
        let small = try FrameProbe.one("Small widget", in: large).rect, total = try FrameProbe.one("Rolling total", in: large).rect
        XCTAssertEqual(small.minY, total.minY, "beside it at Large")
        let small3 = try FrameProbe.one("Small widget", in: ax3).rect, total3 = try FrameProbe.one("Rolling total", in: ax3).rect
        XCTAssertGreaterThan(total3.minY, small3.maxY, "under it at AX3")
        XCTAssertEqual(small3.size, small.size, "a widget keeps its face")
    }

    func testTheUndoHintGoesUnderTheShelfHeadingWhenBothDoNotFitOneLine() throws {
        let english = try lay("water.today"), german = try lay("water.today", .large, .de)
        let (title, hint) = (try text("Add a drink", in: english), try text("Tap the blob to undo", in: english))
        XCTAssertGreaterThan(hint.minX, title.maxX, "one line in English")
        let (titleDE, hintDE) = (try text("Getränk hinzufügen", in: german), try text("Zum Widerrufen aufs Glas tippen", in: german))
        XCTAssertGreaterThan(hintDE.minY, titleDE.maxY, "its own line in German")
    }
}

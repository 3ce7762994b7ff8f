import FolioAppsTestSupport
import XCTest
@testable import FolioBench

/// A screen's first render shapes each distinct run of text once: at most 1.2 Pango layouts per
/// text frame laying it out, none drawing it, and its icons as glyph runs rather than layouts.
final class TextShapingBenchmarkTests: XCTestCase {
    func testPetHomeShapesEachDistinctRunOnceOnItsFirstRender() throws {
        let count = try XCTUnwrap(try TextShapingBenchmark.count("pet.home", measurer: GoldenFixtures.measurer))
        XCTAssertEqual(count.drawLayouts, 0, "drawing reuses what layout shaped")
        XCTAssertLessThanOrEqual(count.ratio, 1.2, String(describing: count))
        XCTAssertGreaterThan(count.iconFrames, 0)
        XCTAssertGreaterThan(count.glyphRuns, 0, "its icons are glyph runs")
        XCTAssertLessThanOrEqual(count.glyphRuns, count.iconFrames + count.textFrames, "a glyph run a frame at most")
        // The count is of a cold cache each time: counting again shapes everything again.
        let again = try XCTUnwrap(try TextShapingBenchmark.count("pet.home", measurer: GoldenFixtures.measurer))
        XCTAssertEqual(String(describing: again), String(describing: count))
    }

    func testAFlowOfScreensSharesItsRunsAcrossThem() throws {
        let count = try XCTUnwrap(try TextShapingBenchmark.count("pet.flow.tick-goal", measurer: GoldenFixtures.measurer))
        XCTAssertEqual(count.drawLayouts, 0)
        XCTAssertLessThanOrEqual(count.ratio, 0.5, String(describing: count))
    }
}

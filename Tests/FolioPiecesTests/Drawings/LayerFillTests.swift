import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioPieces

final class LayerFillTests: XCTestCase {
    private let day = [LayerFill.Band(750, .square.water), .init(250, .square.coffee), .init(300, .square.tea), .init(150, .square.juice)]

    func testBandHeightsAreProportionalToTheirAmounts() {
        let fill = LayerFill(bands: day, goal: 2_000)
        let levels = fill.levels(top: 0, bottom: 200)
        let heights = levels.map { $0.bottom - $0.top }
        for (height, band) in zip(heights, day) {
            XCTAssertEqual(height / band.amount, 0.1 * LayerFill.goalHeight, accuracy: 1e-9, "the goal's height for 2,000 ml")
        }
        XCTAssertEqual(heights.reduce(0, +), 200 * LayerFill.goalHeight * 1_450 / 2_000, accuracy: 1e-9,
                       "the goal fills goalHeight of the vessel, leaving headroom")
        XCTAssertEqual(levels.first?.bottom, 200, "the first band sits on the bottom")
        for (below, above) in zip(levels, levels.dropFirst()) {
            XCTAssertEqual(below.top, above.bottom, "bands stack without gaps")
        }
    }

    func testPastTheGoalTheLiquidRisesTowardTheBrimStillProportionalAndGlows() throws {
        let over = LayerFill(bands: [.init(1_500, .square.water), .init(1_000, .square.soda)], goal: 2_000)
        XCTAssertEqual(over.fillFraction, 1)
        XCTAssertTrue(over.isPastGoal)
        XCTAssertGreaterThan(over.levelFraction, LayerFill.goalHeight)
        XCTAssertLessThan(over.levelFraction, 1, "never quite to the brim, so the surface still waves")
        let heights = over.levels(top: 0, bottom: 100).map { $0.bottom - $0.top }
        XCTAssertEqual(heights[0] / heights[1], 1.5, accuracy: 1e-9)
        let root = lay(over, width: 353, app: .round)
        XCTAssertEqual(FrameProbe.named("past the goal", in: root).map(\.frame).count, 1)
        XCTAssertEqual(FrameProbe.named("surface", in: root).map(\.frame).count, 1, "a wavy surface past the goal too")
        XCTAssertFalse(FrameProbe.named("bubble", in: root).map(\.frame).isEmpty)
        let met = lay(LayerFill(bands: [.init(2_000, .square.water)], goal: 2_000), width: 353, app: .round)
        XCTAssertEqual(FrameProbe.named("past the goal", in: met).map(\.frame).count, 0, "exactly the goal is met, not past it")
    }

    func testTheHighlightIsOnTheGlassNotInTheLiquid() throws {
        let root = lay(LayerFill(bands: day, goal: 2_000), width: 353, app: .round)
        let bands = try XCTUnwrap(FrameProbe.named("bands", in: root).map(\.frame).first)
        XCTAssertTrue(FrameProbe.named("glass highlight", in: bands).map(\.frame).isEmpty, "not clipped into the liquid")
        XCTAssertEqual(FrameProbe.named("glass highlight", in: root).map(\.frame).count, 1)
    }

    func testTheDrawnBandsKeepTheProportions() {
        let root = lay(LayerFill(bands: day, goal: 2_000), width: 353, app: .round)
        let bands = (1...day.count).map { FrameProbe.named("band \($0)", in: root).map(\.frame) }
        XCTAssertEqual(bands.map(\.count), [1, 1, 1, 1])
        // The middle bands are rectangles reaching up under the band above by the overlap, so each
        // seam is the upper band's crisp edge.
        let coffee = DrawingsFixture.path(bands[1].first).controlBounds.height
        let tea = DrawingsFixture.path(bands[2].first).controlBounds.height
        let perMl = LayerFill.goalHeight * (LayerFillVessel.bottom - LayerFillVessel.top) / 2_000
        XCTAssertEqual(tea - coffee, 50 * perMl, accuracy: 1e-9)
        XCTAssertEqual(coffee, 250 * perMl + LayerFillVessel.overlap, accuracy: 1e-9)
    }

    func testAnEmptyDayDrawsOnlyTheVessel() {
        let root = lay(LayerFill(bands: [], goal: 2_000), width: 353, app: .round)
        XCTAssertEqual(FrameProbe.named("band 1", in: root).map(\.frame).count, 0)
        XCTAssertEqual(FrameProbe.named("capacity", in: root).map(\.frame).count, 1)
        XCTAssertEqual(LayerFill(bands: [], goal: 2_000).fillFraction, 0)
    }
}

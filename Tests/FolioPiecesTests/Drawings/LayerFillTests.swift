@testable import FolioApps
import FolioLayout
import XCTest
@testable import FolioPieces

final class LayerFillTests: XCTestCase {
    private let day = [LayerFill.Band(750, .water.water), .init(250, .water.coffee), .init(300, .water.tea), .init(150, .water.juice)]

    func testBandHeightsAreProportionalToTheirAmounts() {
        let fill = LayerFill(bands: day, goal: 2_000)
        let levels = fill.levels(top: 0, bottom: 200)
        let heights = levels.map { $0.bottom - $0.top }
        for (height, band) in zip(heights, day) {
            XCTAssertEqual(height / band.amount, 0.1, accuracy: 1e-9, "200 pt for 2,000 ml: 0.1 pt per ml")
        }
        XCTAssertEqual(heights.reduce(0, +), 200 * 1_450 / 2_000, accuracy: 1e-9)
        XCTAssertEqual(levels.first?.bottom, 200, "the first band sits on the bottom")
        for (below, above) in zip(levels, levels.dropFirst()) {
            XCTAssertEqual(below.top, above.bottom, "bands stack without gaps")
        }
    }

    func testPastTheGoalTheBlobIsFullAndStillProportional() {
        let over = LayerFill(bands: [.init(1_500, .water.water), .init(1_000, .water.soda)], goal: 2_000)
        XCTAssertEqual(over.fillFraction, 1)
        let heights = over.levels(top: 0, bottom: 100).map { $0.bottom - $0.top }
        XCTAssertEqual(heights[0], 60, accuracy: 1e-9)
        XCTAssertEqual(heights[1], 40, accuracy: 1e-9)
    }

    func testTheDrawnBandsKeepTheProportions() {
        let root = DrawingsFixture.lay(LayerFill(bands: day, goal: 2_000))
        let bands = (1...day.count).map { DrawingsFixture.named("band \($0)", in: root) }
        XCTAssertEqual(bands.map(\.count), [1, 1, 1, 1])
        // The middle bands are plain rectangles: their heights in the drawing are the amounts' ratio.
        let coffee = DrawingsFixture.path(bands[1].first).controlBounds.height
        let tea = DrawingsFixture.path(bands[2].first).controlBounds.height
        XCTAssertEqual(tea / coffee, 300.0 / 250.0, accuracy: 1e-9)
        XCTAssertEqual(coffee, 250.0 / 2_000 * (LayerFillVessel.bottom - LayerFillVessel.top), accuracy: 1e-9)
    }

    func testAnEmptyDayDrawsOnlyTheVessel() {
        let root = DrawingsFixture.lay(LayerFill(bands: [], goal: 2_000))
        XCTAssertEqual(DrawingsFixture.named("band 1", in: root).count, 0)
        XCTAssertEqual(DrawingsFixture.named("capacity", in: root).count, 1)
        XCTAssertEqual(LayerFill(bands: [], goal: 2_000).fillFraction, 0)
    }
}

import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioPieces
@testable import FolioApps

final class WaterTodayTests: XCTestCase {
    func testTheHeaderIsTodayAndTheDateWithRoundButtonsToTheStreakAndTheWidgets() throws {
        let root = Fixtures.water.lay(WaterTodayScreen(try Fixtures.water.snapshot()))
        XCTAssertEqual(try FrameProbe.one("Today Nov 27", in: root).frame.role, .header)
        for name in ["Streak", "Widgets"] {
            let button = try FrameProbe.one(name, in: root)
            XCTAssertEqual(button.frame.role, .button)
            XCTAssertTrue(button.frame.isTapTarget)
            XCTAssertGreaterThanOrEqual(button.rect.width, 44)
        }
        XCTAssertTrue(FrameProbe.named("dock", in: root).isEmpty, "the seed has no tabs: no dock")
        XCTAssertTrue(FrameProbe.texts(root).contains("175 ml to go · 12-day streak"), "partway through the evening")
        XCTAssertTrue(FrameProbe.texts(Fixtures.water.lay(WaterTodayScreen(try Fixtures.water.goalMetDay()))).contains("Goal met · 13-day streak"))
    }

    /// Bands are one per kind, each as tall as its kind's share of the volume poured (not of the
    /// hydration), the whole filling the blob to the share of the goal.
    func testBandHeightsAreProportionalToTheVolumeOfEachKind() throws {
        let snapshot = try Fixtures.water.snapshot()
        let today = snapshot.today
        XCTAssertEqual(today.bands.count, Set(today.drinks.map(\.kind)).count)
        XCTAssertEqual(today.bands.map(\.amount).reduce(0, +), Double(today.hydrationMl), accuracy: 1e-9)
        for (band, kind) in zip(today.bands, today.volumeByKind) {
            XCTAssertEqual(band.amount / Double(kind.ml), Double(today.hydrationMl) / Double(today.volumeMl), accuracy: 1e-9)
            XCTAssertEqual(band.color, kind.kind.color)
        }
        // Drawn: the middle bands (coffee 200, juice 200, tea 300 ml poured) are plain rectangles.
        XCTAssertEqual(today.volumeByKind.map(\.kind), [.water, .coffee, .juice, .tea, .milk])
        let root = Fixtures.water.lay(WaterTodayScreen(snapshot))
        let blob = try FrameProbe.one("Blob", in: root).frame
        XCTAssertTrue(blob.isTapTarget, "tapping the blob undoes the last drink")
        let heights = try (2...4).map { i -> Double in
            let band = try XCTUnwrap(FrameProbe.named("band \(i)", in: blob).first?.frame)
            guard case .shape(let s) = band.item, case .path(let p) = s.shape else {
                XCTFail("band \(i) is not a path")
                return 0
            }
            // Less the overlap each band reaches up under the band above it.
            return p.controlBounds.height - LayerFillVessel.overlap
        }
        XCTAssertEqual(heights[1] / heights[0], 1, accuracy: 1e-9, "juice and coffee: 200 ml each")
        XCTAssertEqual(heights[2] / heights[0], 1.5, accuracy: 1e-9, "tea 300 ml to coffee 200 ml (hydration would give 1.69)")
    }

    /// Mid-roll, the total's digits are whole glyphs inside their cells: a glyph that shows is at
    /// most a fifth of the line from the cell's middle, so its ink (the middle three fifths of the
    /// line) never meets the clip, and it is gone before it could.
    func testTheRollingTotalNeverShowsAGlyphTheClipCuts() throws {
        let s = try Fixtures.water.snapshot()
        let logged = try s.applying(.logDrink(kind: .water, volumeMl: 250))
        var rolling = 0
        for step in 1..<20 {
            let root = Fixtures.water.lay(WaterTodayScreen(logged, rollingFrom: s.today.hydrationMl, roll: Double(step) / 20))
            for column in FrameProbe.named("rolling column", in: root) {
                rolling += 1
                for glyph in column.frame.children {
                    guard case .text(let text) = glyph.item, case .solid(let ink) = text.color, ink.alpha > 0.02 else { continue }
                    XCTAssertLessThanOrEqual(abs(glyph.origin.y), 0.2 * column.rect.height + 1e-9,
                                             "\(text.string) at t = \(Double(step) / 20) shows \(ink.alpha) at \(glyph.origin.y)")
                }
            }
        }
        XCTAssertGreaterThan(rolling, 0)
    }

    func testTheBlobFillsToTheShareOfTheGoal() throws {
        let met = try Fixtures.water.goalMetDay()
        XCTAssertEqual(LayerFill(bands: met.today.bands, goal: Double(met.goalMl)).fillFraction, 1)
        let undone = try Fixtures.water.snapshot()
        XCTAssertEqual(LayerFill(bands: undone.today.bands, goal: Double(undone.goalMl)).fillFraction, 1825.0 / 2000, accuracy: 1e-9)
        let root = Fixtures.water.lay(WaterTodayScreen(undone))
        XCTAssertTrue(FrameProbe.texts(root).contains("175 ml to go · 12-day streak"))
    }

    func testTheShelfOffersEveryItemInOrderFromTheMargin() throws {
        let snapshot = try Fixtures.water.snapshot()
        let root = Fixtures.water.lay(WaterTodayScreen(snapshot))
        let tiles = try snapshot.shelf.map { try FrameProbe.one($0.label, in: root) }
        XCTAssertEqual(tiles.first?.rect.minX ?? 0, Space.lg, accuracy: 1e-9)
        for (left, right) in zip(tiles, tiles.dropFirst()) {
            XCTAssertEqual(right.rect.minX - left.rect.maxX, Space.sm, accuracy: 1e-6)
            XCTAssertEqual(right.rect.minY, left.rect.minY, accuracy: 1e-9, "one shelf, one row")
        }
        for tile in tiles {
            XCTAssertEqual(tile.frame.role, .tile)
            XCTAssertTrue(tile.frame.isTapTarget)
        }
        XCTAssertGreaterThan(tiles.last?.rect.maxX ?? 0, Device.iPhone.size.width, "the shelf runs off the edge, cut by the screen")
    }

    func testAPressedTileDipsAndTheTotalRolls() throws {
        let snapshot = try Fixtures.water.snapshot()
        let item = snapshot.shelf[2]
        let pressed = try FrameProbe.one(item.label, in: Fixtures.water.lay(WaterTodayScreen(snapshot, pressed: item.id)))
        let rest = try FrameProbe.one(item.label, in: Fixtures.water.lay(WaterTodayScreen(snapshot)))
        XCTAssertLessThan(pressed.rect.width, rest.rect.width)
        let rolling = Fixtures.water.lay(WaterTodayScreen(snapshot, rollingFrom: 1825, roll: 0.5))
        XCTAssertFalse(FrameProbe.named("odometer", in: rolling).isEmpty)
    }

    func testTheWayIntoTheSummaryCarriesTheDaysMascot() throws {
        let root = Fixtures.water.lay(WaterTodayScreen(try Fixtures.water.snapshot()))
        let row = try FrameProbe.one("Day summary", in: root)
        XCTAssertEqual(row.frame.role, .card)
        XCTAssertTrue(row.frame.isTapTarget)
        let mascot = try FrameProbe.one("Day mascot", in: root)
        XCTAssertTrue(mascot.frame.isTapTarget)
        XCTAssertTrue(row.rect.contains(mascot.rect))
        XCTAssertEqual(try FrameProbe.one("Share the day", in: root).frame.role, .button)
    }
}

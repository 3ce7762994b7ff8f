import FolioApps
import FolioAppsTestSupport
import FolioCodecs
import FolioGraphics
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioTargets

/// A flow played as an animated PNG: read back frame by frame, its first frame is the still render
/// of the flow's first screen, its delays add up to the clip, and it is the same bytes every time.
final class FlowAnimationTests: XCTestCase {
    func testTheTickGoalFlowPlaysFromItsFirstScreen() throws {
        let target = try XCTUnwrap(TargetCatalog.target(named: "pet.flow.tick-goal"))
        let request = RenderRequest(device: .iPhone.scaled(1))
        let animation = try target.animate(request, fps: 30, measurer: GoldenFixtures.measurer)
        let reader = try XCTUnwrap(APNGReader(animation.bytes))
        XCTAssertEqual(reader.width, 393)
        XCTAssertEqual(reader.height, 852)
        XCTAssertEqual(reader.frames.count, animation.frames)
        XCTAssertGreaterThan(reader.frames.count, 10, "the flow moves")
        XCTAssertLessThan(reader.frames.count, animation.sampled, "frames where nothing moves are merged")
        XCTAssertGreaterThan(animation.partial, 0, "frames that change in part are written as their rectangle")
        XCTAssertEqual(reader.frames.map(\.delayDenominator), Array(repeating: 30, count: reader.frames.count))
        XCTAssertEqual(reader.frames.map(\.delayNumerator).reduce(0, +), animation.sampled)
        let clip = try XCTUnwrap(target.clip(request, measurer: GoldenFixtures.measurer))
        XCTAssertEqual(Double(animation.sampled - 1) / 30, clip.duration / 1000, accuracy: 1.0 / 30)

        let home = try XCTUnwrap(TargetCatalog.target(named: "pet.home"))
        let still = try renderRaster(home.frame(request, measurer: GoldenFixtures.measurer), options: RenderOptions(scale: 1, effectsRasterScale: 2))
        XCTAssertEqual(try RasterImage(png: reader.frames[0].png), still, "the first frame is the still render of Home")
        XCTAssertEqual(try RasterImage(png: animation.bytes), still, "and the default image a plain viewer shows")
        XCTAssertEqual(try target.animate(request, fps: 30, measurer: GoldenFixtures.measurer).bytes, animation.bytes, "same input, same bytes")
    }

    func testAStillOnlyTargetDoesNotAnimate() throws {
        let home = try XCTUnwrap(TargetCatalog.target(named: "pet.home"))
        XCTAssertFalse(home.isAnimated)
        XCTAssertThrowsError(try home.animate(RenderRequest(), fps: 30, measurer: GoldenFixtures.measurer))
    }
}

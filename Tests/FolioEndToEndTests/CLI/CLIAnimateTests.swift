import FolioAppsTestSupport
import FolioTestSupport
import Foundation
import XCTest
@testable import FolioCLI

/// `folio render FLOW -o F.apng` (or `--animate` with .png) writes an animated PNG; a still-only
/// target or a frame rate other than 30 or 60 is a usage error.
final class CLIAnimateTests: XCTestCase {
    func testAFlowRendersAsAnAnimatedPNG() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (name, extra) in [("a.apng", [String]()), ("b.png", ["--animate", "--fps", "60"])] {
            let path = "\(dir)/\(name)"
            let r = folio(["render", "pet.flow.adventure", "--scale", "1", "-o", path] + extra)
            XCTAssertEqual(r.code, 0, r.err)
            XCTAssertTrue(r.err.contains("wrote \(path) ("), r.err)
            let reader = try XCTUnwrap(APNGReader([UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))), name)
            XCTAssertEqual(reader.width, 393)
            XCTAssertGreaterThan(reader.frames.count, 2)
            XCTAssertEqual(reader.frames.first?.delayDenominator, name == "a.apng" ? 30 : 60)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["a.apng", "b.png"], "no temporary files left")
    }

    func testAStillOrAnOddFrameRateIsAUsageError() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let still = folio("render", "pet.home", "-o", "\(dir)/home.apng")
        XCTAssertEqual(still.code, 2)
        XCTAssertTrue(still.err.contains("no motion to animate"), still.err)
        XCTAssertEqual(folio("render", "pet.flow.adventure", "--fps", "24", "-o", "\(dir)/a.apng").code, 2)
        XCTAssertEqual(folio("render", "pet.flow.adventure", "--animate", "-o", "\(dir)/a.pdf").code, 2)
    }
}

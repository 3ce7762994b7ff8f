import FolioApps
import FolioAppsTestSupport
import Foundation
import XCTest

/// Whole documents through the command line: a render twice is the same bytes, and lint draws
/// every story of an app from the snapshot it is given.
final class WholeRenderTests: XCTestCase {
    func testSameRenderTwiceGivesTheSameBytes() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for name in ["a", "b"] {
            XCTAssertEqual(folio("render", "specimen.budget", "--scale", "1", "-o", "\(dir)/\(name).png").code, 0)
            XCTAssertEqual(folio("render", "specimen.budget", "-o", "\(dir)/\(name).pdf").code, 0)
        }
        for ext in ["png", "pdf"] {
            let a = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/a.\(ext)"))
            let b = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/b.\(ext)"))
            XCTAssertEqual(a, b, "\(ext) bytes differ between two identical renders")
        }
    }

    func testLintDrawsTheSnapshotsAppScreensFromIt() {
        let r = folio("lint", "--snapshot", "\(packageRoot)/Tests/Fixtures/pet/stress.json")
        XCTAssertEqual(r.code, 0, r.out)
        // Every story of the app's screens, each drawn from the snapshot given.
        // No errors (a warning, pixel-contrast off a key element on the stress data, does not fail lint).
        let head = "linted \(AppDefinition.pet.stories.count) targets in light and dark on iphone at large: "
        XCTAssertTrue(r.err.hasPrefix(head + "no findings") || r.err.hasPrefix(head + "0 errors,"), r.err)
    }
}

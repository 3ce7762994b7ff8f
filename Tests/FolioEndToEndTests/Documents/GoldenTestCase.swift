import FolioAppsTestSupport
@testable import FolioCards
@testable import FolioGoldens
@testable import FolioReport
@testable import FolioStorybook
@testable import FolioTargets
import Foundation
import XCTest

/// A test with fresh manifests, store and review folders, removed after it.
class GoldenTestCase: XCTestCase {
    var goldens = "", review = ""

    override func setUpWithError() throws {
        goldens = try GoldenFixtures.directory()
        review = try GoldenFixtures.directory() + "/review"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: goldens)
        try? FileManager.default.removeItem(atPath: GoldenFixtures.store(goldens).directory)
        try? FileManager.default.removeItem(atPath: (review as NSString).deletingLastPathComponent)
    }

    /// The entry of `story` in `mode`.
    func entry(_ story: String, _ mode: String = "light") throws -> GoldenEntry {
        try XCTUnwrap(try GoldenManifest(directory: goldens).entry(GoldenEntry.Key(story: story, mode: mode)))
    }
}

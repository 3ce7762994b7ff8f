import FolioAppsTestSupport
@testable import FolioGoldens
import XCTest

/// Every registered target against its golden: the list comes from the catalog through the
/// manifest, so a screen or piece added in code is checked without being listed here.
final class GoldenCatalogTests: XCTestCase {
    func testEveryRegisteredTargetMatchesItsGoldens() {
        assertGoldens()
    }
}

/// The goldens in git stay small as stories and modes are added: manifests only, no picture.
final class GoldenBudgetTests: XCTestCase {
    /// 5 MiB for the manifests of every golden of the four apps, their pieces and specimens.
    static let budget = 5 * 1024 * 1024

    func testTheGoldensInGitAreManifestsWithinTheirBudget() throws {
        let root = packageRoot + "/" + GoldenSuite.defaultDirectory
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
        XCTAssertEqual(files.filter { $0.hasSuffix(".png") }, [], "pictures live in the golden store, not in git")
        let bytes = try files.reduce(0) { sum, file in
            let size = try FileManager.default.attributesOfItem(atPath: "\(root)/\(file)")[.size] as? Int ?? 0
            return sum + size
        }
        let manifest = try GoldenManifest(directory: root)
        XCTAssertGreaterThan(manifest.entries.count, 100, "the goldens are there")
        XCTAssertLessThan(bytes, Self.budget, "\(GoldenSuite.defaultDirectory) holds \(bytes / 1024) KiB, over its budget of \(Self.budget / 1024) KiB")
    }
}

import XCTest

/// Every registered target against its golden: the list comes from the catalog through the
/// manifest, so a screen or piece added in code is checked without being listed here.
final class GoldenCatalogTests: XCTestCase {
    func testEveryRegisteredTargetMatchesItsGoldens() {
        assertGoldens()
    }
}

/// The goldens stay within the repository's budget as apps are added.
final class GoldenBudgetTests: XCTestCase {
    /// 40 MiB for every golden of the four apps, their pieces and specimens.
    static let budget = 40 * 1024 * 1024

    func testTheGoldensStayWithinTheirBudget() throws {
        let root = packageRoot + "/Tests/Goldens"
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
        let bytes = try files.reduce(0) { sum, file in
            let size = try FileManager.default.attributesOfItem(atPath: "\(root)/\(file)")[.size] as? Int ?? 0
            return sum + size
        }
        XCTAssertGreaterThan(files.count, 100, "the goldens are there")
        XCTAssertLessThan(bytes, Self.budget, "Tests/Goldens holds \(bytes / 1024) KiB, over its budget of \(Self.budget / 1024) KiB: "
                          + "record a kind at a smaller scale (goldenScale in Templates/storybook.json)")
    }
}

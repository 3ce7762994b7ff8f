import XCTest

/// Every registered target against its golden: the list comes from the catalog through the
/// manifest, so a screen or piece added in code is checked without being listed here.
final class GoldenCatalogTests: XCTestCase {
    func testEveryRegisteredTargetMatchesItsGoldens() {
        assertGoldens()
    }
}

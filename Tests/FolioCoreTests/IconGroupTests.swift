import FolioCore
import XCTest

/// The icon specimen's groups hold every icon exactly once.
final class IconGroupTests: XCTestCase {
    func testEveryIconIsInExactlyOneGroup() {
        let grouped = IconGroup.all.flatMap(\.icons)
        XCTAssertEqual(grouped.count, Set(grouped).count, "an icon in two groups")
        XCTAssertEqual(Set(grouped), Set(Icon.allCases), "an icon in no group")
        XCTAssertEqual(Set(IconGroup.all.map(\.title)).count, IconGroup.all.count)
    }
}

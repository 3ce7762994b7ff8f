@testable import FolioApps
import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest

/// A screen drawn small for the gallery: scaled to its column, the phone's proportions kept.
final class ScreenMiniatureTests: XCTestCase {
    func testAMiniatureScreenFitsItsColumn() throws {
        let tree = ControlsTree(ScreenMiniature { Screen { Text("Content") } }, width: 160)
        let mini = try XCTUnwrap(tree.node(named: "miniature"))
        assertClose(mini.rect.width, 160)
        assertClose(mini.rect.height, 852 * 160 / 393)
        XCTAssertEqual(tree.spills, [])
    }
}

import XCTest
import FolioLayout
@testable import FolioPieces

final class MascotTests: XCTestCase {
    func testHigherFillRaisesTheLiquid() {
        XCTAssertLessThan(MascotVessel.level(fill: 0.8, top: 10, bottom: 90), MascotVessel.level(fill: 0.2, top: 10, bottom: 90))
    }
}

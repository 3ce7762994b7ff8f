import FolioAppsTestSupport
import FolioCore
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

/// The keypad sheets (Move money, Add expense) as tall as what they hold: no empty band between the
/// keypad and the action on the SE or the iPhone, the action above the home indicator.
final class BudgetSheetTests: XCTestCase {
    func testTheKeypadSheetsFitTheirContentWithNoBandAboveTheAction() throws {
        let s = try Fixtures.budget.snapshot()
        let sheets: [(String, any View)] = [("Move $37.40", TransferSheet.registered(s)), ("Add $12.50", AddExpenseSheet.typed(s))]
        for device in [Device.se, .iPhone] {
            for (action, view) in sheets {
                let root = Fixtures.budget.lay(view, device: device)
                let pad = try FrameProbe.one("number pad", in: root).rect, button = try FrameProbe.one(action, in: root).rect
                // The stack's spacing each side of its spacer, and on the SE a few points of the large
                // detent the content nearly fills; no band (it was 130 pt on the iPhone, 80 on the SE).
                XCTAssertLessThanOrEqual(button.minY - pad.maxY, 48, "\(action) on \(device.name): the action under the keypad")
                XCTAssertLessThanOrEqual(button.maxY, device.size.height - device.safeArea.bottom, "\(action) on \(device.name)")
                XCTAssertEqual(button.maxY, device.size.height - device.safeArea.bottom - Space.md, accuracy: 1,
                               "\(action) on \(device.name): the sheet ends its content's margin under the action")
            }
        }
    }
}

import XCTest
@testable import FolioApps

final class AppCatalogTests: XCTestCase {
    func testScreenAndFlowIdsAreUniqueAndWellFormed() {
        let ids = AppCatalog.screens.map(\.id) + AppCatalog.flows.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "duplicate ids: \(ids)")
        for id in ids {
            XCTAssertNotNil(id.range(of: #"^[a-z]+(\.flow)?\.[a-z][a-z0-9-]*$"#, options: .regularExpression), id)
        }
    }

    func testEveryScreenIsDrawnFromItsOwnAppsSnapshot() {
        for screen in AppCatalog.screens {
            XCTAssertEqual(screen.snapshotType.appID, screen.app.rawValue, screen.id)
        }
        for flow in AppCatalog.flows {
            XCTAssertEqual(flow.snapshotType.appID, flow.app.rawValue, flow.id)
        }
    }
}

import FolioAppsTestSupport
import FolioDomain
import FolioTestSupport
import Foundation
import XCTest
@testable import FolioApps

final class AppCatalogTests: XCTestCase {
    /// The bundled default snapshots.
    private static let snapshots = URL(fileURLWithPath: TestFiles.packageRoot).appendingPathComponent("Templates/snapshots")

    func testTheRegistryFindsEachAppByID() throws {
        XCTAssertEqual(SnapshotRegistry.appIDs, AppCatalog.apps.map(\.id.rawValue))
        XCTAssertNil(SnapshotRegistry.format(for: "folio"))
        XCTAssertEqual(SnapshotRegistry.format(schema: "folio.water/1")?.appID, "water")
        let format = try XCTUnwrap(SnapshotRegistry.format(for: "water"))
        let snapshot = try format.load(contentsOf: Self.snapshots.appendingPathComponent("water.json"))
        XCTAssertEqual((snapshot as? WaterSnapshot)?.goalMl, 2000)
        XCTAssertThrowsError(try format.load(contentsOf: Self.snapshots.appendingPathComponent("nope.json"))) {
            XCTAssertTrue($0 is SnapshotFileError)
        }
    }

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

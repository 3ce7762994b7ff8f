import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

/// What an app's declared stories keep beyond the catalog's own checks (see `StoryCatalogTests`),
/// checked per app by its stories tests: each screen's first story is the bare screen, frame for
/// frame on the SE and the iPhone, at the top of its scroll.
enum StoryContract {
    static func check<S: AppSnapshot>(_ fixture: AppFixture<S>, file: StaticString = #filePath, line: UInt = #line) throws {
        let s = try fixture.snapshot()
        for screen in fixture.screens {
            let first = try XCTUnwrap(fixture.app.stories.first { $0.screenID == screen.id }, screen.id, file: file, line: line)
            XCTAssertEqual(first.scrollOffset, 0, "\(first.id) at the top", file: file, line: line)
            for device in [Device.se, .iPhone] {
                XCTAssertEqual(fixture.lay(try XCTUnwrap(try first.view(for: s)), device: device),
                               fixture.lay(try XCTUnwrap(screen.view(for: s)), device: device), "\(first.id) on \(device.name)",
                               file: file, line: line)
            }
        }
    }
}

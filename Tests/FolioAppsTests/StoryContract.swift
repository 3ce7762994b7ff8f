import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

/// The contract every app's declared stories keep (see ``StoryEntry``), checked per app by its
/// stories tests: each story captioned in one line, and each screen's first story the bare screen,
/// drawn from the snapshot as given.
enum StoryContract {
    static func check<S: AppSnapshot & Equatable>(_ fixture: AppFixture<S>, file: StaticString = #filePath, line: UInt = #line) throws {
        for story in fixture.app.stories {
            XCTAssertTrue(StoryEntry.isValidName(story.name), story.id, file: file, line: line)
            XCTAssertFalse(story.caption.isEmpty || story.caption.contains("\n"), "\(story.id): a one-line caption", file: file, line: line)
        }
        let s = try fixture.snapshot()
        for screen in fixture.screens {
            let first = try XCTUnwrap(fixture.app.stories.first { $0.screenID == screen.id }, screen.id, file: file, line: line)
            XCTAssertEqual(try first.snapshot(from: s) as? S, s, "\(first.id) draws the snapshot as given", file: file, line: line)
            XCTAssertEqual(first.scrollOffset, 0, "\(first.id) at the top", file: file, line: line)
            for device in [Device.se, .iPhone] {
                XCTAssertEqual(fixture.lay(try XCTUnwrap(try first.view(for: s)), device: device),
                               fixture.lay(try XCTUnwrap(screen.view(for: s)), device: device), "\(first.id) on \(device.name)",
                               file: file, line: line)
            }
        }
    }
}

import XCTest
@testable import FolioGraphics

/// The folder of links to the pinned fonts that fontconfig caches: made once, atomically, only of
/// links to the pinned files; a folder that cannot be made leaves the library to add files itself.
final class FontDirectoryTests: XCTestCase {
    func testTheFolderHoldsOneNumberedLinkPerPinnedFileAndIsReused() throws {
        let base = try Fixtures.temporaryDirectory() + "/fonts"
        let made = try XCTUnwrap(FontDirectory.make(for: Fonts.pinnedFiles, environment: ["FOLIO_FONT_CACHE": base]))
        let names = try FileManager.default.contentsOfDirectory(atPath: made.fonts).sorted()
        XCTAssertEqual(names.count, Fonts.pinnedFiles.count)
        XCTAssertEqual(names.first, "000-" + (Fonts.pinnedFiles[0] as NSString).lastPathComponent)
        XCTAssertEqual(Set(made.targets.values), Set(Fonts.pinnedFiles))
        let again = try XCTUnwrap(FontDirectory.make(for: Fonts.pinnedFiles, environment: ["FOLIO_FONT_CACHE": base]))
        XCTAssertEqual(again.fonts, made.fonts)
    }

    func testAFolderThatCannotBeMadeIsNil() {
        XCTAssertNil(FontDirectory.make(for: Fonts.pinnedFiles, environment: ["FOLIO_FONT_CACHE": "/proc/folio-cannot-write"]))
        XCTAssertNil(FontDirectory.make(for: ["/nonexistent/font.ttf"], environment: ["FOLIO_FONT_CACHE": NSTemporaryDirectory()]))
    }
}

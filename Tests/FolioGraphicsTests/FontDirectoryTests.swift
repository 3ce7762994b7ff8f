import CCairo
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

    /// fontconfig writes its cache of the folder once, in the folder's own cache directory, and later
    /// configurations read it instead of scanning the font files again.
    func testFontconfigsCacheOfTheFolderIsWrittenOnceAndReused() throws {
        let base = try Fixtures.temporaryDirectory() + "/fonts"
        let made = try XCTUnwrap(FontDirectory.make(for: Fonts.pinnedFiles, environment: ["FOLIO_FONT_CACHE": base]))
        func cacheFiles() throws -> [String: Date] {
            let names = try FileManager.default.contentsOfDirectory(atPath: made.cache)
            return try Dictionary(uniqueKeysWithValues: names.map { name in
                let attributes = try FileManager.default.attributesOfItem(atPath: made.cache + "/" + name)
                return (name, try XCTUnwrap(attributes[.modificationDate] as? Date))
            })
        }
        XCTAssertEqual(try cacheFiles(), [:])
        let first = try XCTUnwrap(FontLibrary.config(from: made))
        FcConfigDestroy(first)
        let written = try cacheFiles()
        XCTAssertEqual(written.count, 1, "one cache file for the folder: \(written.keys.sorted())")
        let second = try XCTUnwrap(FontLibrary.config(from: made))
        FcConfigDestroy(second)
        XCTAssertEqual(try cacheFiles(), written, "the second configuration reads the cache, it does not write it again")
    }

    /// The private configuration is fontconfig's default too, so nothing in the process reads the
    /// machine's (fonts.conf and the caches of every installed font): Pango initialised it on a thread
    /// of its own and waited for that before its first font.
    func testThePrivateConfigurationIsTheDefaultOne() throws {
        let library = try FontLibrary.shared()
        XCTAssertEqual(FcConfigGetCurrent(), library.config)
    }

    func testAFolderThatCannotBeMadeIsNil() {
        XCTAssertNil(FontDirectory.make(for: Fonts.pinnedFiles, environment: ["FOLIO_FONT_CACHE": "/proc/folio-cannot-write"]))
        XCTAssertNil(FontDirectory.make(for: ["/nonexistent/font.ttf"], environment: ["FOLIO_FONT_CACHE": NSTemporaryDirectory()]))
    }
}

import FolioCore
import FolioTestSupport
import Foundation
import XCTest

/// The store of string catalogs a render reads: catalogs held in memory instead of the files, the
/// log of lookups that fell back, every catalog of the folder read at once, and a broken one
/// failing before any view is built.
final class LocalizationStoreTests: XCTestCase {
    let fixture = TestFiles.packageRoot + "/Tests/Fixtures/strings/fixture.xcstrings"

    /// A templates folder holding `strings/<name>.xcstrings` for each of `catalogs` (name → text).
    private func templates(_ catalogs: [String: String]) throws -> URL {
        let dir = URL(fileURLWithPath: try TestFiles.temporaryDirectory("store"))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("strings"), withIntermediateDirectories: true)
        for (name, text) in catalogs {
            try Data(text.utf8).write(to: dir.appendingPathComponent("strings/\(name).xcstrings"))
        }
        return dir
    }

    private func done(_ german: String) -> String {
        #"{"sourceLanguage": "en", "strings": {"Done": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "\#(german)"}}}}}}"#
    }

    func testAnOverrideIsUsedInsteadOfTheFiles() throws {
        let store = StringCatalogStore(directory: try templates(["pet": done("Fertig")]))
        let given = try StringCatalog.read(contentsOf: fixture)
        FolioLocale.$current.withValue(.de) {
            XCTAssertEqual(store.localized(app: "pet", "Done", []).text, "Fertig", "from the file")
            StringCatalogStore.$override.withValue(["pet": given]) {
                XCTAssertEqual(store.localized(app: "pet", "Back in %@", [.text("2h")]).text, "Zurück in 2h", "from the override")
                XCTAssertEqual(store.localized(app: "water", "Done", []), LocalizedString(text: "Done", isFallback: true),
                               "an app the override leaves out has no catalog, whatever the files hold")
            }
        }
    }

    func testTheFallbackLogRecordsEachFallbackOnceSorted() throws {
        let log = FallbackLog()
        StringCatalogStore.$override.withValue(["pet": try StringCatalog.read(contentsOf: fixture)]) {
            StringCatalogStore.$fallbacks.withValue(log) {
                FolioLocale.$current.withValue(.ar) {
                    for key in ["Done", "Cancel", "Nowhere", "Cancel", "Folio"] { _ = StringCatalogStore.shared.localized(app: "pet", key, []) }
                    _ = StringCatalogStore.shared.localized(app: "budget", "Done", [])
                }
                FolioLocale.$current.withValue(.en) { _ = StringCatalogStore.shared.localized(app: "pet", "Cancel", []) }
            }
            FolioLocale.$current.withValue(.ar) { _ = StringCatalogStore.shared.localized(app: "pet", "Back in %@", [.text("2h")]) }
        }
        XCTAssertEqual(log.entries.map { "\($0.app) \($0.key) \($0.locale.identifier)" }, [
            "budget Done ar", "pet Cancel ar", "pet Nowhere ar",
        ], "translated, English and not-to-translate lookups are not fallbacks; nothing is logged once the log is unset")
    }

    func testLoadAllReadsEveryCatalogOfTheFolderOnce() throws {
        let dir = try templates(["pet": done("Fertig"), "report": done("Erledigt"), ".hidden": "{"])
        try Data("not a catalog".utf8).write(to: dir.appendingPathComponent("strings/README.md"))
        let store = StringCatalogStore(directory: dir)
        XCTAssertEqual(store.names, ["pet", "report"])
        try store.loadAll()
        try FileManager.default.removeItem(at: dir.appendingPathComponent("strings"))
        XCTAssertEqual(try store.catalog(app: "pet")?.localized("Done", locale: .de).text, "Fertig", "read by loadAll, kept")
        XCTAssertEqual(try store.catalog(app: "report")?.localized("Done", locale: .de).text, "Erledigt")
        XCTAssertNil(try store.catalog(app: "water"), "no file, no catalog")
    }

    func testABrokenCatalogFailsBeforeTheBodyRunsAndEveryTimeAfter() throws {
        let dir = try templates(["pet": done("Fertig"), "water": #"{"sourceLanguage": "en", "strings": {"Done": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": 1}}}}}}"#])
        let store = StringCatalogStore(directory: dir)
        var ran = false
        XCTAssertThrowsError(try store.drawing(in: .de) { ran = true }) { error in
            XCTAssertEqual(FailureKind.of(error), .badData)
            XCTAssertEqual("\(error)", dir.path + #"/strings/water.xcstrings: $.strings["Done"].localizations["de"].stringUnit.value: expected a string, found 1"#)
        }
        XCTAssertFalse(ran, "no view is built over a broken catalog")
        XCTAssertThrowsError(try store.catalog(app: "water"), "the failure is kept, not read again")
        XCTAssertEqual(FolioLocale.$current.withValue(.de) { store.localized(app: "water", "Done", []) },
                       LocalizedString(text: "Done", isFallback: true), "a lookup that cannot throw falls back")
    }
}

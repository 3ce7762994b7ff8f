import FolioAppsTestSupport
import FolioTestSupport
import Foundation
import XCTest

/// The catalogs of a copy of Templates, read by `folio` run as a process of its own with
/// FOLIO_TEMPLATES pointing at the copy (never this process's environment): a pet catalog that has
/// lost its German makes pet's German mode draw what the default draws, and the lost-axis guard
/// fails naming the screen and the mode; a broken catalog is bad data naming its file and JSON path.
final class CatalogTemplatesTests: XCTestCase {
    /// A copy of the repository's Templates in a fresh folder; returns its path.
    private func templatesCopy() throws -> String {
        let copy = try temporaryDirectory() + "/Templates"
        try FileManager.default.copyItem(atPath: packageRoot + "/Templates", toPath: copy)
        return copy
    }

    /// Removes every `language` localization from the catalog at `path`, keeping the rest as it was.
    private func removeLocalizations(_ language: String, from path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var catalog = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        var strings = try XCTUnwrap(catalog["strings"] as? [String: Any])
        var removed = 0
        for (key, value) in strings {
            guard var entry = value as? [String: Any], var localizations = entry["localizations"] as? [String: Any] else { continue }
            if localizations.removeValue(forKey: language) != nil { removed += 1 }
            entry["localizations"] = localizations
            strings[key] = entry
        }
        XCTAssertGreaterThan(removed, 0, "\(path) had \(language) translations to remove")
        catalog["strings"] = strings
        try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
    }

    /// `folio storybook` of pet.home in the manifest's German mode, drawn from `templates`.
    private func germanStorybook(_ templates: String) throws -> CLIResult {
        let out = try temporaryDirectory() + "/book"
        return try folioProcess(["storybook", "--only", "pet.home", "--locale", "de", "--scale", "1", "--jobs", "1", "--out", out],
                                environment: TestFiles.environment(["FOLIO_TEMPLATES": templates]))
    }

    func testAPetCatalogWithoutItsGermanLosesTheGermanAxis() throws {
        let templates = try templatesCopy()
        let catalog = templates + "/strings/pet.xcstrings"
        guard FileManager.default.fileExists(atPath: catalog) else {
            return XCTFail("the pet app's strings come from Templates/strings/pet.xcstrings, which is not there")
        }
        let whole = try germanStorybook(templates)
        XCTAssertEqual(whole.code, 0, "pet.home in German differs from English:\n\(whole.err)")
        XCTAssertFalse(whole.err.contains("lost axis"), whole.err)

        try removeLocalizations("de", from: catalog)
        let lost = try germanStorybook(templates)
        XCTAssertEqual(lost.code, 1, lost.err)
        // Its German dates may still change the frame tree; no word is translated either way.
        XCTAssertTrue(lost.err.contains("storybook: lost axis: mode 'german' (locale de) translates no word of pet.home: "
                                        + "every catalog lookup of its stories fell back to English"), lost.err)
    }

    func testABrokenCatalogIsBadDataFromRenderNamingTheFileAndPath() throws {
        let templates = try templatesCopy()
        let catalog = templates + "/strings/water.xcstrings"
        try Data(#"{"sourceLanguage": "en", "strings": {"Done": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": 1}}}}}}"#.utf8)
            .write(to: URL(fileURLWithPath: catalog))
        let out = try temporaryDirectory() + "/pet.png"
        let run = try folioProcess(["render", "pet.home", "--locale", "de", "-o", out],
                                   environment: TestFiles.environment(["FOLIO_TEMPLATES": templates]))
        XCTAssertEqual(run.code, 65, run.err)
        XCTAssertTrue(run.err.contains(#"water.xcstrings: $.strings["Done"].localizations["de"].stringUnit.value: expected a string, found 1"#), run.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing written")
    }
}

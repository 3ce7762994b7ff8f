import FolioApps
import FolioAppsTestSupport
import FolioCore
import FolioLayout
import XCTest
@testable import FolioTargets

/// Lint's `untranslated` rule: a catalog lookup that fell back to English while a screen was laid
/// out in a locale is a finding naming the app, the key and the locale; a translated one is not.
final class UntranslatedLintTests: XCTestCase {
    /// A small water catalog: "Done" in German and Arabic, "Groceries" in German only.
    private func catalog() throws -> StringCatalog {
        try StringCatalog(json: try JSONValue(parsing: #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Done": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "Fertig"}},
            "ar": {"stringUnit": {"state": "translated", "value": "تم"}}}},
          "Groceries": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "Einkäufe"}},
            "ar": {"stringUnit": {"state": "new", "value": "بقالة"}}}}
        }}
        """#), file: "water.xcstrings")
    }

    /// A screen of three of water's words, one of which ("Left") its catalog lacks when `missing`.
    private func screen(missing: Bool) -> RenderTarget {
        let strings = AppStrings(app: "water")
        return RenderTarget(name: "water.words", summary: "A test screen.", app: .water, kind: .screen, sizing: .screen) { _ in
            VStack(alignment: .leading) {
                Text(strings("Done"), style: .headline)
                Text(strings("Groceries"), style: .body)
                if missing { Text(strings("Left"), style: .body) }
            }.padding(Space.md)
        }
    }

    private func untranslated(_ locale: FolioLocale, missing: Bool = false) throws -> [String] {
        var request = RenderRequest(appearance: .light, device: .iPhone)
        request.locale = locale
        return try StringCatalogStore.$override.withValue(["water": try catalog()]) {
            try TargetLint.findings(of: screen(missing: missing), request, measurer: GoldenFixtures.measurer)
        }.filter { $0.rule == .untranslated }.map(\.description)
    }

    func testAKeyWithoutATranslationInTheLocaleIsAFinding() throws {
        XCTAssertEqual(try untranslated(.ar), [
            #"water.xcstrings $.strings["Groceries"]: 'Groceries' of water fell back to English in ar: "#
                + "water.xcstrings has no translation of it into ar [untranslated]",
        ], "a unit in state new is not a translation")
        XCTAssertEqual(try untranslated(.de), [], "German has both")
        XCTAssertEqual(try untranslated(.en), [], "English is the source")
        XCTAssertEqual(try untranslated(.enXA), [], "a pseudo-locale is made from the source")
    }

    func testAKeyMissingFromTheCatalogIsAFindingInEveryLocale() throws {
        for locale in [FolioLocale.en, .de] {
            XCTAssertEqual(try untranslated(locale, missing: true), [
                #"water.xcstrings $.strings["Left"]: 'Left' of water fell back to English in \#(locale.identifier): "#
                    + "the key is missing from water.xcstrings [untranslated]",
            ])
        }
    }

    func testTheRuleHasItsLineInLintsHelp() {
        XCTAssertTrue(LintRule.allCases.contains(.untranslated))
        let help = folio("lint", "--help").out
        XCTAssertTrue(help.contains("  untranslated     a string fell back to English: its key is missing from the app's catalog or untranslated in the locale"), help)
    }
}

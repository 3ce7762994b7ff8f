import FolioCore
import FolioTestSupport
import XCTest

/// Reading Xcode's String Catalog format and looking strings up: translations, plural variations,
/// substitutions and positional arguments, the fallback to the source, and a bad catalog's every
/// problem with its JSON path.
final class LocalizationCatalogTests: XCTestCase {
    let fixture = TestFiles.packageRoot + "/Tests/Fixtures/strings/fixture.xcstrings"

    func catalog() throws -> StringCatalog { try StringCatalog.read(contentsOf: fixture) }

    func testAStringUnitIsTranslatedAndFallsBackToTheSource() throws {
        let c = try catalog()
        XCTAssertEqual(c.sourceLanguage, "en")
        XCTAssertEqual(c.localized("Done", locale: .de), LocalizedString(text: "Fertig", isFallback: false))
        XCTAssertEqual(c.localized("Done", locale: .ar), LocalizedString(text: "تم", isFallback: false))
        XCTAssertEqual(c.localized("Done", locale: .en), LocalizedString(text: "Done", isFallback: false), "a key with no English unit is its own text")
        XCTAssertEqual(c.localized("Cancel", locale: .ar), LocalizedString(text: "Cancel", isFallback: true), "state new is not translated yet")
        XCTAssertEqual(c.localized("Nowhere", locale: .en), LocalizedString(text: "Nowhere", isFallback: true), "a missing key is the key, flagged")
        XCTAssertEqual(c.localized("Folio", locale: .de), LocalizedString(text: "Folio", isFallback: false), "not to be translated")
        XCTAssertEqual(c.untranslatedKeys(.ar), ["%.1f L left", "%1$@ kept %2$lld goals", "Back in %@", "Cancel"])
        XCTAssertEqual(c.untranslatedKeys(.de), [])
        XCTAssertEqual(c.untranslatedKeys(.enXA), [], "a pseudo-locale is made from the source")
    }

    func testPluralVariationsFollowEachLocalesRules() throws {
        let c = try catalog()
        XCTAssertEqual([1, 2].map { c.localized("%lld goals", locale: .en, [.integer($0)]).text }, ["1 goal", "2 goals"])
        XCTAssertEqual([1, 5].map { c.localized("%lld goals", locale: .de, [.integer($0)]).text }, ["1 Ziel", "5 Ziele"])
        XCTAssertEqual([0, 1, 2, 3, 11, 100].map { c.localized("%lld goals", locale: .ar, [.integer($0)]).text },
                       ["لا أهداف", "هدف واحد", "هدفان", "3 أهداف", "11 هدفًا", "100 هدف"])
    }

    func testSubstitutionsAndPositionsReorderTheSentence() throws {
        let c = try catalog()
        XCTAssertEqual(c.localized("%1$@ kept %2$lld goals", locale: .en, ["Maya", 1]).text, "Maya kept 1 goal")
        XCTAssertEqual(c.localized("%1$@ kept %2$lld goals", locale: .de, ["Maya", 3]).text, "3 Ziele hat Maya geschafft")
        XCTAssertEqual(c.localized("Back in %@", locale: .de, ["2h 3m"]).text, "Zurück in 2h 3m")
        XCTAssertEqual(c.localized("%.1f L left", locale: .de, [.number(1.25)]).text, "Noch 1,3 l", "the locale's decimal separator")
        XCTAssertEqual(c.localized("%.1f L left", locale: .en, [.number(1.25)]).text, "1.3 L left")
        XCTAssertEqual(c.localized("Back in %@", locale: .en).text, "Back in ", "a missing argument is empty, never a trap")
        XCTAssertEqual(c.localized("Back in %@", locale: .de, [.number(1.5)]).text, "Zurück in 1,5", "%@ writes a number in as few digits as it needs")
        XCTAssertEqual(c.localized("%lld goals", locale: .de, [.number(2.9)]).text, "2 Ziele", "%lld writes a number's whole part")
        XCTAssertEqual(c.localized("%lld goals", locale: .en, [.number(1.0)]).text, "1 goal", "and counts it")
        XCTAssertEqual(c.localized("Back in %@", locale: .en, [.number(0.3)]).text, "Back in 0.3")
        XCTAssertEqual(c.localized("Back in %@", locale: .en, [.number(2)]).text, "Back in 2")
        XCTAssertEqual(c.localized("%1$@ kept %2$lld goals", locale: .en, ["Maya", .number(1)]).text, "Maya kept 1 goal")
    }

    func testPseudoLocalesTransformTheSourceButNeverTheArguments() throws {
        let c = try catalog()
        XCTAssertEqual(c.localized("Done", locale: .enXA).text, "[Ðöñé one]")
        XCTAssertEqual(c.localized("%1$@ kept %2$lld goals", locale: .enXA, ["Maya", 2]).text, "[Maya ķéþţ 2 ĝöåļš one]",
                       "the name and the number stay as given")
        let rtl = "\u{200F}\u{202E}"
        let pop = "\u{202C}\u{200F}"
        XCTAssertEqual(c.localized("Back in %@", locale: .arXB, ["Maya"]).text, "\(rtl)Back\(pop) \(rtl)in\(pop) Maya")
    }

    func testABadCatalogNamesTheFileEveryPathAndWhatWasExpected() {
        let text = #"""
        {"sourceLanguage": 3, "strings": {
          "Done": {"localizations": {"de": {"stringUnit": {"state": "done", "value": 1}}}},
          "%lld goals": {"localizations": {"de": {"variations": {"plural": {"one": {"stringUnit": {"value": "%lld Ziel"}}, "several": {}}}}}},
          "Kept %#@n@": {"localizations": {"en": {"stringUnit": {"value": "Kept %#@n@"}}}},
          "Both": {"localizations": {"en": {}}, "colour": "red"}
        }}
        """#
        XCTAssertThrowsError(try StringCatalog(json: try JSONValue(parsing: text), file: "pet.xcstrings")) { error in
            let e = error as? StringCatalogError
            XCTAssertEqual(e?.failureKind, .badData)
            XCTAssertEqual(e?.problems, [
                "$.sourceLanguage: expected a string, found 3",
                #"$.strings["%lld goals"].localizations["de"].variations.plural["several"]: unknown field (expected one of few, many, one, other, two, zero)"#,
                #"$.strings["%lld goals"].localizations["de"].variations.plural.other: expected the other form, found nothing"#,
                #"$.strings["Both"]["colour"]: unknown field (expected one of comment, extractionState, localizations, shouldTranslate)"#,
                #"$.strings["Both"].localizations["en"]: expected exactly one of stringUnit and variations"#,
                #"$.strings["Done"].localizations["de"].stringUnit.state: expected one of new, needs_review, stale, translated, found "done""#,
                #"$.strings["Done"].localizations["de"].stringUnit.value: expected a string, found 1"#,
                #"$.strings["Kept %#@n@"].localizations["en"].substitutions["n"]: expected the substitution %#@n@ names, found nothing"#,
            ])
            XCTAssertTrue("\(error)".hasPrefix("pet.xcstrings: $.sourceLanguage: "), "\(error)")
        }
    }

    func testATranslationMustTakeTheSourcesArgumentsWrittenTheSameWay() {
        let text = #"""
        {"sourceLanguage": "en", "strings": {
          "Back in %@": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Zurück in %d"}},
                                           "ar": {"stringUnit": {"state": "translated", "value": "عودة"}},
                                           "fr": {"stringUnit": {"state": "new", "value": ""}}}},
          "%1$@ and %2$@": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "%2$@ und %1$@"}}}}
        }}
        """#
        XCTAssertThrowsError(try StringCatalog(json: try JSONValue(parsing: text), file: "pet.xcstrings")) { error in
            XCTAssertEqual((error as? StringCatalogError)?.problems, [
                #"$.strings["Back in %@"].localizations["ar"]: expected the source's placeholders (%1$@), found none"#,
                #"$.strings["Back in %@"].localizations["de"]: expected the source's placeholders (%1$@), found %1$d"#,
            ], "reordered positions are fine; an untranslated unit is not checked")
        }
        XCTAssertNoThrow(try catalog(), "the fixture's substitutions and plural forms that leave the count out agree with English")
    }

    func testAFileThatIsNotACatalogIsBadDataAndAMissingOneIsIO() throws {
        let dir = try TestFiles.temporaryDirectory("catalog")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/broken.xcstrings"
        try Data("{\"sourceLanguage\": \"en\",".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try StringCatalog.read(contentsOf: path)) { error in
            XCTAssertEqual((error as? StringCatalogError)?.failureKind, .badData)
            XCTAssertTrue("\(error)".hasPrefix("\(path): line 1, column 25: "), "\(error)")
        }
        XCTAssertThrowsError(try StringCatalog.read(contentsOf: dir + "/none.xcstrings")) { error in
            XCTAssertEqual((error as? StringCatalogError)?.failureKind, .io)
            XCTAssertEqual(FailureKind.of(error), .io)
        }
    }
}

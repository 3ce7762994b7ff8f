import FolioAppsTestSupport
import FolioCore
import FolioTargets
import XCTest
@testable import FolioCLI

/// `--locale` on every command that draws: validated (an unknown locale is a usage error listing
/// them), listed in the help, carried into the request, the output's name and the summaries.
final class LocaleOptionTests: XCTestCase {
    func testAnUnknownLocaleIsAUsageErrorListingTheLocales() {
        let commands: [[String]] = [["render", "pet.home"], ["layout", "pet.home"], ["lint", "pet.home"], ["storybook"],
                                    ["golden", "check"], ["card", "water"], ["report", "weekly"]]
        for command in commands {
            let r = folio(command + ["--locale", "fr"])
            XCTAssertEqual(r.code, 2, "\(command): \(r.err)")
            XCTAssertTrue(r.err.contains("--locale: expected en, de, ar, en-XA, ar-XB, got 'fr'"), "\(command): \(r.err)")
        }
    }

    func testTheHelpOfEveryDrawingCommandListsEveryLocale() {
        for command in ["render", "layout", "lint", "storybook", "golden", "card", "report"] {
            let help = folio(command, "--help").out
            XCTAssertTrue(help.contains("--locale"), command)
        }
        let render = folio("render", "--help").out
        for locale in FolioLocale.allCases {
            XCTAssertTrue(render.contains(locale.identifier), locale.identifier)
        }
        XCTAssertTrue(render.contains("en, de, ar, en-XA, ar-XB"), render)
    }

    func testTheLocaleReachesTheLayoutAndTheOutputsName() throws {
        let german = folio("layout", "water.today", "--locale", "de", "--json")
        XCTAssertEqual(german.code, 0, german.err)
        XCTAssertTrue(german.out.contains(#""text": "27. Nov.""#), "the date in German")
        XCTAssertFalse(german.out.contains(#""text": "Nov 27""#))
        let target = try XCTUnwrap(TargetCatalog.target(named: "pet.home"))
        var request = RenderRequest()
        request.locale = .arXB
        request.textSize = .ax3
        XCTAssertEqual(TargetOptions.defaultOutput(target, request, ext: "png"), "Output/pet.home-AX3-ar-XB-light@3x.png")
        request.locale = .en
        XCTAssertEqual(TargetOptions.defaultOutput(target, request, ext: "png"), "Output/pet.home-AX3-light@3x.png", "English names as before")
    }

    func testLintSaysWhichLocaleItChecked() {
        let r = folio("lint", "specimen.water", "--locale", "de")
        XCTAssertTrue(r.err.hasPrefix("linted 1 target in light and dark on iphone at large in de: "), r.err)
    }

    func testStorybookAndGoldenKeepTheManifestsModesInTheLocale() throws {
        let manifest = try temporaryDirectory() + "/english.json"
        try #"{"include": [{"kind": "screen"}], "modes": [{"name": "default"}, {"name": "accessibility", "textSize": "AX3"}]}"#
            .write(toFile: manifest, atomically: true, encoding: .utf8)
        let none = folio("storybook", "--manifest", manifest, "--locale", "de", "--only", "pet")
        XCTAssertEqual(none.code, 2)
        XCTAssertTrue(none.err.contains("--locale de: no mode of the manifest is in that locale (its modes are in en)"), none.err)
        XCTAssertEqual(folio("golden", "check", "--manifest", manifest, "--locale", "ar", "--only", "pet").code, 2)
        let bundled = try ParsedArguments(["--locale", "de"], options: [StoryOptions.locale])
        XCTAssertEqual(try StoryOptions.plan(bundled).modes.map(\.name), ["german"], "the bundled manifest's German mode alone")
    }

    func testABatchRefusesALocaleRatherThanIgnoringIt() {
        let card = folio("card", "water", "--batch", "cards.ndjson", "--out", "x", "--locale", "de")
        XCTAssertEqual(card.code, 2)
        XCTAssertTrue(card.err.contains("--locale draws one card; it does not go with --batch yet"), card.err)
        let report = folio("report", "weekly", "--batch", "people.ndjson", "--out", "x", "--locale", "de")
        XCTAssertEqual(report.code, 2)
        XCTAssertTrue(report.err.contains("--locale writes one report; it does not go with --batch yet"), report.err)
    }
}

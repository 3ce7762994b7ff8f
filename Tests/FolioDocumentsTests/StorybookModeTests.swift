import FolioApps
import FolioAppsTestSupport
import FolioLayout
import XCTest
@testable import FolioCards
@testable import FolioGoldens
@testable import FolioReport
@testable import FolioStorybook
@testable import FolioTargets

/// Modes in the storybook manifest: read with their paths, drawn per their rules, named in files
/// and golden lines, and guarded against an axis that changes nothing.
final class StorybookModeTests: XCTestCase {
    private func manifest(_ text: String) throws -> StorybookManifest {
        try StorybookManifest(json: try JSONValue(parsing: text), file: "m.json")
    }

    /// A screen whose text is `style`: at AX3 it grows, unless the style is fixed.
    private func screen(_ name: String, _ style: TextStyle) -> RenderTarget {
        RenderTarget(name: name, summary: "A test screen.", app: .water, kind: .screen, sizing: .screen) { _ in
            VStack(alignment: .leading) { Text("Groceries", style: style); Text("$42 left", style: style) }.padding(Space.md)
        }
    }

    func testTheBundledManifestDrawsScreensInEightModes() throws {
        let manifest = try StorybookManifest(contentsOf: GoldenFixtures.packageRoot + "/" + StorybookManifest.defaultPath)
        XCTAssertEqual(manifest.modes.map(\.name), ["default", "small-phone", "large-phone", "accessibility", "long-text", "arabic", "german", "pseudo-rtl"])
        XCTAssertEqual(manifest.modes.map(\.device.name), ["iphone", "se", "pro-max", "iphone", "iphone", "iphone", "iphone", "iphone"])
        XCTAssertEqual(manifest.modes.map(\.textSize), [.large, .large, .large, .ax3, .large, .large, .large, .large])
        XCTAssertEqual(manifest.modes.map(\.locale), [.en, .en, .en, .en, .enXA, .ar, .de, .arXB])
        XCTAssertEqual(manifest.modes.map(\.appearances.count), [2, 2, 2, 2, 1, 2, 2, 1], "the pseudo-locales look for cut text, in light")
        let plan = StorybookPlan(manifest: manifest, catalog: [screen("pet.home", .body), GoldenFixtures.card("piece.mascot")])
        XCTAssertEqual(plan.stories.map(\.file), [
            "pet/home-light@2x.png", "pet/home-dark@2x.png",
            "pet/home-small-phone-light@2x.png", "pet/home-small-phone-dark@2x.png",
            "pet/home-large-phone-light@2x.png", "pet/home-large-phone-dark@2x.png",
            "pet/home-accessibility-light@2x.png", "pet/home-accessibility-dark@2x.png",
            "pet/home-long-text-light@2x.png",
            "pet/home-arabic-light@2x.png", "pet/home-arabic-dark@2x.png",
            "pet/home-german-light@2x.png", "pet/home-german-dark@2x.png",
            "pet/home-pseudo-rtl-light@2x.png",
            "piece/mascot-light@2x.png", "piece/mascot-dark@2x.png",
        ], "a piece sheet is drawn in the default mode only")
        XCTAssertEqual(plan.stories.map { GoldenSuite.key($0).mode }.prefix(14),
                       ["light", "dark", "small-phone.light", "small-phone.dark", "large-phone.light", "large-phone.dark",
                        "accessibility.light", "accessibility.dark", "long-text.light", "arabic.light", "arabic.dark",
                        "german.light", "german.dark", "pseudo-rtl.light"])
        let ax3 = try XCTUnwrap(plan.stories.first { $0.mode.name == "accessibility" })
        XCTAssertEqual(plan.request(ax3).textSize, .ax3)
        XCTAssertEqual(plan.request(plan.stories[2]).device.size, Device.se.size)
        XCTAssertEqual(plan.request(plan.stories[2]).device.scale, 2, "every mode at the storybook's scale")
        XCTAssertEqual(GoldenSuite.file(ax3), "pet/home.accessibility.light.png")
        let arabic = try XCTUnwrap(plan.stories.first { $0.mode.name == "arabic" })
        XCTAssertEqual(plan.request(arabic).locale, .ar)
        XCTAssertEqual(plan.request(arabic).device.size, Device.iPhone.size)
    }

    func testAManifestWithoutModesHasItsDefaultOnly() throws {
        let m = try manifest(#"{"include": [{}], "device": "se", "appearances": ["dark"]}"#)
        XCTAssertEqual(m.modes, [StorybookMode(device: .se, appearances: [.dark])])
    }

    func testEveryModeProblemIsReportedWithItsPath() {
        let text = #"{"include": [{}], "modes": [{"name": "Small Phone", "device": "ipad", "textSize": "huge", "locale": "fr", "colour": 1}, {"name": "x"}, {"name": "x"}]}"#
        XCTAssertThrowsError(try manifest(text)) { error in
            XCTAssertEqual((error as? ManifestError)?.problems, [
                "$.modes[0].colour: unknown field (expected one of appearances, device, include, locale, name, textSize)",
                "$.modes[0].name: expected a kebab-case name such as \"small-phone\", found 'Small Phone'",
                "$.modes[0].device: expected one of iphone, se, pro-max, found 'ipad'",
                "$.modes[0].textSize: expected one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5, found 'huge'",
                "$.modes[0].locale: expected one of en, de, ar, en-XA, ar-XB, found 'fr'",
                "$.modes[2].name: 'x' names two modes",
                "$.modes: expected a mode named 'default' (the storybook's own)",
            ])
        }
    }

    func testAnInertTextSizeIsALostAxis() throws {
        let measurer = FixedWidthTextMeasurer()
        let modes = [StorybookMode(), StorybookMode(name: "accessibility", appearances: [.light], textSize: .ax3)]
        let fixed = TextStyle(size: 17)
        let inert = StorybookPlan(manifest: StorybookManifest(include: [TargetRule(kinds: [.screen])], modes: modes),
                                  catalog: [screen("water.today", fixed), screen("water.month", .body)])
        let lost = try LostAxisGuard(plan: inert).check(measurer: measurer)
        XCTAssertEqual(lost.map(\.description), ["lost axis: mode 'accessibility' (text size AX3) gives every story of water.today "
                                                 + "the frame tree it has without it"])
        let devicesOnly = StorybookPlan(manifest: StorybookManifest(include: [TargetRule(kinds: [.screen])], modes: [StorybookMode(),
                                        StorybookMode(name: "small-phone", device: .se)]), catalog: [screen("water.today", fixed)])
        XCTAssertEqual(try LostAxisGuard(plan: devicesOnly).check(measurer: measurer), [], "a device is never lost")
    }

    func testALocaleThatTranslatesNothingIsALostAxis() throws {
        let catalog = try StringCatalog.read(contentsOf: GoldenFixtures.packageRoot + "/Tests/Fixtures/strings/fixture.xcstrings")
        var untranslated = catalog
        for key in untranslated.entries.keys { untranslated.entries[key]?.localizations["de"] = nil }
        /// A screen of one word of `app`'s catalog, and a date in the locale's format when `dated`.
        func screen(_ name: String, _ app: String, dated: Bool = false) -> RenderTarget {
            RenderTarget(name: name, summary: "A test screen.", app: .water, kind: .screen, sizing: .screen) { _ in
                EnvironmentReader { env in
                    VStack(alignment: .leading) {
                        Text(AppStrings(app: app)("Done"))
                        if dated { Text(env.format.date(year: 2026, month: 11, day: 27, style: .abbreviated)) }
                    }.padding(Space.md)
                }
            }
        }
        let modes = [StorybookMode(), StorybookMode(name: "german", appearances: [.light], locale: .de)]
        let plan = StorybookPlan(manifest: StorybookManifest(include: [TargetRule(kinds: [.screen])], modes: modes),
                                 catalog: [screen("water.today", "water", dated: true), screen("water.month", "plain"),
                                           screen("water.week", "plain", dated: true), screen("water.year", "none")])
        let lost = try StringCatalogStore.$override.withValue(["water": catalog, "plain": untranslated]) {
            try LostAxisGuard(plan: plan).check(measurer: FixedWidthTextMeasurer())
        }
        XCTAssertEqual(lost.map(\.description), [
            "lost axis: mode 'german' (locale de) gives every story of water.month the frame tree it has without it",
            "lost axis: mode 'german' (locale de) translates no word of water.week: every catalog lookup of its stories fell back to English",
            "lost axis: mode 'german' (locale de) gives every story of water.year the frame tree it has without it",
        ], "the catalog without its German is caught, its dates in German or not; so is an app with no catalog")
        let german = try XCTUnwrap(plan.stories.first { $0.mode.name == "german" })
        XCTAssertEqual(plan.request(german).locale, .de)
        XCTAssertEqual(german.file, "water/today-german-light@2x.png")
    }

    func testAManifestModeTakesEveryLocale() throws {
        let m = try manifest(#"{"include": [{}], "modes": [{"name": "default"}, {"name": "long-text", "locale": "en-XA"}, {"name": "rtl", "locale": "ar-XB"}]}"#)
        XCTAssertEqual(m.modes.map(\.locale), [.en, .enXA, .arXB])
        XCTAssertEqual(m.modes[2].summary, "iphone, large, ar-XB")
    }
}

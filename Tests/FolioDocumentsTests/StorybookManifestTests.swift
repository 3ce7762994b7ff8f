import FolioAppsTestSupport
import FolioLayout
import XCTest
@testable import FolioGoldens
@testable import FolioStorybook
@testable import FolioTargets

/// The manifest picks from what is registered, by app, kind and glob.
final class StorybookManifestTests: XCTestCase {
    let catalog = [GoldenFixtures.card("pet.home", kind: .screen), GoldenFixtures.card("piece.mascot"), GoldenFixtures.card("pet.flow.tick", kind: .flow),
                   GoldenFixtures.card("specimen.pet", kind: .specimen), GoldenFixtures.card("specimen", kind: .specimen)]

    func manifest(_ text: String) throws -> StorybookManifest {
        try StorybookManifest(json: try JSONValue(parsing: text), file: "m.json")
    }

    func testTheRepositoryManifestIsTheStandardOne() throws {
        let manifest = try StorybookManifest(contentsOf: GoldenFixtures.packageRoot + "/" + StorybookManifest.defaultPath)
        XCTAssertEqual(manifest, .standard)
    }

    func testStoriesComeInTheOrderOfTheIncludeRulesWithExclusionsLeftOut() {
        let names = StorybookManifest.standard.select(from: catalog).map(\.name)
        XCTAssertEqual(names, ["pet.home", "pet.flow.tick", "piece.mascot", "specimen.pet"])
        XCTAssertEqual(StorybookManifest.standard.skipped(from: catalog).map(\.name), ["specimen"])
    }

    func testRulesSelectByAppKindAndGlob() throws {
        let m = try manifest(#"{"include": [{"name": "pet.*", "kind": ["screen", "flow"]}, {"app": "water", "name": "piece.*"}]}"#)
        XCTAssertEqual(m.select(from: catalog).map(\.name), ["pet.home", "pet.flow.tick", "piece.mascot"])
        XCTAssertEqual(m.scale, 2)
        XCTAssertEqual(m.appearances, [.light, .dark])
        XCTAssertEqual(m.goldenScales, [:])
        XCTAssertEqual(try manifest(#"{"include": [{}], "goldenScale": {"piece": 1}}"#).goldenScales, [.piece: 1])
        XCTAssertThrowsError(try manifest(#"{"include": [{}], "goldenScale": {"pieces": 1, "flow": 4}}"#)) { error in
            XCTAssertEqual((error as? ManifestError)?.problems, ["$.goldenScale.flow: expected one of 1, 2, 3, found 4",
                                                                 "$.goldenScale.pieces: expected one of screen, flow, piece, specimen, motion, found 'pieces'"])
        }
    }

    func testEveryProblemIsReportedWithItsPath() {
        let text = #"{"scale": 4, "device": "ipad", "appearances": ["sepia"], "include": [{"kind": "screens"}], "exclude": [{"name": "x"}], "extra": 1}"#
        XCTAssertThrowsError(try manifest(text)) { error in
            let problems = (error as? ManifestError)?.problems ?? []
            XCTAssertEqual(problems, [
                "$.extra: unknown field (expected one of appearances, device, exclude, fullPage, goldenScale, include, modes, scale)",
                "$.scale: expected one of 1, 2, 3, found 4",
                "$.device: expected one of iphone, se, pro-max, found 'ipad'",
                "$.appearances[0]: expected one of light, dark, found 'sepia'",
                "$.include[0].kind: expected one of screen, flow, piece, specimen, motion, found 'screens'",
                "$.exclude[0].reason: missing (say why these targets are left out)",
                "$.appearances: at least one of light, dark",
            ])
        }
    }

    func testOnlyNarrowsByGroupOrGlob() {
        let names = { (only: [String]) in StorybookPlan(manifest: .standard, catalog: self.catalog, only: only).targets.map(\.name) }
        XCTAssertEqual(names(["pet"]), ["pet.home", "pet.flow.tick"])
        XCTAssertEqual(names(["piece", "specimen.*"]), ["piece.mascot", "specimen.pet"])
        XCTAssertEqual(StorybookPlan.unknownFilters(["pet", "nope", "piece.*"], catalog: catalog), ["nope"])
    }

    func testFilesAreNamedByGroupStemAppearanceAndScale() {
        let plan = StorybookPlan(manifest: .standard, catalog: catalog, scale: 3)
        XCTAssertEqual(plan.stories.filter(\.mode.isDefault).map(\.file).prefix(4),
                       ["pet/home-light@3x.png", "pet/home-dark@3x.png", "pet/flow.tick-light@3x.png", "pet/flow.tick-dark@3x.png"])
        XCTAssertEqual(GoldenSuite.file(catalog[1], .dark), "piece/mascot.dark.png")
    }

    func testGlob() {
        XCTAssertTrue(Glob.matches("piece.*", "piece.mascot"))
        XCTAssertTrue(Glob.matches("*.flow.*", "pet.flow.tick"))
        XCTAssertTrue(Glob.matches("pet.?ome", "pet.home"))
        XCTAssertFalse(Glob.matches("pet", "pet.home"))
        XCTAssertFalse(Glob.matches("*.home", "pet.homes"))
    }
}

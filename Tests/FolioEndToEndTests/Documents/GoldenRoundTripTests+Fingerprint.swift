import FolioAppsTestSupport
import FolioCore
import FolioGraphics
import XCTest
@testable import FolioGoldens

/// Goldens made with other font files or library versions: only the frame trees are compared.
extension GoldenRoundTripTests {
    /// The suite of piece.a, recorded, its `goldens.json` then saying it was made with `change` applied.
    func recordedMadeElsewhere(_ change: (inout GoldenFingerprint) -> Void) throws -> GoldenSuite {
        let suite = GoldenFixtures.suite([GoldenFixtures.card("piece.a")], goldens: goldens, review: review)
        _ = try suite.record(parallelism: 1, measurer: GoldenFixtures.measurer)
        var other = suite.fingerprint
        change(&other)
        try (other.json.serialized() + "\n").write(toFile: "\(goldens)/goldens.json", atomically: true, encoding: .utf8)
        return suite
    }

    func testGoldensMadeWithOtherFontsOrLibrariesAreNotCompared() throws {
        let suite = GoldenFixtures.suite([GoldenFixtures.card("piece.a")], goldens: goldens, review: review)
        _ = try suite.record(parallelism: 1, measurer: GoldenFixtures.measurer)
        XCTAssertFalse(suite.fingerprint.fonts.isEmpty, "the pinned font files are fingerprinted")
        XCTAssertEqual(Set(suite.fingerprint.libraries.keys), ["cairo", "pango", "pixman", "harfbuzz", "freetype", "fontconfig", "librsvg", "lucide"])
        for change in [{ (f: inout GoldenFingerprint) in f.fonts["Inter-Regular.otf"] = String(repeating: "0", count: 64) },
                       { (f: inout GoldenFingerprint) in f.libraries["cairo"] = "1.18.0" }] {
            var other = suite.fingerprint
            change(&other)
            try (other.json.serialized() + "\n").write(toFile: "\(goldens)/goldens.json", atomically: true, encoding: .utf8)
            let report = try suite.check(parallelism: 1, measurer: GoldenFixtures.measurer)
            XCTAssertTrue(report.failed, "pixels not compared is not a pass")
            XCTAssertEqual(report.packageDifferences.count, 1, "\(report.packageDifferences)")
            XCTAssertEqual(report.results.map(\.status), [.passed, .passed], "no wall of red: the frame trees are still checked")
            XCTAssertTrue(report.results.allSatisfy { $0.message == "frame tree unchanged; pixels not comparable here" })
        }
    }

    func testWithOtherFontsAChangedFrameTreeStillFailsAndSaysWhat() throws {
        let suite = try recordedMadeElsewhere { $0.libraries["pango"] = "1.54.0" }
        // The recorded tree had the card 3 pt further right: its text in the store, its hash in the manifest.
        var manifest = try GoldenManifest(directory: goldens)
        var light = try entry("piece.a")
        let stored = try XCTUnwrap(suite.store.tree(light.tree))
        let moved = try XCTUnwrap(stored.range(of: "\"x\":0,")).lowerBound
        let tree = stored.replacingCharacters(in: moved..<stored.index(moved, offsetBy: 6), with: "\"x\":3,")
        light.tree = SHA256.hex(Array(tree.utf8))
        try suite.store.put(tree: tree, digest: light.tree)
        manifest.set(light, group: "piece")
        try manifest.write()
        let report = try suite.check(parallelism: 1, measurer: GoldenFixtures.measurer)
        let result = try XCTUnwrap(report.results.first { $0.appearance == .light })
        XCTAssertEqual(result.status, .failed, result.message)
        XCTAssertEqual(result.message, "frame tree changed; pixels not comparable here")
        XCTAssertFalse(result.changes.isEmpty, "the frame tree's change is named")
        XCTAssertFalse(result.changes[0].contains("not in the store"), "\(result.changes)")
        XCTAssertEqual(report.results.first { $0.appearance == .dark }?.status, .passed)

        try FileManager.default.removeItem(atPath: suite.store.directory)
        let bare = try XCTUnwrap(try suite.check(parallelism: 1, measurer: GoldenFixtures.measurer).results.first { $0.appearance == .light })
        XCTAssertEqual(bare.status, .failed, "without the store the tree's hash still tells")
        XCTAssertEqual(bare.changes.count, 1)
        XCTAssertTrue(bare.changes[0].contains("the recorded tree is not in the store"), "\(bare.changes)")
    }

    func testAPackageRevisionAloneIsANoteAndStillCompares() throws {
        let suite = try recordedMadeElsewhere { $0.packages["libfreetype6"] = "2.12.1+dfsg-5+deb12u1" }
        let report = try suite.check(parallelism: 1, measurer: GoldenFixtures.measurer)
        XCTAssertFalse(report.failed, "\(report.packageDifferences)")
        XCTAssertEqual(report.results.count, 2, "light and dark compared")
        XCTAssertEqual(report.notes.count, 1, "\(report.notes)")
        XCTAssertTrue(report.notes.first?.hasPrefix("libfreetype6 ") ?? false, "\(report.notes)")
    }

    func testGoldensRecordedBeforeFontIdsCompareOnUpstreamVersions() {
        let here = GoldenFingerprint(folioVersion: "t", fonts: ["a.otf": "1"], libraries: ["cairo": "1.16.0"],
                                     packages: ["libcairo2": "1.16.0-7+deb12u1", "fonts-noto-cjk": "1:20220127+repack1-1"], scale: 2, device: "iphone")
        let revision = GoldenFingerprint(folioVersion: "t", packages: ["libcairo2": "1.16.0-7", "fonts-noto-cjk": "1:20220127+repack1-1"],
                                         scale: 2, device: "iphone")
        XCTAssertEqual(here.comparison(with: revision).refusals, [])
        XCTAssertEqual(here.comparison(with: revision).notes, ["libcairo2 1.16.0-7+deb12u1 here, 1.16.0-7 in the goldens"])
        let upstream = GoldenFingerprint(folioVersion: "t", packages: ["libcairo2": "1.18.0-1", "fonts-noto-cjk": "1:20220127+repack1-1"],
                                         scale: 2, device: "iphone")
        XCTAssertEqual(here.comparison(with: upstream).refusals, ["libcairo2 1.16.0 here, 1.18.0 in the goldens"])
        XCTAssertEqual(GoldenFingerprint.upstream("1:20220127+repack1-1"), "20220127+repack1")
        XCTAssertEqual(GoldenFingerprint.upstream("2.12.1+dfsg-5+deb12u4"), "2.12.1+dfsg")
    }
}

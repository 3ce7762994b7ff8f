import FolioAppsTestSupport
import FolioCodecs
import FolioCore
import FolioGraphics
import FolioLayout
import XCTest
@testable import FolioGoldens
@testable import FolioStorybook
@testable import FolioTargets

/// Record, then check: what passes, what fails and what the review gets.
final class GoldenRoundTripTests: GoldenTestCase {
    /// Makes the golden of `story` in `mode` a picture changed by `change` (given the pixels and the
    /// width): the changed picture into the store, its hash into the manifest, as if the golden had
    /// been recorded from another render.
    func tamper(_ story: String, _ mode: String, _ change: (inout [UInt8], Int) -> Void) throws {
        var manifest = try GoldenManifest(directory: goldens)
        var entry = try XCTUnwrap(manifest.entry(GoldenEntry.Key(story: story, mode: mode)))
        let store = GoldenFixtures.store(goldens)
        let image = try RasterImage(png: try XCTUnwrap(store.picture(entry.pixels)))
        var pixels = image.pixels
        change(&pixels, image.width)
        entry.pixels = SHA256.hex(pixels)
        try store.put(picture: try RasterImage(width: image.width, height: image.height, pixels: pixels).png(), pixels: entry.pixels)
        manifest.set(entry, group: String(story.prefix { $0 != "." }))
        try manifest.write()
    }

    func testRecordThenCheckPassesExactly() throws {
        let suite = GoldenFixtures.suite([GoldenFixtures.card("piece.a"), GoldenFixtures.card("water.b", kind: .screen)], goldens: goldens, review: review)
        let recorded = try suite.record(parallelism: 2, measurer: GoldenFixtures.measurer)
        XCTAssertEqual(recorded.count(.new), 4)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: goldens).sorted(), ["goldens.json", "piece.goldens", "water.goldens"],
                       "the manifests and the fingerprint, no picture")
        let lines = try String(contentsOfFile: "\(goldens)/piece.goldens", encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 3, "a header and one line per mode")
        XCTAssertTrue(lines[0].hasPrefix("# "))
        XCTAssertEqual(lines[1].split(separator: " ").prefix(3), ["piece.a", "dark", "160x140"], "sorted: dark before light")
        XCTAssertEqual(lines[2].split(separator: " ").prefix(3), ["piece.a", "light", "160x140"])
        let light = try entry("piece.a")
        let image = try RasterImage(png: try XCTUnwrap(suite.store.picture(light.pixels), "the picture is in the store"))
        XCTAssertEqual(SHA256.hex(image.pixels), light.pixels, "named by the hash of its decoded pixels")
        XCTAssertEqual(suite.store.tree(light.tree).map { SHA256.hex(Array($0.utf8)) }, light.tree)
        XCTAssertEqual(suite.store.files().count, 6, "piece.a and water.b draw the same card: two pictures, stored once, and four trees")
        let checked = try suite.check(parallelism: 2, measurer: GoldenFixtures.measurer)
        XCTAssertFalse(checked.failed, checked.summary)
        XCTAssertEqual(checked.results.filter(\.exact).count, 4)
        XCTAssertEqual(checked.orphanedInStore, [])
        let again = try suite.record(parallelism: 2, measurer: GoldenFixtures.measurer)
        XCTAssertEqual(again.count(.unchanged), 4, "recording an unchanged render writes nothing")
    }

    func testACheckNeedsNoStoreAndARecordFillsAnEmptyOne() throws {
        let suite = GoldenFixtures.suite([GoldenFixtures.card("piece.a")], goldens: goldens, review: review)
        _ = try suite.record(parallelism: 2, measurer: GoldenFixtures.measurer)
        try FileManager.default.removeItem(atPath: suite.store.directory)
        let checked = try suite.check(parallelism: 2, measurer: GoldenFixtures.measurer)
        XCTAssertFalse(checked.failed, checked.summary)
        XCTAssertEqual(checked.results.filter(\.exact).count, 2)
        let filled = try suite.record(parallelism: 2, measurer: GoldenFixtures.measurer)
        XCTAssertEqual(filled.count(.unchanged), 2)
        XCTAssertEqual(filled.results.map(\.message), ["unchanged (picture put into the store)", "unchanged (picture put into the store)"])
        XCTAssertNotNil(suite.store.picture(try entry("piece.a").pixels))
    }

    func testChangedRenderFailsWithDiffPicturesAndWords() throws {
        let before = GoldenFixtures.suite([GoldenFixtures.card("piece.a")], goldens: goldens, review: review)
        _ = try before.record(parallelism: 2, measurer: GoldenFixtures.measurer)
        let after = GoldenFixtures.suite([GoldenFixtures.card("piece.a", fill: .accent, offset: 3)], goldens: goldens, review: review)
        let report = try after.check(parallelism: 2, measurer: GoldenFixtures.measurer)
        XCTAssertTrue(report.failed)
        XCTAssertEqual(report.count(.failed), 2, "light and dark both changed")
        let light = try XCTUnwrap(report.results.first { $0.appearance == .light })
        XCTAssertGreaterThan(light.differing, 100)
        XCTAssertTrue(light.message.hasSuffix("pixels differ") || light.message.contains("pixels differ ("), light.message)
        XCTAssertTrue(light.changes.contains("card 'Groceries' moved 3 pt down"), "\(light.changes)")
        XCTAssertTrue(light.changes.contains { $0.hasPrefix("shape in card 'Groceries' fill #FFFFFF → ") }, "\(light.changes)")
        for image in [light.expectedImage, light.actualImage, light.diffImage] {
            let file = try XCTUnwrap(image)
            XCTAssertNoThrow(try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(review)/\(file)")))), file)
        }
        let zoom = try XCTUnwrap(light.zooms.first, "the change cropped and enlarged")
        for file in [zoom.expected, zoom.actual] {
            XCTAssertNoThrow(try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(review)/\(file)")))), file)
        }
        let page = ReviewPage(report: report, suite: after)
        let html = page.html()
        XCTAssertTrue(html.contains(zoom.expected) && html.contains("class=\"swipe\""), "zoom and swipe on the page")
        XCTAssertTrue(html.contains("folio golden record --only piece.a --goldens \(goldens) --store \(after.store.directory) --scale 1"), "the one-liner to accept")
        XCTAssertTrue(html.contains("card &#39;Groceries&#39; moved 3 pt down"))
        XCTAssertTrue(try page.write().hasSuffix("/index.html"))
        let pdf = try ReviewDocument(page: page).write(measurer: GoldenFixtures.measurer)
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: pdf)).prefix(4)), Array("%PDF".utf8))
    }

    func testAnImageOnlyChangeInventsNoFrameTreeChanges() throws {
        // Text measured by Pango lands on coordinates that are not round: the stored tree holds them
        // to three decimals, and the fresh one must be compared at the same precision.
        let wave = RenderTarget(name: "piece.a", summary: "A wave.", app: .water, kind: .piece, sizing: .page(width: 160)) { _ in
            Draw(idealSize: Size(width: 160, height: 60)) { size, env in
                var path = Path()
                path.move(to: Point(x: 0, y: 30.123456))
                path.curve(to: Point(x: 160, y: 30.654321), control1: Point(x: 53.333333, y: 10.987654), control2: Point(x: 106.666667, y: 49.012346))
                return [Frame(size: size, role: .shape, name: "wave",
                              item: .shape(ShapeItem(.path(path), stroke: Stroke(env.resolve(.accent), width: 3))))]
            }
            .background(Fill(.groupedBackground))
        }
        let suite = GoldenFixtures.suite([wave], goldens: goldens, review: review)
        _ = try suite.record(parallelism: 1, measurer: GoldenFixtures.measurer)
        try tamper("piece.a", "light") { pixels, width in
            for y in 2..<6 {
                for x in 2..<6 {
                    let i = (y * width + x) * 4
                    (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (255, 0, 0, 255)
                }
            }
        }
        let report = try suite.check(parallelism: 1, measurer: GoldenFixtures.measurer)
        let light = try XCTUnwrap(report.results.first { $0.appearance == .light })
        XCTAssertEqual(light.status, .failed)
        XCTAssertEqual(light.differing, 16)
        XCTAssertEqual(light.changes, [], "the pixels changed, the frame tree did not")
    }

    func testACheckRecordsWhatItsModeSaysAndStillFails() throws {
        let a = GoldenFixtures.card("piece.a"), b = GoldenFixtures.card("piece.b", text: "Rent")
        _ = try GoldenFixtures.suite([a], goldens: goldens, review: review).record(parallelism: 1, measurer: GoldenFixtures.measurer)
        let moved = GoldenFixtures.card("piece.a", offset: 3)
        func check(_ targets: [RenderTarget], _ mode: RecordMode) throws -> GoldenReport {
            try GoldenFixtures.suite(targets, goldens: goldens, review: review).check(record: mode, parallelism: 1, measurer: GoldenFixtures.measurer)
        }

        let never = try check([moved, b], .never)
        XCTAssertEqual(never.results.map(\.status), [.failed, .failed, .missing, .missing])
        XCTAssertFalse(never.results.contains(where: \.recorded))

        let missing = try check([moved, b], .missing)
        XCTAssertTrue(missing.failed, "recording the missing ones still fails the check")
        XCTAssertEqual(missing.results.filter(\.recorded).map(\.file), ["piece/b.light.png", "piece/b.dark.png"])
        XCTAssertTrue(missing.results[2].message.hasSuffix("(recorded)"), missing.results[2].message)
        XCTAssertEqual(try check([b], .never).failed, false, "b has its goldens now")
        XCTAssertEqual(try check([moved], .never).failed, true, "a was left as it was")

        let failed = try check([moved, b], .failed)
        XCTAssertEqual(failed.results.filter(\.recorded).map(\.file), ["piece/a.light.png", "piece/a.dark.png"])
        XCTAssertFalse(try check([moved, b], .never).failed, "the failed ones were re-recorded in the run that reported them")

        let all = try check([a, b], .all)
        XCTAssertEqual(all.results.filter(\.recorded).map(\.file), ["piece/a.light.png", "piece/a.dark.png"], "only what changed")
        XCTAssertFalse(try check([a, b], .never).failed)
    }

    func testSmallDriftIsToleratedUpToMaxDiffPixels() throws {
        _ = try GoldenFixtures.suite([GoldenFixtures.card("piece.a")], goldens: goldens, review: review).record(parallelism: 1, measurer: GoldenFixtures.measurer)
        try tamper("piece.a", "light") { pixels, _ in
            for i in [0, 4, 8] { pixels[i] = 255 &- pixels[i] }
        }
        let strict = try GoldenFixtures.suite([GoldenFixtures.card("piece.a")], goldens: goldens, review: review).check(parallelism: 1, measurer: GoldenFixtures.measurer)
        XCTAssertEqual(strict.count(.failed), 1)
        let lenient = try GoldenFixtures.suite([GoldenFixtures.card("piece.a")], goldens: goldens, review: review, maxDiffPixels: 3)
            .check(parallelism: 1, measurer: GoldenFixtures.measurer)
        XCTAssertFalse(lenient.failed, lenient.summary)
        XCTAssertEqual(lenient.count(.tolerated), 1)
    }

    func testLightIsPairedWithTheDarkThatBroke() throws {
        _ = try GoldenFixtures.suite([GoldenFixtures.card("piece.a")], goldens: goldens, review: review).record(parallelism: 1, measurer: GoldenFixtures.measurer)
        var manifest = try GoldenManifest(directory: goldens)
        manifest.remove(GoldenEntry.Key(story: "piece.a", mode: "dark"))
        try manifest.write()
        let report = try GoldenFixtures.suite([GoldenFixtures.card("piece.a")], goldens: goldens, review: review).check(parallelism: 1, measurer: GoldenFixtures.measurer)
        XCTAssertEqual(report.count(.missing), 1)
        XCTAssertEqual(report.failingTargets.count, 1)
        XCTAssertEqual(report.failingTargets[0].map(\.appearance), [.light, .dark])
        XCTAssertNotNil(report.failingTargets[0][0].expectedImage, "the light that passed is shown next to the missing dark")
    }

    func testNewMissingAndOrphanedAreReportedApart() throws {
        _ = try GoldenFixtures.suite([GoldenFixtures.card("piece.a"), GoldenFixtures.card("piece.gone", text: "Gone")], goldens: goldens, review: review)
            .record(parallelism: 2, measurer: GoldenFixtures.measurer)
        let suite = GoldenFixtures.suite([GoldenFixtures.card("piece.a"), GoldenFixtures.card("piece.new")], goldens: goldens, review: review)
        let report = try suite.check(parallelism: 2, measurer: GoldenFixtures.measurer)
        XCTAssertEqual(report.results.filter { $0.status == .missing }.map(\.file), ["piece/new.light.png", "piece/new.dark.png"])
        XCTAssertEqual(report.orphaned, ["piece.gone dark", "piece.gone light"])
        XCTAssertEqual(report.orphanedInStore, [], "the gone story's entries still name its pictures")
        XCTAssertTrue(report.failed)
        let gone = try entry("piece.gone")
        let pruned = try suite.record(mode: .missing, prune: true, parallelism: 2, measurer: GoldenFixtures.measurer)
        XCTAssertEqual(pruned.count(.new), 2)
        XCTAssertNil(try GoldenManifest(directory: goldens).entry(gone.key), "the entry is pruned")
        let afterPrune = try suite.check(parallelism: 2, measurer: GoldenFixtures.measurer)
        XCTAssertFalse(afterPrune.failed)
        XCTAssertEqual(afterPrune.orphanedInStore.count, 4, "the gone story's pictures and trees, no manifest names them")
        XCTAssertTrue(afterPrune.orphanedInStore.contains(suite.store.path(gone.pixels, .picture, relative: true)), "\(afterPrune.orphanedInStore)")
        let removed = try suite.store.collectGarbage(keeping: try suite.manifest().entries)
        XCTAssertEqual(removed, afterPrune.orphanedInStore)
        XCTAssertNil(suite.store.picture(gone.pixels))
        XCTAssertEqual(try suite.check(parallelism: 2, measurer: GoldenFixtures.measurer).orphanedInStore, [])
    }

    func testTextWithMissingGlyphsFailsAndIsNeverRecorded() throws {
        let tofu = GoldenFixtures.card("piece.tofu", text: "नमस्ते")
        let suite = GoldenFixtures.suite([tofu], goldens: goldens, review: review)
        let recorded = try suite.record(parallelism: 1, measurer: GoldenFixtures.measurer)
        XCTAssertEqual(recorded.count(.failed), 2)
        XCTAssertEqual(try GoldenManifest(directory: goldens).entries, [], "nothing recorded")
        XCTAssertTrue(recorded.results[0].message.contains("missing glyphs"), recorded.results[0].message)
    }

    func testAKindCanBeRecordedAtItsOwnScale() throws {
        let manifest = StorybookManifest(scale: 1, include: [TargetRule()], goldenScales: [.piece: 2])
        let plan = StorybookPlan(manifest: manifest, catalog: [GoldenFixtures.card("piece.a"), GoldenFixtures.card("water.b", kind: .screen)])
        let suite = GoldenSuite(plan: plan, directory: goldens, store: GoldenFixtures.store(goldens), reviewDirectory: review, folioVersion: "test")
        _ = try suite.record(parallelism: 2, measurer: GoldenFixtures.measurer)
        XCTAssertEqual(try entry("piece.a").width, 320)
        XCTAssertEqual(try entry("water.b").width, 160)
        XCTAssertEqual(suite.recordedFingerprint()?.scaleByKind, [.piece: 2])
        XCTAssertFalse(try suite.check(parallelism: 2, measurer: GoldenFixtures.measurer).failed)
        XCTAssertEqual(StorybookPlan(manifest: manifest, catalog: [], scale: 3).goldenScales, [:], "a scale given outright wins")
    }

    func testRecordModeComesFromTheEnvironment() {
        XCTAssertEqual(RecordMode.from(environment: [:]), .never)
        XCTAssertEqual(RecordMode.from(environment: ["FOLIO_RECORD": "1"]), .all)
        XCTAssertEqual(RecordMode.from(environment: ["FOLIO_RECORD": "missing"]), .missing)
        XCTAssertEqual(RecordMode.from(environment: ["FOLIO_RECORD": "0"]), .never)
    }
}

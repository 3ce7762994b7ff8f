import FolioGraphics
import FolioLayout
import XCTest
@testable import FolioDocuments

/// Record, then check: what passes, what fails and what the review gets.
final class GoldenRoundTripTests: XCTestCase {
    var goldens = "", review = ""

    override func setUpWithError() throws {
        goldens = try Fixtures.directory()
        review = try Fixtures.directory() + "/review"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: goldens)
        try? FileManager.default.removeItem(atPath: (review as NSString).deletingLastPathComponent)
    }

    func testRecordThenCheckPassesExactly() throws {
        let suite = Fixtures.suite([Fixtures.card("piece.a"), Fixtures.card("water.b", kind: .screen)], goldens: goldens, review: review)
        let recorded = try suite.record(parallelism: 2, measurer: Fixtures.measurer)
        XCTAssertEqual(recorded.count(.new), 4)
        for file in ["piece/a.light.png", "piece/a.dark.png", "piece/a.light.json", "water/b.dark.json", "goldens.json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(goldens)/\(file)"), file)
        }
        let checked = try suite.check(parallelism: 2, measurer: Fixtures.measurer)
        XCTAssertFalse(checked.failed, checked.summary)
        XCTAssertEqual(checked.results.filter(\.exact).count, 4)
        let again = try suite.record(parallelism: 2, measurer: Fixtures.measurer)
        XCTAssertEqual(again.count(.unchanged), 4, "recording an unchanged render writes nothing")
    }

    func testChangedRenderFailsWithDiffPicturesAndWords() throws {
        let before = Fixtures.suite([Fixtures.card("piece.a")], goldens: goldens, review: review)
        _ = try before.record(parallelism: 2, measurer: Fixtures.measurer)
        let after = Fixtures.suite([Fixtures.card("piece.a", fill: .accent, offset: 3)], goldens: goldens, review: review)
        let report = try after.check(parallelism: 2, measurer: Fixtures.measurer)
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
        XCTAssertTrue(html.contains(zoom.expected) && html.contains("class=\"onion\""), "zoom and onion skin on the page")
        XCTAssertTrue(html.contains("folio golden record --only piece.a --goldens \(goldens) --scale 1"), "the one-liner to accept")
        XCTAssertTrue(html.contains("card &#39;Groceries&#39; moved 3 pt down"))
        XCTAssertTrue(try page.write().hasSuffix("/index.html"))
        let pdf = try ReviewDocument(page: page).write(measurer: Fixtures.measurer)
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
        let suite = Fixtures.suite([wave], goldens: goldens, review: review)
        _ = try suite.record(parallelism: 1, measurer: Fixtures.measurer)
        let path = "\(goldens)/piece/a.light.png"
        let image = try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        var pixels = image.pixels
        for y in 2..<6 {
            for x in 2..<6 {
                let i: Int = (y * image.width + x) * 4
                pixels[i] = 255
                pixels[i + 1] = 0
                pixels[i + 2] = 0
                pixels[i + 3] = 255
            }
        }
        let tampered = RasterImage(width: image.width, height: image.height, pixels: pixels)
        try Data(try tampered.png()).write(to: URL(fileURLWithPath: path))
        let report = try suite.check(parallelism: 1, measurer: Fixtures.measurer)
        let light = try XCTUnwrap(report.results.first { $0.appearance == .light })
        XCTAssertEqual(light.status, .failed)
        XCTAssertEqual(light.differing, 16)
        XCTAssertEqual(light.changes, [], "the pixels changed, the frame tree did not")
    }

    func testACheckRecordsWhatItsModeSaysAndStillFails() throws {
        let a = Fixtures.card("piece.a"), b = Fixtures.card("piece.b", text: "Rent")
        _ = try Fixtures.suite([a], goldens: goldens, review: review).record(parallelism: 1, measurer: Fixtures.measurer)
        let moved = Fixtures.card("piece.a", offset: 3)
        func check(_ targets: [RenderTarget], _ mode: RecordMode) throws -> GoldenReport {
            try Fixtures.suite(targets, goldens: goldens, review: review).check(record: mode, parallelism: 1, measurer: Fixtures.measurer)
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
        _ = try Fixtures.suite([Fixtures.card("piece.a")], goldens: goldens, review: review).record(parallelism: 1, measurer: Fixtures.measurer)
        let file = "\(goldens)/piece/a.light.png"
        let golden = try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: file))))
        var pixels = golden.pixels
        for i in [0, 4, 8] { pixels[i] = 255 &- pixels[i] }
        try RasterImage(width: golden.width, height: golden.height, pixels: pixels).write(to: file)
        let strict = try Fixtures.suite([Fixtures.card("piece.a")], goldens: goldens, review: review).check(parallelism: 1, measurer: Fixtures.measurer)
        XCTAssertEqual(strict.count(.failed), 1)
        let lenient = try Fixtures.suite([Fixtures.card("piece.a")], goldens: goldens, review: review, maxDiffPixels: 3)
            .check(parallelism: 1, measurer: Fixtures.measurer)
        XCTAssertFalse(lenient.failed, lenient.summary)
        XCTAssertEqual(lenient.count(.tolerated), 1)
    }

    func testLightIsPairedWithTheDarkThatBroke() throws {
        _ = try Fixtures.suite([Fixtures.card("piece.a")], goldens: goldens, review: review).record(parallelism: 1, measurer: Fixtures.measurer)
        try FileManager.default.removeItem(atPath: "\(goldens)/piece/a.dark.png")
        let report = try Fixtures.suite([Fixtures.card("piece.a")], goldens: goldens, review: review).check(parallelism: 1, measurer: Fixtures.measurer)
        XCTAssertEqual(report.count(.missing), 1)
        XCTAssertEqual(report.failingTargets.count, 1)
        XCTAssertEqual(report.failingTargets[0].map(\.appearance), [.light, .dark])
        XCTAssertNotNil(report.failingTargets[0][0].expectedImage, "the light that passed is shown next to the missing dark")
    }

    func testNewMissingAndOrphanedAreReportedApart() throws {
        _ = try Fixtures.suite([Fixtures.card("piece.a"), Fixtures.card("piece.gone")], goldens: goldens, review: review)
            .record(parallelism: 2, measurer: Fixtures.measurer)
        let suite = Fixtures.suite([Fixtures.card("piece.a"), Fixtures.card("piece.new")], goldens: goldens, review: review)
        let report = try suite.check(parallelism: 2, measurer: Fixtures.measurer)
        XCTAssertEqual(report.results.filter { $0.status == .missing }.map(\.file), ["piece/new.light.png", "piece/new.dark.png"])
        XCTAssertEqual(report.orphaned, ["piece/gone.dark.json", "piece/gone.dark.png", "piece/gone.light.json", "piece/gone.light.png"])
        XCTAssertTrue(report.failed)
        let pruned = try suite.record(mode: .missing, prune: true, parallelism: 2, measurer: Fixtures.measurer)
        XCTAssertEqual(pruned.count(.new), 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(goldens)/piece/gone.light.png"))
        XCTAssertFalse(try suite.check(parallelism: 2, measurer: Fixtures.measurer).failed)
    }

    func testTextWithMissingGlyphsFailsAndIsNeverRecorded() throws {
        let tofu = Fixtures.card("piece.tofu", text: "नमस्ते")
        let suite = Fixtures.suite([tofu], goldens: goldens, review: review)
        let recorded = try suite.record(parallelism: 1, measurer: Fixtures.measurer)
        XCTAssertEqual(recorded.count(.failed), 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(goldens)/piece/tofu.light.png"))
        XCTAssertTrue(recorded.results[0].message.contains("missing glyphs"), recorded.results[0].message)
    }

    func testGoldensMadeWithOtherFontsOrLibrariesAreNotCompared() throws {
        let suite = Fixtures.suite([Fixtures.card("piece.a")], goldens: goldens, review: review)
        _ = try suite.record(parallelism: 1, measurer: Fixtures.measurer)
        XCTAssertFalse(suite.fingerprint.fonts.isEmpty, "the pinned font files are fingerprinted")
        XCTAssertEqual(Set(suite.fingerprint.libraries.keys), ["cairo", "pango", "pixman", "harfbuzz", "freetype", "fontconfig"])
        for change in [{ (f: inout GoldenFingerprint) in f.fonts["Inter-Regular.otf"] = String(repeating: "0", count: 64) },
                       { (f: inout GoldenFingerprint) in f.libraries["cairo"] = "1.18.0" }] {
            var other = suite.fingerprint
            change(&other)
            try (other.json.serialized() + "\n").write(toFile: "\(goldens)/goldens.json", atomically: true, encoding: .utf8)
            let report = try suite.check(parallelism: 1, measurer: Fixtures.measurer)
            XCTAssertTrue(report.failed, "pixels not compared is not a pass")
            XCTAssertEqual(report.packageDifferences.count, 1, "\(report.packageDifferences)")
            XCTAssertEqual(report.results.map(\.status), [.passed, .passed], "no wall of red: the frame trees are still checked")
            XCTAssertTrue(report.results.allSatisfy { $0.message == "frame tree unchanged; pixels not comparable here" })
        }
    }

    func testWithOtherFontsAChangedFrameTreeStillFailsAndSaysWhat() throws {
        let suite = Fixtures.suite([Fixtures.card("piece.a")], goldens: goldens, review: review)
        _ = try suite.record(parallelism: 1, measurer: Fixtures.measurer)
        var other = suite.fingerprint
        other.libraries["pango"] = "1.54.0"
        try (other.json.serialized() + "\n").write(toFile: "\(goldens)/goldens.json", atomically: true, encoding: .utf8)
        let treeFile = "\(goldens)/\(GoldenSuite.treeFile("piece/a.light.png"))"
        let stored = try String(contentsOfFile: treeFile, encoding: .utf8)
        let moved = try XCTUnwrap(stored.range(of: "\"x\":0,")).lowerBound
        try stored.replacingCharacters(in: moved..<stored.index(moved, offsetBy: 6), with: "\"x\":3,")
            .write(toFile: treeFile, atomically: true, encoding: .utf8)
        let report = try suite.check(parallelism: 1, measurer: Fixtures.measurer)
        let light = try XCTUnwrap(report.results.first { $0.appearance == .light })
        XCTAssertEqual(light.status, .failed, light.message)
        XCTAssertFalse(light.changes.isEmpty, "the frame tree's change is named")
        XCTAssertEqual(report.results.first { $0.appearance == .dark }?.status, .passed)
    }

    func testAPackageRevisionAloneIsANoteAndStillCompares() throws {
        let suite = Fixtures.suite([Fixtures.card("piece.a")], goldens: goldens, review: review)
        _ = try suite.record(parallelism: 1, measurer: Fixtures.measurer)
        var other = suite.fingerprint
        other.packages["libfreetype6"] = "2.12.1+dfsg-5+deb12u1"
        try (other.json.serialized() + "\n").write(toFile: "\(goldens)/goldens.json", atomically: true, encoding: .utf8)
        let report = try suite.check(parallelism: 1, measurer: Fixtures.measurer)
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

    func testAKindCanBeRecordedAtItsOwnScale() throws {
        let manifest = StorybookManifest(scale: 1, include: [TargetRule()], goldenScales: [.piece: 2])
        let plan = StorybookPlan(manifest: manifest, catalog: [Fixtures.card("piece.a"), Fixtures.card("water.b", kind: .screen)])
        let suite = GoldenSuite(plan: plan, directory: goldens, reviewDirectory: review, folioVersion: "test")
        _ = try suite.record(parallelism: 2, measurer: Fixtures.measurer)
        let width = { (file: String) in try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(self.goldens)/\(file)")))).width }
        XCTAssertEqual(try width("piece/a.light.png"), 320)
        XCTAssertEqual(try width("water/b.light.png"), 160)
        XCTAssertEqual(suite.recordedFingerprint()?.scaleByKind, [.piece: 2])
        XCTAssertFalse(try suite.check(parallelism: 2, measurer: Fixtures.measurer).failed)
        XCTAssertEqual(StorybookPlan(manifest: manifest, catalog: [], scale: 3).goldenScales, [:], "a scale given outright wins")
    }

    func testRecordModeComesFromTheEnvironment() {
        XCTAssertEqual(RecordMode.from(environment: [:]), .never)
        XCTAssertEqual(RecordMode.from(environment: ["FOLIO_RECORD": "1"]), .all)
        XCTAssertEqual(RecordMode.from(environment: ["FOLIO_RECORD": "missing"]), .missing)
        XCTAssertEqual(RecordMode.from(environment: ["FOLIO_RECORD": "0"]), .never)
    }
}

import FolioAppsTestSupport
import FolioCodecs
import FolioCore
@testable import FolioGoldens
import FolioGraphics
import FolioTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import FolioCLI

/// `folio golden record|check|accept|gc` and `folio diff`: exit codes, messages and the review they leave.
final class GoldenCommandTests: XCTestCase {
    var dir = ""

    override func setUpWithError() throws { dir = try temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func golden(_ action: String, _ extra: String...) -> CLIResult {
        let args = ["golden", action, "--only", "specimen.budget", "--scale", "1", "--goldens", "\(dir)/goldens", "--review", "\(dir)/review",
                    "--store", "\(dir)/store"]
        return folio(args + extra)
    }

    /// Makes specimen.budget's golden in `mode` a picture with its first `rows` rows' red inverted:
    /// the picture into the store, its hash into the manifest, as if recorded from another render.
    func tamper(_ mode: String, rows: Int) throws {
        var manifest = try GoldenManifest(directory: "\(dir)/goldens")
        var entry = try XCTUnwrap(manifest.entry(GoldenEntry.Key(story: "specimen.budget", mode: mode)))
        let store = GoldenStore(directory: "\(dir)/store")
        let image = try RasterImage(png: try XCTUnwrap(store.picture(entry.pixels)))
        var pixels = image.pixels
        for i in stride(from: 0, to: 4 * image.width * rows, by: 4) { pixels[i] = 255 &- pixels[i] }
        entry.pixels = SHA256.hex(pixels)
        try store.put(picture: try RasterImage(width: image.width, height: image.height, pixels: pixels).png(), pixels: entry.pixels)
        manifest.set(entry, group: "specimen")
        try manifest.write()
    }

    func testRecordCheckAndAFailingCheckWithItsReview() throws {
        let recorded = golden("record")
        XCTAssertEqual(recorded.code, 0, recorded.err)
        XCTAssertTrue(recorded.out.contains("NEW specimen.budget light: recorded"), recorded.out)
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(dir)/goldens/goldens.json"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(dir)/goldens/specimen.goldens"))
        let passed = golden("check")
        XCTAssertEqual(passed.code, 0, passed.err + passed.out)
        XCTAssertTrue(passed.err.contains("golden check: 2 goldens in "), passed.err)
        XCTAssertTrue(passed.err.contains("2 passed (2 exact)"), passed.err)

        try tamper("dark", rows: 40)
        let failed = golden("check")
        XCTAssertEqual(failed.code, 1)
        XCTAssertTrue(failed.out.contains("FAILED specimen.budget dark: "), failed.out)
        XCTAssertTrue(failed.out.contains("diff: \(dir)/review/specimen/budget.dark.diff.png"), failed.out)
        XCTAssertTrue(failed.out.contains("review: \(dir)/review/index.html (and \(dir)/review/review.pdf)"), failed.out)
        XCTAssertTrue(failed.out.contains("accept all: folio golden accept \(dir)/review --goldens \(dir)/goldens --store \(dir)/store"), failed.out)
        XCTAssertTrue(failed.out.contains("(or render again: folio golden record --goldens \(dir)/goldens --store \(dir)/store --scale 1)"), failed.out)
        let html = try String(contentsOfFile: "\(dir)/review/index.html", encoding: .utf8)
        XCTAssertTrue(html.contains("specimen/budget.dark.expected.png") && html.contains("specimen/budget.dark.actual.png"))
        XCTAssertTrue(html.contains("specimen/budget.light.expected.png"), "light is shown beside the dark that failed")
        XCTAssertTrue(html.contains("folio golden record --only specimen.budget"))
    }

    func testACheckWritesJUnitAndJSONForCI() throws {
        XCTAssertEqual(golden("record").code, 0)
        try tamper("dark", rows: 10)
        let failed = golden("check", "--junit", "\(dir)/junit.xml", "--json", "\(dir)/report.json")
        XCTAssertEqual(failed.code, 1, failed.err)

        // A real XML parser reads the JUnit file: one case per target × appearance, the dark one failed.
        let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: "\(dir)/junit.xml")))
        let cases = JUnitCases()
        parser.delegate = cases
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        XCTAssertEqual(cases.names, ["specimen.budget light", "specimen.budget dark"])
        XCTAssertEqual(cases.failed, ["specimen.budget dark"])
        XCTAssertEqual(cases.suiteCounts, ["2", "1"], "tests and failures on the suite")
        XCTAssertTrue(cases.failureText.contains("diff: \(dir)/review/specimen/budget.dark.diff.png"), cases.failureText)

        let json = try JSONValue(parsing: String(contentsOfFile: "\(dir)/report.json", encoding: .utf8))
        XCTAssertEqual(json["failed"], .bool(true))
        guard case .array(let results)? = json["results"] else { return XCTFail("no results") }
        XCTAssertEqual(results.map { $0["status"] }, [.string("passed"), .string("failed")])
        XCTAssertEqual(results[1]["diff"], .string("\(dir)/review/specimen/budget.dark.diff.png"))
        XCTAssertEqual(folio("golden", "record", "--junit", "\(dir)/x.xml").code, 2, "record writes no report")
    }

    func testAcceptingFromTheReviewMakesTheNextCheckPass() throws {
        XCTAssertEqual(golden("record").code, 0)
        for appearance in ["light", "dark"] { try tamper(appearance, rows: 10) }
        XCTAssertEqual(golden("check").code, 1)
        let dark = folio("golden", "accept", "\(dir)/review", "--goldens", "\(dir)/goldens", "--store", "\(dir)/store", "--only", "specimen.budget",
                         "--appearance", "dark")
        XCTAssertEqual(dark.code, 0, dark.err)
        XCTAssertEqual(dark.out, "ACCEPTED specimen.budget dark\n")
        let again = golden("check")
        XCTAssertEqual(again.code, 1, "light is still changed")
        XCTAssertTrue(again.out.contains("FAILED specimen.budget light"), again.out)
        XCTAssertFalse(again.out.contains("FAILED specimen.budget dark"), again.out)
        XCTAssertEqual(folio("golden", "accept", "\(dir)/review", "--goldens", "\(dir)/goldens", "--store", "\(dir)/store").code, 0)
        XCTAssertEqual(golden("check").code, 0, "everything accepted, without rendering again")
        XCTAssertEqual(folio("golden", "accept", "\(dir)/nowhere", "--goldens", "\(dir)/goldens").code, 74)
    }

    func testACheckThatRecordsTheMissingOnesFailsSayingWhatItWrote() {
        let first = golden("check", "--record", "missing")
        XCTAssertEqual(first.code, 1, first.err)
        XCTAssertTrue(first.out.contains("MISSING specimen.budget dark: no golden yet (recorded)"), first.out)
        XCTAssertEqual(golden("check").code, 0, "the next check finds them")
        XCTAssertEqual(golden("check", "--record", "sometimes").code, 2)
    }

    func testACheckWithoutTheStoreStillFailsAndSaysTheExpectedPictureIsMissing() throws {
        XCTAssertEqual(golden("record").code, 0)
        try tamper("dark", rows: 1)
        try FileManager.default.removeItem(atPath: "\(dir)/store")
        let bare = golden("check")
        XCTAssertEqual(bare.code, 1, bare.err)
        XCTAssertTrue(bare.out.contains("FAILED specimen.budget dark: pixels differ from the golden; the expected picture is not in the store \(dir)/store"),
                      bare.out)
        let html = try String(contentsOfFile: "\(dir)/review/index.html", encoding: .utf8)
        XCTAssertTrue(html.contains("The expected picture is not in the store") && html.contains("specimen/budget.dark.actual.png"))
    }

    func testTheStoreComesFromTheEnvironmentAndGCRemovesWhatNoManifestNames() throws {
        let args = ["golden", "record", "--only", "specimen.budget", "--scale", "1", "--goldens", "\(dir)/goldens"]
        let recorded = folio(args, environment: [GoldenStore.variable: "\(dir)/shared"])
        XCTAssertEqual(recorded.code, 0, recorded.err)
        XCTAssertEqual(GoldenStore(directory: "\(dir)/shared").files().count, 4, "two pictures and two trees in FOLIO_GOLDEN_STORE")
        try FileManager.default.createDirectory(atPath: "\(dir)/shared/ab", withIntermediateDirectories: true)
        try "junk".write(toFile: "\(dir)/shared/ab/\(String(repeating: "ab", count: 32)).png", atomically: true, encoding: .utf8)
        let check = folio(["golden", "check", "--only", "specimen.budget", "--scale", "1", "--goldens", "\(dir)/goldens",
                              "--review", "\(dir)/review"], environment: [GoldenStore.variable: "\(dir)/shared"])
        XCTAssertEqual(check.code, 0, check.err)
        XCTAssertTrue(check.out.contains("UNUSED IN THE STORE 1 file of \(dir)/shared"), check.out)
        let gc = folio("golden", "gc", "--goldens", "\(dir)/goldens", "--store", "\(dir)/shared")
        XCTAssertEqual(gc.code, 0, gc.err)
        XCTAssertEqual(gc.out, "REMOVED ab/\(String(repeating: "ab", count: 32)).png\n")
        XCTAssertEqual(GoldenStore(directory: "\(dir)/shared").files().count, 4)
        try "pet.a light 1x1 nothex nothex\n".write(toFile: "\(dir)/goldens/pet.goldens", atomically: true, encoding: .utf8)
        let bad = folio("golden", "gc", "--goldens", "\(dir)/goldens", "--store", "\(dir)/shared")
        XCTAssertEqual(bad.code, 65, "a malformed manifest is bad data, and nothing is removed: \(bad.err)")
        XCTAssertTrue(bad.err.contains("\(dir)/goldens/pet.goldens:1: expected the pixels SHA-256"), bad.err)
    }

    func testRecordTakesARecordModeAndPrunes() throws {
        XCTAssertEqual(golden("record", "--record", "never").code, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/goldens/specimen.goldens"), "never writes nothing")
        XCTAssertEqual(golden("record", "--record", "missing").code, 0)
        var manifest = try GoldenManifest(directory: "\(dir)/goldens")
        let light = try XCTUnwrap(manifest.entry(GoldenEntry.Key(story: "specimen.budget", mode: "light")))
        manifest.set(GoldenEntry(story: "specimen.gone", mode: "light", width: 1, height: 1, pixels: light.pixels, tree: light.tree), group: "specimen")
        try manifest.write()
        let listed = golden("check")
        XCTAssertEqual(listed.code, 0, "an orphan is listed, not a failure")
        XCTAssertTrue(listed.out.contains("ORPHANED specimen.gone light"), listed.out)
        let pruned = golden("record", "--prune")
        XCTAssertTrue(pruned.out.contains("REMOVED specimen.gone light"), pruned.out)
        XCTAssertNil(try GoldenManifest(directory: "\(dir)/goldens").entry(GoldenEntry.Key(story: "specimen.gone", mode: "light")))
        XCTAssertEqual(golden("record", "--record", "sometimes").code, 2)
    }

    func testUsage() {
        XCTAssertEqual(folio("golden").code, 2)
        XCTAssertEqual(folio("golden", "check", "--threshold", "2").code, 2)
        XCTAssertEqual(folio("golden", "check", "--max-diff-pixels", "-1").code, 2)
    }

    func testDiffCountsPixelsAndWritesThePicture() throws {
        let white = RasterImage(width: 8, height: 8, pixels: [UInt8](repeating: 255, count: 256))
        var pixels = white.pixels
        pixels[4 * 9] = 0
        pixels[4 * 9 + 1] = 0
        try white.write(to: "\(dir)/a.png")
        try RasterImage(width: 8, height: 8, pixels: pixels).write(to: "\(dir)/b.png")
        let same = folio("diff", "\(dir)/a.png", "\(dir)/a.png")
        XCTAssertEqual(same.code, 0)
        XCTAssertEqual(same.out, "0 pixels differ of 8 × 8, 0 anti-aliased ignored (identical)\n")
        let changed = folio("diff", "\(dir)/a.png", "\(dir)/b.png", "-o", "\(dir)/d.png", "--threshold", "0.05")
        XCTAssertEqual(changed.code, 1)
        XCTAssertEqual(changed.out, "1 pixels differ of 8 × 8, 0 anti-aliased ignored\n")
        let diff = try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(dir)/d.png"))))
        XCTAssertTrue(diff.rgba(x: 1, y: 1) == (255, 0, 0, 255))
    }

    func testDiffOfUnreadableOrMismatchedFiles() throws {
        try RasterImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 16)).write(to: "\(dir)/small.png")
        try RasterImage(width: 3, height: 2, pixels: [UInt8](repeating: 0, count: 24)).write(to: "\(dir)/wide.png")
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: "\(dir)/text.png"))
        let sizes = folio("diff", "\(dir)/small.png", "\(dir)/wide.png")
        XCTAssertEqual(sizes.code, 1)
        XCTAssertTrue(sizes.out.contains("cannot be compared: the size changed from 2 × 2 to 3 × 2 px"), sizes.out)
        XCTAssertEqual(folio("diff", "\(dir)/small.png", "\(dir)/text.png").code, 65)
        // A bomb (a 20,000 × 20,000 header over a few bytes) and a cut file are bad data, named.
        let small = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/small.png"))
        try Data(PNGBytes.png(width: 20_000, height: 20_000, depth: 8, colorType: 6, scanlines: [[0, 0, 0, 0]]))
            .write(to: URL(fileURLWithPath: "\(dir)/bomb.png"))
        try small.prefix(small.count - 16).write(to: URL(fileURLWithPath: "\(dir)/cut.png"))
        for name in ["bomb", "cut"] {
            let refused = folio("diff", "\(dir)/small.png", "\(dir)/\(name).png")
            XCTAssertEqual(refused.code, 65, name)
            XCTAssertTrue(refused.err.contains("\(dir)/\(name).png: not a readable PNG: "), refused.err)
        }
        XCTAssertEqual(folio("diff", "\(dir)/small.png", "\(dir)/missing.png").code, 74)
        XCTAssertEqual(folio("diff", "\(dir)/small.png").code, 2)
    }
}

/// Collects what a JUnit file says: its cases, the failed ones and the suite's counts.
private final class JUnitCases: NSObject, XMLParserDelegate {
    var names: [String] = [], failed: [String] = [], suiteCounts: [String] = [], failureText = ""
    private var current = "", inFailure = false

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch element {
        case "testsuite": suiteCounts = [attributes["tests"] ?? "", attributes["failures"] ?? ""]
        case "testcase":
            current = attributes["name"] ?? ""
            names.append(current)
        case "failure":
            failed.append(current)
            inFailure = true
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "failure" { inFailure = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inFailure { failureText += string }
    }
}

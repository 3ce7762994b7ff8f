import FolioGraphics
import XCTest
@testable import FolioCLI

/// `folio golden record|check` and `folio diff`: exit codes, messages and the review they leave.
final class GoldenCommandTests: XCTestCase {
    var dir = ""

    override func setUpWithError() throws { dir = try temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func golden(_ action: String, _ extra: String...) -> CLIResult {
        let args = ["golden", action, "--only", "specimen.budget", "--scale", "1", "--goldens", "\(dir)/goldens", "--review", "\(dir)/review"]
        return folio(args + extra)
    }

    func testRecordCheckAndAFailingCheckWithItsReview() throws {
        let recorded = golden("record")
        XCTAssertEqual(recorded.code, 0, recorded.err)
        XCTAssertTrue(recorded.out.contains("NEW specimen/budget.light.png: recorded"), recorded.out)
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(dir)/goldens/goldens.json"))
        let passed = golden("check")
        XCTAssertEqual(passed.code, 0, passed.err + passed.out)
        XCTAssertTrue(passed.err.contains("golden check: 2 goldens in "), passed.err)
        XCTAssertTrue(passed.err.contains("2 passed (2 exact)"), passed.err)

        let file = "\(dir)/goldens/specimen/budget.dark.png"
        let image = try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: file))))
        var pixels = image.pixels
        for i in stride(from: 0, to: 4 * image.width * 40, by: 4) { pixels[i] = 255 &- pixels[i] }
        try RasterImage(width: image.width, height: image.height, pixels: pixels).write(to: file)

        let failed = golden("check")
        XCTAssertEqual(failed.code, 1)
        XCTAssertTrue(failed.out.contains("FAILED specimen.budget dark: "), failed.out)
        XCTAssertTrue(failed.out.contains("diff: \(dir)/review/specimen/budget.dark.diff.png"), failed.out)
        XCTAssertTrue(failed.out.contains("review: \(dir)/review/index.html (and \(dir)/review/review.pdf)"), failed.out)
        XCTAssertTrue(failed.out.contains("accept all: folio golden record --goldens \(dir)/goldens --scale 1"), failed.out)
        let html = try String(contentsOfFile: "\(dir)/review/index.html", encoding: .utf8)
        XCTAssertTrue(html.contains("specimen/budget.dark.expected.png") && html.contains("specimen/budget.dark.actual.png"))
        XCTAssertTrue(html.contains("specimen/budget.light.expected.png"), "light is shown beside the dark that failed")
        XCTAssertTrue(html.contains("folio golden record --only specimen.budget"))
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
        XCTAssertEqual(folio("diff", "\(dir)/small.png", "\(dir)/missing.png").code, 74)
        XCTAssertEqual(folio("diff", "\(dir)/small.png").code, 2)
    }
}

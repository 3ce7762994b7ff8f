import FolioAppsTestSupport
import Foundation
import XCTest
@testable import FolioCLI

/// folio behaves like a good Unix tool (issue #16, CLI conventions): documented options, --quiet and
/// --verbose, few progress lines on a pipe and no escape codes on a dumb terminal, one value per
/// option, a "did you mean" for a misspelt action.
final class CLIConventionTests: XCTestCase {
    func testTheOverviewDocumentsTheMainJobsAndTheGlobalOptions() {
        let help = folio("--help").out
        for phrase in ["--out DIR", "--jobs N", "--manifest FILE", "-q, --quiet", "--verbose", "-o - writes standard output"] {
            XCTAssertTrue(help.contains(phrase), "overview lacks \(phrase):\n\(help)")
        }
        XCTAssertTrue(folio("render", "--help").out.contains("--quiet"), "every command's help lists the global options")
    }

    func testQuietSaysNothingButErrorsAndVerboseSaysMore() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let quiet = folio("render", "specimen.water", "--scale", "1", "-o", "\(dir)/a.png", "--quiet")
        XCTAssertEqual(quiet.code, 0)
        XCTAssertEqual(quiet.err + quiet.out, "")
        let verbose = folio("--verbose", "render", "specimen.water", "--scale", "1", "-o", "\(dir)/b.png")
        XCTAssertTrue(verbose.err.contains("PNG,") && verbose.err.contains("bytes, to \(dir)/b.png"), verbose.err)
        XCTAssertEqual(folio("render", "specimen", "-q", "--verbose").code, 2)
        XCTAssertEqual(folio("render", "specimen.water", "-o", "\(dir)/missing/x.png", "-q").err.isEmpty, false, "errors still show")
    }

    func testARepeatedSingleValuedOptionIsAUsageError() {
        let r = folio("render", "specimen", "--scale", "1", "--scale", "2")
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.err.contains("option '--scale' given twice ('1' and '2')"), r.err)
    }

    func testAMisspeltGoldenActionGetsADidYouMean() {
        let r = folio("golden", "recrd")
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.err.contains("did you mean 'record'?"), r.err)
    }

    func testProgressOnAPipeIsAFewLinesAndADumbTerminalGetsNoEscapes() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let line = try String(contentsOfFile: packageRoot + "/Templates/snapshots/water.json", encoding: .utf8).split(separator: "\n").joined()
        let batch = "\(dir)/cards.ndjson"
        try Array(repeating: line, count: 40).joined(separator: "\n").write(toFile: batch, atomically: true, encoding: .utf8)
        let piped = folio("card", "water", "--batch", batch, "--out", "\(dir)/cards", "--size", "200x200")
        XCTAssertEqual(piped.code, 0, piped.err)
        let lines = piped.err.split(separator: "\n").filter { $0.hasPrefix("rendering ") }
        XCTAssertLessThanOrEqual(lines.count, 20, "a line per tenth (or few seconds), not one per card:\n\(piped.err)")
        XCTAssertTrue(lines.last?.hasPrefix("rendering 40/40") == true, piped.err)

        final class Buffer: @unchecked Sendable { var err = "" }
        // Safe: the console writes from this thread only, and the buffer is read after it returns.
        let buffer = Buffer()
        let dumb = Console(isTerminal: true, environment: ["TERM": "dumb"], out: { _ in }, err: { buffer.err += $0 })
        dumb.progress("rendering 1/2", done: 1, total: 2)
        dumb.progress("rendering 2/2", done: 2, total: 2)
        dumb.progress("done", final: true)
        XCTAssertFalse(buffer.err.contains("\u{1B}"), buffer.err)
        XCTAssertEqual(buffer.err, "rendering 1/2\nrendering 2/2\ndone\n")
    }
}

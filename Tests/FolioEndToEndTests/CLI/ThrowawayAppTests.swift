import FolioAppsTestSupport
import FolioTestSupport
import Foundation
import XCTest

/// An app defined only in the tests (Tests/FolioDemoApp: one screen, one flow, a card face) reaches
/// every command through its definition alone: `folio-demo` is `folio` with that definition
/// installed after the catalog's four, run as a process of its own.
final class ThrowawayAppTests: XCTestCase {
    private var dir = ""
    private var environment: [String: String] = [:]

    override func setUpWithError() throws {
        dir = try temporaryDirectory()
        environment = TestFiles.environment(["FOLIO_TEMPLATES": try Self.templates(in: dir)])
    }

    /// `folio-demo` with `arguments`.
    private func demo(_ arguments: String...) throws -> CLIResult {
        try folioDemo(arguments, in: dir, environment: environment)
    }

    func testAnAppDefinedOnlyInTheTestsReachesEveryCommand() throws {
        let list = try demo("list")
        XCTAssertEqual(list.code, 0, list.err)
        for target in ["demo.note", "demo.flow.finish", "specimen.demo"] {
            XCTAssertTrue(list.out.contains(target), "folio list names \(target)\n\(list.out)")
        }
        let apps = try demo("list", "apps")
        XCTAssertTrue(apps.out.contains("demo") && apps.out.contains("Demo Notes"), apps.out)

        let schema = try demo("schema", "demo")
        XCTAssertEqual(schema.code, 0, schema.err)
        XCTAssertTrue(schema.out.contains("folio.demo/1"), schema.out)

        let lint = try demo("lint", "demo.note", "demo.flow.finish", "specimen.demo")
        XCTAssertEqual(lint.code, 0, lint.out + lint.err)
        XCTAssertTrue(lint.err.contains("light and dark on iphone at large: no findings") || lint.err.contains("light and dark on iphone at large: 0 errors,"), lint.out + lint.err)

        let book = "\(dir)/storybook"
        // The demo app has no string catalog: its English modes only (a locale mode would rightly be a lost axis).
        let storybook = try demo("storybook", "--only", "demo", "--locale", "en", "--scale", "1", "--jobs", "1", "--out", book)
        XCTAssertEqual(storybook.code, 0, storybook.err)
        for file in ["demo/note-light@1x.png", "demo/note-dark@1x.png", "demo/flow.finish-light@1x.png"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(book)/\(file)"), "the storybook draws \(file)")
        }
        let index = try String(contentsOfFile: "\(book)/index.html", encoding: .utf8)
        XCTAssertTrue(index.contains("Demo Notes"), "the storybook names the app")

        let goldens = "\(dir)/goldens"
        let record = try demo("golden", "record", "--goldens", goldens, "--store", "\(dir)/store", "--only", "demo", "--locale", "en", "--jobs", "1")
        XCTAssertEqual(record.code, 0, record.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(goldens)/demo.goldens"), record.err)
        let check = try demo("golden", "check", "--goldens", goldens, "--store", "\(dir)/store", "--only", "demo", "--locale", "en", "--jobs", "1",
                          "--review", "\(dir)/review")
        XCTAssertEqual(check.code, 0, check.err)
        XCTAssertTrue(check.err.contains("passed"), check.err)

        let card = try demo("card", "demo", "--size", "square", "-o", "\(dir)/demo-card.png")
        XCTAssertEqual(card.code, 0, card.err)
        let png = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/demo-card.png"))
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")
        XCTAssertFalse(try folioProcess(["list"], environment: environment).out.contains("demo.note"), "folio itself lists the four")
    }

    /// A copy of the bundled Templates with the demo app's default snapshot beside the others.
    private static func templates(in dir: String) throws -> String {
        let copy = "\(dir)/Templates"
        try FileManager.default.copyItem(atPath: "\(TestFiles.packageRoot)/Templates", toPath: copy)
        try Data(#"{"schema": "folio.demo/1", "note": "Water the basil"}"#.utf8)
            .write(to: URL(fileURLWithPath: "\(copy)/snapshots/demo.json"))
        return copy
    }
}

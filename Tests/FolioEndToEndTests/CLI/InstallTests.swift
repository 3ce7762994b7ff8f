import FolioAppsTestSupport
import FolioTestSupport
import Foundation
import XCTest

/// `make install`'s layout: `scripts/install.sh BINARY PREFIX` gives a folio that renders from
/// outside the checkout, and a binary copied out on its own says which path it needs.
final class InstallTests: XCTestCase {
    var dir = ""

    override func setUpWithError() throws { dir = try temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    /// Runs `executable` with `arguments` in `folder`, without FOLIO_TEMPLATES.
    func run(_ executable: String, _ arguments: [String], in folder: String) throws -> (code: Int32, output: String) {
        try ExternalTool.capture(executable, arguments, in: folder,
                                 environment: ProcessInfo.processInfo.environment.filter { $0.key != "FOLIO_TEMPLATES" })
    }

    func testAnInstalledFolioRendersFromOutsideTheCheckout() throws {
        let prefix = "\(dir)/prefix", elsewhere = "\(dir)/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let install = try run("\(packageRoot)/scripts/install.sh", [try TestFiles.builtFolio(), prefix], in: packageRoot)
        XCTAssertEqual(install.code, 0, install.output)
        XCTAssert(FileManager.default.fileExists(atPath: "\(prefix)/share/folio/Templates/snapshots/water.json"))
        XCTAssert(FileManager.default.fileExists(atPath: "\(prefix)/share/folio/Templates/storybook.json"))
        for (file, first) in [("share/man/man1/folio.1", ".TH FOLIO 1"), ("share/bash-completion/completions/folio", "# bash completion for folio"),
                              ("share/zsh/site-functions/_folio", "#compdef folio"), ("share/fish/vendor_completions.d/folio.fish", "# fish completion")] {
            let text = try String(contentsOfFile: "\(prefix)/\(file)", encoding: .utf8)
            XCTAssertTrue(text.hasPrefix(first), "\(file): \(text.prefix(80))")
        }
        let card = try run("\(prefix)/bin/folio", ["card", "water", "--size", "200x250", "-o", "card.png"], in: elsewhere)
        XCTAssertEqual(card.code, 0, card.output)
        XCTAssert(FileManager.default.fileExists(atPath: "\(elsewhere)/card.png"))
        let book = try run("\(prefix)/bin/folio", ["storybook", "--only", "specimen.pet", "--scale", "1", "--out", "book"], in: elsewhere)
        XCTAssertEqual(book.code, 0, book.output)
        XCTAssert(FileManager.default.fileExists(atPath: "\(elsewhere)/book/specimen/pet-light@1x.png"))
    }

    func testABinaryCopiedOutOnItsOwnSaysWhichPathItNeeds() throws {
        let bare = "\(dir)/bare"
        try FileManager.default.createDirectory(atPath: "\(bare)/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try TestFiles.builtFolio(), toPath: "\(bare)/bin/folio")
        let r = try run("\(bare)/bin/folio", ["card", "water", "-o", "card.png"], in: bare)
        XCTAssertEqual(r.code, 74, r.output)
        XCTAssert(r.output.contains("FOLIO_TEMPLATES"), r.output)
        XCTAssert(r.output.contains("\(bare)/share/folio/Templates"), r.output)
    }
}

import FolioApps
import FolioAppsTestSupport
@testable import FolioTargets
import FolioDomain
import FolioGraphics
import FolioLayout
import XCTest
@testable import FolioCLI

final class CLIRenderTests: XCTestCase {
    func testRendersPNGPDFAndSVGByExtension() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for ext in ["png", "pdf", "svg"] {
            let path = "\(dir)/spec.\(ext)"
            let r = folio("render", "specimen.water", "--appearance", "dark", "--scale", "1", "-o", path)
            XCTAssertEqual(r.code, 0, r.err)
            XCTAssertEqual(r.out, "", "standard output carries only results")
            XCTAssertEqual(r.err, "wrote \(path)\n")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            let magic: [UInt8] = ext == "png" ? [0x89, 0x50, 0x4E, 0x47] : ext == "pdf" ? Array("%PDF".utf8) : Array("<?xm".utf8)
            XCTAssertEqual(Array(bytes.prefix(4)), magic, ext)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["spec.pdf", "spec.png", "spec.svg"],
                       "no temporary files may be left behind")
    }

    func testUnwritableOutputIsAnIOErrorAndLeavesNothing() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = folio("render", "specimen.pet", "--scale", "1", "-o", "\(dir)/missing/x.png")
        XCTAssertEqual(r.code, 74, r.err)
        XCTAssertTrue(r.err.contains("\(dir)/missing/x.png"), r.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), [])
    }

    func testLayoutJSONShowsRolesAndTheAppRadii() throws {
        let r = folio("layout", "specimen.pet", "--json")
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertTrue(r.out.contains(#""role": "card""#))
        XCTAssertTrue(r.out.contains(#""radius": 28"#), "pet cards have radius 28")
        let water = folio("layout", "specimen.water")
        XCTAssertTrue(water.out.contains("card 'type'"))
        XCTAssertTrue(water.out.contains("r=24"))
    }

    func testLintPassesOnTheSpecimens() {
        let r = folio("lint", "specimen.pet", "specimen.recipe")
        XCTAssertEqual(r.code, 0, r.out)
        XCTAssertTrue(r.err.hasPrefix("linted 2 targets in light and dark on iphone at large: no findings"), r.err)
        XCTAssertEqual(r.out, "")
        XCTAssertEqual(folio("lint", "nope").code, 2)
    }

    func testLintTakesATextSizeAndListsEveryRule() {
        let r = folio("lint", "pet.home", "--text-size", "AX3", "--device", "se")
        XCTAssertEqual(r.code, 0, r.out)
        XCTAssertTrue(r.err.hasPrefix("linted 1 target in light and dark on se at AX3: no findings"), r.err)
        let bad = folio("lint", "pet.home", "--text-size", "huge")
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.err.contains("xxxLarge, AX1, AX2, AX3, AX4, AX5"), bad.err)
        let help = folio("lint", "--help").out
        for rule in LintRule.allCases { XCTAssertTrue(help.contains("  \(rule.rawValue) "), rule.rawValue) }
    }

    func testLintSpeaksJSONForCI() throws {
        let r = folio("lint", "specimen.pet", "--json")
        XCTAssertEqual(r.code, 0, r.err)
        let report = try JSONValue(parsing: r.out)
        XCTAssertEqual(report["targets"], .number(1))
        guard case .array(let findings)? = report["findings"] else { return XCTFail(r.out) }
        XCTAssertEqual(findings.filter { $0["severity"] != .string("warning") }, [], "warnings only")
        guard case .string(let summary)? = report["summary"] else { return XCTFail(r.out) }
        XCTAssertTrue(summary.hasPrefix("linted 1 target in light and dark on iphone at large: no findings"), summary)
    }
}

final class CLILintSnapshotTests: XCTestCase {
    func testASnapshotOfNoKnownSchemaIsBadData() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try #"{"schema": "folio.cats/1"}"#.write(toFile: "\(dir)/cats.json", atomically: true, encoding: .utf8)
        let r = folio("lint", "--snapshot", "\(dir)/cats.json")
        XCTAssertEqual(r.code, 65)
        XCTAssertTrue(r.err.contains(#"cats.json: $.schema: expected one of "folio.pet/1""#), r.err)
    }
}

/// One entry point renders a target for a request whose snapshots are values: drawing from a
/// snapshot held in memory gives the bytes `folio render --snapshot` writes from its file.
final class RenderEntryPointTests: XCTestCase {
    func testASnapshotHeldInMemoryRendersAsItsFileDoes() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fixture = packageRoot + "/Tests/Fixtures/pet/empty-day.json"
        XCTAssertEqual(folio("render", "pet.home", "--scale", "1", "--snapshot", fixture, "-o", "\(dir)/file.png").code, 0)
        let target = try XCTUnwrap(TargetCatalog.target(named: "pet.home"))
        let snapshot = try PetSnapshot.load(contentsOf: URL(fileURLWithPath: fixture))
        let request = RenderRequest(device: Device.iPhone.scaled(1)).drawing(from: snapshot)
        let measurer = try PangoTextMeasurer()
        let inMemory = try target.render(request, as: .png, measurer: measurer)
        XCTAssertEqual(inMemory, [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(dir)/file.png"))))
        XCTAssertEqual(try target.render(request, as: .png, measurer: measurer), inMemory, "the same request, the same bytes")
        let bundled = try target.render(RenderRequest(device: Device.iPhone.scaled(1)), as: .png, measurer: measurer)
        XCTAssertNotEqual(bundled, inMemory, "the request's snapshot, not the bundled default, is drawn")
        XCTAssertEqual(try target.render(request, as: .pdf, measurer: measurer).prefix(4), Array("%PDF".utf8)[...])
    }
}

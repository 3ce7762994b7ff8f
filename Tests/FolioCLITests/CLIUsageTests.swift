import FolioAppsTestSupport
import XCTest
@testable import FolioCLI

final class CLIUsageTests: XCTestCase {
    func testVersionAndHelp() {
        let v = folio("--version")
        XCTAssertEqual(v.code, 0)
        XCTAssertEqual(v.out, "folio \(Folio.version)\n")
        let h = folio("--help")
        XCTAssertEqual(h.code, 0)
        for name in ["render", "layout", "lint", "list", "schema"] {
            XCTAssertTrue(h.out.contains("  \(name) "), "overview lacks \(name)")
        }
        let r = folio("render", "--help")
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.out.contains("usage: folio render TARGET"))
        XCTAssertTrue(r.out.contains("--appearance light|dark"))
    }

    func testUnknownCommandIsAUsageErrorWithAHint() {
        let r = folio("rendr", "specimen")
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.err.contains("unknown command 'rendr'; did you mean 'render'?"), r.err)
    }

    func testUnknownOptionAndBadValuesExit2() {
        XCTAssertEqual(folio("render", "specimen.pet", "--scal", "2").code, 2)
        let appearance = folio("render", "specimen.pet", "--appearance", "sepia")
        XCTAssertEqual(appearance.code, 2)
        XCTAssertTrue(appearance.err.contains("--appearance: expected light or dark, got 'sepia'"), appearance.err)
        let scale = folio("render", "specimen.pet", "--scale", "7")
        XCTAssertEqual(scale.code, 2)
        XCTAssertTrue(scale.err.contains("expected 1, 2 or 3"), scale.err)
        let target = folio("render", "specimen.pot")
        XCTAssertEqual(target.code, 2)
        XCTAssertTrue(target.err.contains("did you mean 'specimen.pet'?"), target.err)
        let format = folio("render", "specimen.pet", "-o", "/tmp/x.gif")
        XCTAssertEqual(format.code, 2)
        XCTAssertTrue(format.err.contains("renders are written as .png, .jpg, .webp, .pdf or .svg"), format.err)
    }

    func testSchemaPrintsJSONSchemaForEachApp() throws {
        let r = folio("schema", "pet")
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.out.contains("\"$schema\""), String(r.out.prefix(200)))
        XCTAssertTrue(r.out.contains("folio.pet/1"))
        XCTAssertEqual(folio("schema", "watr").code, 2)
        XCTAssertTrue(folio("schema", "watr").err.contains("did you mean 'water'?"))
    }

    func testListNamesTargetsAndPieces() {
        let r = folio("list")
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.out.contains("specimen.pet "))
        XCTAssertTrue(r.out.contains("specimen.budget "))
        XCTAssertEqual(folio("list", "things").code, 2)
    }
}

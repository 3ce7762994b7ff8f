import FolioCodecs
import FolioCore
import XCTest
@testable import FolioGraphics

final class AtomicWriteTests: XCTestCase {
    func contents(_ dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    }

    func testWritingIntoAMissingDirectoryThrowsAnIOErrorNamingThePath() throws {
        let dir = try Fixtures.temporaryDirectory()
        let path = dir + "/missing/card.png"
        XCTAssertThrowsError(try writePNG(Fixtures.card(), to: path)) { error in
            guard case GraphicsError.io(let named, let reason) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(named, path)
            XCTAssertFalse(reason.isEmpty)
        }
        XCTAssertEqual(try contents(dir), [])
    }

    func testAnExistingFileIsReplacedOnlyOnSuccess() throws {
        let dir = try Fixtures.temporaryDirectory()
        let path = dir + "/card.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try writePNG(Fixtures.card(), options: RenderOptions(scale: -1), to: path))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
        try writePNG(Fixtures.card(), to: path)
        let written = try RasterImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        XCTAssertEqual(written.width, 400)
        XCTAssertEqual(try contents(dir), ["card.png"], "no temporary file left behind")
    }

    func testAFailedRenameLeavesNoTemporaryFile() throws {
        // A non-empty directory where the file should go: the temporary file is written, the rename fails.
        let dir = try Fixtures.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/out.svg/inner", withIntermediateDirectories: true)
        XCTAssertThrowsError(try writeSVG(Fixtures.card(), to: dir + "/out.svg")) { error in
            guard case GraphicsError.io(let named, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(named, dir + "/out.svg")
        }
        XCTAssertEqual(try contents(dir), ["out.svg"])
    }

    func testPDFDocumentWritesAtomically() throws {
        let dir = try Fixtures.temporaryDirectory()
        let document = try PDFDocument(metadata: Fixtures.pdfMetadata())
        try document.addPage(Fixtures.card())
        try document.write(to: dir + "/report.pdf")
        XCTAssertEqual(try contents(dir), ["report.pdf"])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: dir + "/report.pdf"))
        XCTAssert(bytes.starts(with: Array("%PDF-".utf8)))
    }
}

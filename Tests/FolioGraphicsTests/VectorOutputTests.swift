import FolioCodecs
import FolioCore
import XCTest
@testable import FolioGraphics

final class VectorOutputTests: XCTestCase {
    func writtenPDF() throws -> String {
        let path = try Fixtures.temporaryDirectory() + "/card.pdf"
        try writePDF(pages: [Fixtures.card(), Fixtures.card()], metadata: Fixtures.pdfMetadata(), to: path)
        return path
    }

    func testPDFTextIsExtractable() throws {
        let text = try Fixtures.run("pdftotext", [try writtenPDF(), "-"])
        XCTAssert(text.contains("Water"), text)
        XCTAssert(text.contains("1 250 ml of 2 000"), text)
    }

    func testPDFEmbedsSubsetFonts() throws {
        let listing = try Fixtures.run("pdffonts", [try writtenPDF()])
        let rows = listing.split(separator: "\n").dropFirst(2)
        XCTAssertFalse(rows.isEmpty, listing)
        for row in rows {
            let columns = row.split(separator: " ")
            XCTAssert(row.contains("+"), "subset font name in \(row)")
            XCTAssert(columns.suffix(5).prefix(2) == ["yes", "yes"], "embedded subset: \(row)")
        }
        XCTAssert(listing.contains("Inter-SemiBold"))
    }

    func testPDFHasThePagesSizesAndMetadata() throws {
        let frame = Fixtures.card()
        var wide = frame
        wide.size = Size(width: 300, height: 170)
        let path = try Fixtures.temporaryDirectory() + "/pages.pdf"
        try writePDF(pages: [frame, wide], metadata: Fixtures.pdfMetadata(), to: path)
        let info = try Fixtures.run("pdfinfo", ["-f", "1", "-l", "2", path])
        XCTAssert(info.contains("Pages:           2"), info)
        XCTAssert(info.contains("Page    1 size:  200 x 170 pts"), info)
        XCTAssert(info.contains("Page    2 size:  300 x 170 pts"), info)
        XCTAssert(info.contains("Title:           Folio test"), info)
        XCTAssert(info.contains("Keywords:        test"), info)
    }

    func testAnEmptyPDFIsRefused() throws {
        XCTAssertThrowsError(try renderPDF(pages: [Frame](), metadata: Fixtures.pdfMetadata()))
        XCTAssertThrowsError(try renderPDF(pages: [PDFPage](), metadata: Fixtures.pdfMetadata()))
    }

    func testPDFAndPNGAgree() throws {
        // The PDF page rasterised by poppler at @2x looks like our own @2x PNG.
        let dir = try Fixtures.temporaryDirectory()
        try writePDF(pages: [Fixtures.card()], metadata: Fixtures.pdfMetadata(), to: dir + "/a.pdf")
        _ = try Fixtures.run("pdftoppm", ["-png", "-r", "144", "-singlefile", dir + "/a.pdf", dir + "/a"])
        let poppler = try RasterImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/a.png"))))
        let ours = try renderRaster(Fixtures.card())
        XCTAssertEqual(poppler.width, ours.width)
        XCTAssertEqual(poppler.height, ours.height)
        var total = 0
        for i in stride(from: 0, to: ours.pixels.count, by: 4) {
            total += (0..<3).map { abs(Int(ours.pixels[i + $0]) - Int(poppler.pixels[i + $0])) }.max() ?? 0
        }
        let mean = Double(total) / Double(ours.width * ours.height)
        XCTAssertLessThan(mean, 3, "mean channel difference between PDF and PNG")
    }

    func testSVGIsAStandaloneDocumentInPoints() throws {
        let svg = String(decoding: try renderSVG(Fixtures.card()), as: UTF8.self)
        XCTAssert(svg.hasPrefix("<?xml"))
        XCTAssert(svg.contains("width=\"200pt\" height=\"170pt\""), String(svg.prefix(300)))
        XCTAssert(svg.contains("<image"), "blurred effects are embedded as images")
    }
}

import FolioCore
import Foundation
import XCTest
@testable import FolioGraphics

/// The finishing of Cairo's PDFs through libqpdf (issue #16, PDF; #43 for libqpdf): it must read the
/// cross-reference streams and object streams Cairo 1.18 writes, and leave files `qpdf --check` passes.
final class PDFFinishingTests: XCTestCase {
    private func file(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = try Fixtures.temporaryDirectory() + "/" + name
        try AtomicFile.write(bytes, to: path)
        return path
    }

    private func qpdf(_ arguments: [String]) throws -> String { try Fixtures.run("qpdf", arguments) }

    /// The PDF with its objects in object streams and a cross-reference stream, as Cairo 1.18 writes.
    private func withXrefStream(_ pdf: [UInt8]) throws -> [UInt8] {
        let input = try file(pdf, "classic.pdf"), output = input.replacingOccurrences(of: "classic", with: "streams")
        _ = try qpdf(["--object-streams=generate", input, output])
        return Array(try Data(contentsOf: URL(fileURLWithPath: output)))
    }

    /// The dictionaries of `pdf` as text, objects out of their streams.
    private func expanded(_ pdf: [UInt8]) throws -> String {
        let input = try file(pdf, "finished.pdf"), output = input.replacingOccurrences(of: "finished", with: "expanded")
        _ = try qpdf(["--qdf", "--object-streams=disable", input, output])
        return String(decoding: try Data(contentsOf: URL(fileURLWithPath: output)), as: UTF8.self)
    }

    func testTheFinishingSurvivesAPDFWithAnXrefStream() throws {
        let cairo = try renderPDF(pages: ReportFixture.pages(), metadata: ReportFixture.metadata())
        let streamed = try withXrefStream(cairo)
        let raw = String(decoding: streamed, as: UTF8.self)
        XCTAssertTrue(raw.contains("/Type /XRef") && raw.contains("/Type /ObjStm"), "the input has an xref stream and object streams")
        let finished = try PDFFinishing.finish(streamed, language: "fr-FR", figureAlts: ["Humeur", "Eau"])
        XCTAssertTrue(String(decoding: finished, as: UTF8.self).contains("/Type /XRef"), "written again with its cross-reference stream")
        XCTAssertTrue(try qpdf(["--check", try file(finished, "check.pdf")]).contains("No syntax or stream encoding errors"))
        let text = try expanded(finished)
        for entry in ["/Lang (fr-FR)", "/Alt (Humeur)", "/Alt (Eau)", "/PageLabels", "/Tabs /S", "/Type /Metadata",
                      "<dc:language><rdf:Bag><rdf:li>fr-FR</rdf:li></rdf:Bag></dc:language>",
                      "/Contents (Go to Mood)", "/Contents (Go to Water)"] {
            XCTAssertTrue(text.contains(entry), "\(entry) in the finished PDF")
        }
        XCTAssertEqual(try PDFFinishing.finish(streamed, language: "fr-FR", figureAlts: ["Humeur", "Eau"]), finished, "deterministic")
        XCTAssertThrowsError(try PDFFinishing.finish(streamed, language: "fr-FR", figureAlts: ["one"])) {
            XCTAssertTrue("\($0)".contains("2 figures, 1 were tagged"), "\($0)")
        }
    }

    func testAReportWithColourEmojiPassesQPDFCheckWithItsXMPAndLabels() throws {
        var pages = ReportFixture.pages()
        pages[0] = PDFPage(.group([pages[0].frame, Fixtures.text("Kept 🎉💧🐣", .body, at: Point(x: 40, y: 40))],
                                  size: pages[0].frame.size), outline: pages[0].outline, marks: pages[0].marks)
        let pdf = try renderPDF(pages: pages, metadata: ReportFixture.metadata())
        let check = try qpdf(["--check", try file(pdf, "emoji.pdf")])
        XCTAssertTrue(check.contains("No syntax or stream encoding errors"), check)
        XCTAssertFalse(check.contains("WARNING"), check)
        let xmp = try Fixtures.run("pdfinfo", ["-meta", try file(pdf, "meta.pdf")])
        XCTAssertTrue(xmp.contains("<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">Your week</rdf:li>"), xmp)
        XCTAssertTrue(xmp.contains("<dc:creator><rdf:Seq><rdf:li>Juno</rdf:li>"), xmp)
        XCTAssertEqual(PDFXMP.isoDate("D:20261127184000+01'00'"), "2026-11-27T18:40:00+01:00")
        XCTAssertEqual(PDFXMP.isoDate("D:20261127184000Z"), "2026-11-27T18:40:00Z")
    }
}

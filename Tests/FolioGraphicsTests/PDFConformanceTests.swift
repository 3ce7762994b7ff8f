import FolioCodecs
import FolioCore
import Foundation
import XCTest
@testable import FolioGraphics

/// The content-stream changes PDF/UA-1 and PDF/A-2a need of Cairo's pages (issue #43), on small
/// streams whose every byte is known, and a deflated stream whose checksum ends in a carriage return.
final class PDFConformanceTests: XCTestCase {
    private func marked(_ content: String) throws -> String? {
        try PDFArtifacts.marked(Array(content.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    func testDrawingOutsideTheStructureIsMarkedAsArtifactsAndTaggedContentIsLeftAlone() throws {
        let content = "q 1 0 0 rg 0 0 10 10 re f Q\n/P <</MCID 0>> BDC BT /f-0-0 1 Tf <0001> Tj ET EMC\n0 0 m 5 5 l S"
        XCTAssertEqual(try marked(content), "q 1 0 0 rg\n/Artifact BMC\n 0 0 10 10 re f Q\nEMC\n\n"
                       + "/P <</MCID 0>> BDC BT /f-0-0 1 Tf <0001> Tj ET EMC\n/Artifact BMC\n\n0 0 m 5 5 l S\nEMC\n")
        XCTAssertNil(try marked("/P <</MCID 0>> BDC 0 0 m 5 5 l S EMC"), "all of it tagged: nothing to mark")
    }

    /// Cairo wraps a bidi control in an empty `/Span` inside a text object; what the text object shows
    /// after it is drawn outside the structure too.
    func testTextShownAfterAMarkedSequenceInsideATextObjectIsAnArtifact() throws {
        let content = "BT /Span << /ActualText <feff2069> >> BDC EMC /f-4-0 1 Tf <92> Tj ET"
        XCTAssertEqual(try marked(content), "\n/Artifact BMC\nBT\nEMC\n /Span << /ActualText <feff2069> >> BDC EMC /f-4-0 1 Tf"
                       + "\n/Artifact BMC\n <92> Tj ET\nEMC\n")
    }

    func testAContentStreamThatDoesNotTokenizeIsRefused() throws {
        XCTAssertThrowsError(try PDFArtifacts.marked(Array("BT (unterminated Tj".utf8))) { XCTAssertTrue("\($0)".contains("content stream"), "\($0)") }
    }

    /// A zlib stream's last byte is its checksum's: data whose checksum ends in 0x0D is stored in
    /// hexadecimal on top, which qpdf reads back and checks.
    func testADeflatedStreamEndingInACarriageReturnIsStoredSoItDoesNot() throws {
        let data = try XCTUnwrap((0..<256).lazy.map { [UInt8(ascii: "x"), UInt8($0)] }.first { bytes in
            bytes.withUnsafeBytes { ZlibDeflate.compress($0.baseAddress, count: $0.count, level: 6) }?.last == 0x0D
        })
        let file = try QPDF(try renderPDF(pages: [Fixtures.card()], metadata: Fixtures.pdfMetadata()))
        file.root["FolioTest"] = file.deflatedStream([], bytes: data)
        let written = try file.written()
        XCTAssertTrue(String(decoding: written, as: UTF8.self).contains("/Filter [ /ASCIIHexDecode /FlateDecode ]"))
        let again = try QPDF(written)
        XCTAssertEqual(try again.root["FolioTest"].decodedData(), data)
        let path = try Fixtures.temporaryDirectory() + "/cr.pdf"
        try AtomicFile.write(written, to: path)
        let check = try Fixtures.run("qpdf", ["--check", path])
        XCTAssertTrue(check.contains("No syntax or stream encoding errors") && !check.contains("WARNING"), check)
    }
}

import FolioCore
import Foundation
import XCTest
@testable import FolioGraphics

/// The PDF objects, reader and incremental update the finishing of Cairo's PDFs is built on: what
/// is read is what the syntax says, what is written reads back the same, and files that are not
/// what they claim fail with the byte where they went wrong, in bounded time.
final class PDFObjectTests: XCTestCase {
    private func parsed(_ text: String) throws -> PDFObject {
        var parser = PDFParser(Array(text.utf8))
        return try parser.object()
    }

    private func written(_ object: PDFObject) -> String {
        var out: [UInt8] = []
        object.write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    func testTheSyntaxReadsAsItSays() throws {
        XCTAssertEqual(try parsed("(a (nested) \\(escaped\\) \\\\ \\101\\60\\n)"), .string(Array("a (nested) (escaped) \\ A0\n".utf8)))
        XCTAssertEqual(try parsed("(line \\\ncontinued)"), .string(Array("line continued".utf8)))
        XCTAssertEqual(try parsed("<FEFF 00e9\n4>"), .string([0xFE, 0xFF, 0x00, 0xE9, 0x40]), "white space skipped, an odd last digit is followed by 0")
        XCTAssertEqual(try parsed("[ 0 0 595 842 ]"), .array([.integer(0), .integer(0), .integer(595), .integer(842)]))
        XCTAssertEqual(try parsed("[3 0 R /XYZ -.5 +1.25 0]"),
                       .array([.reference(number: 3, generation: 0), .name("XYZ"), .real("-.5"), .real("+1.25"), .integer(0)]))
        let page = try parsed("<< /Type /Page % 1\n /BS << /W 0 >>>>")
        XCTAssertEqual(page.dictionary?["Type"], .name("Page"), "a comment ends at the line's end")
        XCTAssertEqual(page.dictionary?["BS"]?.dictionary?["W"], .integer(0), "'>>>>' closes two dictionaries")
        XCTAssertEqual(try parsed("<</A true/B null/C/D#20E>>").dictionary?.entries.map(\.key), ["A", "B", "C"])
        XCTAssertEqual(try parsed("<</C/D#20E>>").dictionary?["C"], .name("D#20E"), "a name keeps its text, escapes and all")
    }

    func testBrokenSyntaxIsToldWithItsByte() {
        for (text, what) in [("(open", "unterminated string at byte 0"), ("<< /A 1", "unexpected end at byte 7"),
                             ("<< 1 2 >>", "expected a name as dictionary key at byte 3"), ("<0G>", "bad hex digit in string at byte 2"),
                             ("[ abc ]", "unexpected 'abc' at byte 2"), (String(repeating: "[", count: 100), "objects nested too deep")] {
            XCTAssertThrowsError(try parsed(text), text) { XCTAssertTrue("\($0)".contains(what), "\(text): \($0)") }
        }
    }

    func testWhatIsWrittenReadsBackTheSame() throws {
        let objects: [PDFObject] = [
            .null, .bool(true), .integer(-12), .real("0.333"), .name("Figure"), .reference(number: 12, generation: 3),
            .string(Array("Biscuit's (80 %) \\ week".utf8)), .string([0, 1, 2, 0xFF, 0x28]), .string([]),
            .array([.integer(1), .array([]), .dictionary(PDFDictionary())]),
            .dictionary(PDFDictionary([("Type", .name("Annot")), ("Rect", .array([.integer(60), .real("649.5")])),
                                       ("Contents", .text("Go to Mood"))])),
        ]
        for object in objects { XCTAssertEqual(try parsed(written(object)), object, written(object)) }
        XCTAssertEqual(written(.text("Go to (Mood)")), "(Go to \\(Mood\\))", "ASCII text is a literal string")
        XCTAssertEqual(written(.text("Maya’s café")), "(Maya\\220s caf\\351)", "PDFDocEncoding when the text fits it")
        XCTAssertEqual(written(.text("水")), "<FEFF6C34>", "UTF-16BE when it does not")
        XCTAssertEqual(written(.dictionary(PDFDictionary([("MarkInfo", .dictionary(PDFDictionary([("Marked", .bool(true))])))]))),
                       "<< /MarkInfo << /Marked true >> >>")
    }

    func testTextStringsDecodeByTheirByteOrderMark() {
        for text in ["Maya’s week", "Self-care – mood • streak", "水 and 💧", "œuvre € ﬁ"] {
            XCTAssertEqual(PDFTextString.decoded(PDFTextString.encoded(text)), text)
        }
        XCTAssertEqual(PDFTextString.decoded([0xEF, 0xBB, 0xBF] + Array("é".utf8)), "é", "UTF-8 after its mark (PDF 2.0)")
        XCTAssertEqual(PDFTextString.decoded([0x41, 0x9F]), "A\u{FFFD}", "an undefined PDFDocEncoding byte")
    }

    /// A small file with a classic table: a catalog, a page tree of one page, and a stream.
    private func classicFile() -> [UInt8] {
        var out = Array("%PDF-1.5\n".utf8)
        var offsets: [Int] = []
        for body in ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                     "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] /Contents 4 0 R >>",
                     "<< /Length 5 0 R >>\nstream\n0 0 m\nendstream", "5"] {
            offsets.append(out.count)
            out += Array("\(offsets.count) 0 obj\n\(body)\nendobj\n".utf8)
        }
        let start = out.count
        out += Array("xref\n0 6\n0000000000 65535 f\r\n".utf8)
        for offset in offsets { out += Array((String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n\r\n").utf8) }
        out += Array("trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n\(start)\n%%EOF\n".utf8)
        return out
    }

    func testAnUpdateLeavesTheFileAsItWasAndIsReadAsItsNewestRevision() throws {
        let original = classicFile()
        let file = try PDFReader(original)
        XCTAssertEqual(file.numbers, [1, 2, 3, 4, 5])
        XCTAssertEqual(try file.decodedData(XCTUnwrap(file.object(4))), Array("0 0 m".utf8), "a stream whose /Length is a reference")
        var update = PDFUpdate(file)
        var page = try XCTUnwrap(file.object(3)?.dictionary)
        page["Tabs"] = .name("S")
        update.replace(3, with: .dictionary(page))
        let note = update.add(.dictionary(PDFDictionary([("Type", .name("Metadata"))])), data: Array("<x/>".utf8))
        XCTAssertEqual(note, .reference(number: 6, generation: 0), "new objects are numbered from the trailer's /Size")
        let updated = update.written()
        XCTAssertTrue(updated.starts(with: original), "the original bytes are kept")
        XCTAssertEqual(update.written(), updated, "deterministic")

        let again = try PDFReader(updated)
        XCTAssertEqual(try again.object(3)?.dictionary?["Tabs"], .name("S"), "the newest revision of object 3")
        XCTAssertEqual(try again.decodedData(XCTUnwrap(again.object(6))), Array("<x/>".utf8))
        XCTAssertEqual(try again.object(2)?.dictionary?["Count"], .integer(1), "unchanged objects from the first revision")
        XCTAssertEqual(again.trailer["Prev"]?.integer, file.startxref)
        XCTAssertEqual(again.trailer["Size"], .integer(7))
        let identifier = again.trailer["ID"]?.items ?? []
        XCTAssertEqual(identifier.count, 2)
        if case .string(let bytes)? = identifier.first { XCTAssertEqual(bytes.count, 16) } else { XCTFail("\(identifier)") }

        // An update of the update keeps the first identifier and names the revision before.
        var second = PDFUpdate(again)
        second.replace(2, with: .dictionary(PDFDictionary([("Type", .name("Pages")), ("Kids", .array([.reference(number: 3, generation: 0)])), ("Count", .integer(1))])))
        let twice = try PDFReader(second.written())
        XCTAssertEqual(twice.trailer["Prev"]?.integer, again.startxref)
        XCTAssertEqual(twice.trailer["ID"]?.items.first, identifier.first)
        XCTAssertEqual(try twice.object(3)?.dictionary?["Tabs"], .name("S"), "an object of the middle revision")

        let dir = try Fixtures.temporaryDirectory()
        try AtomicFile.write(second.written(), to: dir + "/twice.pdf")
        let check = try Fixtures.run("qpdf", ["--check", dir + "/twice.pdf"])
        XCTAssertTrue(check.contains("No syntax or stream encoding errors"), check)
        XCTAssertFalse(check.contains("WARNING"), check)
    }

    func testFilesThatAreNotWhatTheyClaimFailInBoundedTime() throws {
        let good = classicFile()
        let text = String(decoding: good, as: UTF8.self)
        let start = try XCTUnwrap(text.range(of: "startxref\n")).upperBound
        let xref = Int(text[start...].prefix { $0.isNumber })!
        let cases: [(String, [UInt8], String)] = [
            ("empty", [], "no startxref"),
            ("cut short", Array(good.prefix(good.count / 2)), "no startxref"),
            ("startxref beyond the end", Array(text.replacingOccurrences(of: "startxref\n\(xref)", with: "startxref\n999999").utf8), "beyond the end"),
            ("startxref to nowhere", Array(text.replacingOccurrences(of: "startxref\n\(xref)", with: "startxref\n3").utf8), "expected"),
            ("encrypted", Array(text.replacingOccurrences(of: "/Root 1 0 R", with: "/Root 1 0 R /Encrypt 9 0 R").utf8), "encrypted"),
        ]
        for (name, bytes, what) in cases {
            XCTAssertThrowsError(try PDFReader(bytes), name) { XCTAssertTrue("\($0)".contains(what), "\(name): \($0)") }
        }
        let selfPrev = Array(text.replacingOccurrences(of: "/Root 1 0 R", with: "/Root 1 0 R /Prev \(xref)").utf8)
        XCTAssertEqual(try PDFReader(selfPrev).numbers, [1, 2, 3, 4, 5], "a section that names itself as the one before is read once")
        // Replacements of the same length, so the offsets still hold.
        let longLength = Array(text.replacingOccurrences(of: "/Length 5 0 R", with: "/Length 99999").utf8)
        XCTAssertThrowsError(try PDFReader(longLength).object(4)) { XCTAssertTrue("\($0)".contains("beyond the end"), "\($0)") }
        let misplaced = Array(text.replacingOccurrences(of: "3 0 obj", with: "7 0 obj").utf8)
        XCTAssertThrowsError(try PDFReader(misplaced).object(3)) { XCTAssertTrue("\($0)".contains("object 7 where"), "\($0)") }
        let ownLength = Array(text.replacingOccurrences(of: "/Length 5 0 R", with: "/Length 4 0 R").utf8)
        XCTAssertThrowsError(try PDFReader(ownLength).object(4)) { XCTAssertTrue("\($0)".contains("refers to itself"), "\($0)") }
    }
}

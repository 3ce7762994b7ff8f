import FolioCore
import XCTest
@testable import FolioGraphics

final class DeterminismTests: XCTestCase {
    let frame = Fixtures.card()

    func testSameTreeGivesByteIdenticalPNGs() throws {
        XCTAssert(try renderPNG(frame) == renderPNG(frame), "two renders differ")
    }

    func testParallelRenderingMatchesSerial() throws {
        let serial = try renderPNG(frame)
        for png in Fixtures.inParallel({ [frame] in try renderPNG(frame) }) {
            XCTAssert(png == serial, "a parallel render differs from the serial one")
        }
    }

    func testPDFBytesRepeat() throws {
        let first = try renderPDF(pages: [frame, frame], metadata: Fixtures.pdfMetadata())
        let second = try renderPDF(pages: [frame, frame], metadata: Fixtures.pdfMetadata())
        XCTAssert(first == second, "two PDFs differ")
        let text = String(decoding: first, as: UTF8.self)
        XCTAssert(text.contains("/CreationDate (20261118110640Z)"), "creation date from the metadata")
        XCTAssert(text.contains("/ModDate (20261118110640Z)"), "modification date from the metadata")
    }

    func testTwoSVGsInOneProcessAreIdentical() throws {
        let first = try renderSVG(frame), second = try renderSVG(frame)
        XCTAssert(first == second, "two SVGs differ")
        let text = String(decoding: first, as: UTF8.self)
        XCTAssert(text.contains("id=\"glyph1\""), "glyph ids renumbered from 1")
        // Every reference points at an id the document defines.
        let defined = Set(text.components(separatedBy: "id=\"").dropFirst().compactMap { $0.split(separator: "\"").first })
        let referenced = text.components(separatedBy: "href=\"#").dropFirst().compactMap { $0.split(separator: "\"").first }
        XCTAssertFalse(referenced.isEmpty)
        for name in referenced { XCTAssert(defined.contains(name), "#\(name) is not defined") }
    }

    func testSVGRenumberingFollowsOrderOfAppearance() {
        let svg = ##"<g id="surface9"><use xlink:href="#glyph3-2"/><symbol id="glyph3-2"/><clipPath id="clip12"/><g clip-path="url(#clip12)" fill="#ffffff"/></g>"##
        let out = String(decoding: SVGIdentifiers.renumber(Array(svg.utf8)), as: UTF8.self)
        XCTAssertEqual(out, ##"<g id="surface1"><use xlink:href="#glyph1"/><symbol id="glyph1"/><clipPath id="clip1"/><g clip-path="url(#clip1)" fill="#ffffff"/></g>"##)
    }
}

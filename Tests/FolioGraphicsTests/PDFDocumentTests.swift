import FolioCore
import Foundation
import XCTest
@testable import FolioGraphics

/// The weekly report's groundwork: a tagged, navigable PDF (checked with poppler and in the bytes).
final class PDFDocumentTests: XCTestCase {
    func report() throws -> [UInt8] {
        try renderPDF(pages: ReportFixture.pages(), metadata: ReportFixture.metadata())
    }

    func written(_ bytes: [UInt8]) throws -> String {
        let path = try Fixtures.temporaryDirectory() + "/report.pdf"
        try AtomicFile.write(bytes, to: path)
        return path
    }

    func testTaggedWithMetadataAndLanguage() throws {
        let pdf = try report()
        let info = try Fixtures.run("pdfinfo", [try written(pdf)])
        for line in ["Tagged:          yes", "Title:           Your week", "Author:          Juno",
                     "Subject:         Weekly progress, 2026-W48", "Keywords:        self-care, water", "Pages:           3"] {
            XCTAssert(info.contains(line), "\(line) in\n\(info)")
        }
        let catalog = try XCTUnwrap(PDFText(pdf).objects.values.first { $0.contains("/Type /Catalog") })
        for entry in ["/Lang (en-GB)", "/MarkInfo << /Marked true >>", "/ViewerPreferences << /DisplayDocTitle true >>"] {
            XCTAssert(catalog.contains(entry), "\(entry) in \(catalog)")
        }
    }

    func testStructureTreeReadsLikeTheReport() throws {
        let pdf = try report()
        // Poppler reads the tree with the text of each element.
        let tree = try Fixtures.run("pdfinfo", ["-struct-text", try written(pdf)])
        XCTAssert(tree.hasPrefix("Document\n  P (block)\n    \"This week\"\n  L (block)\n    LI (block)\n      LBody (block)\n"
                                 + "        Link (inline)\n"), tree)
        XCTAssert(tree.contains("  H1 (block)\n    \"Water\"\n  P (block)\n    \"How the week went, day by day.\"\n  Figure"), tree)
        let text = PDFText(pdf)
        let document = try XCTUnwrap(text.elements.first { $0.type == "Document" })
        let kids = text.children(of: document).map(\.type)
        XCTAssertEqual(kids, ["P", "L", "H1", "P", "Figure", "H1", "P", "Figure"])
        let list = try XCTUnwrap(text.children(of: document).first { $0.type == "L" })
        let items = text.children(of: list)
        XCTAssertEqual(items.map(\.type), ["LI", "LI"])
        for item in items {
            XCTAssertEqual(text.children(of: item).map(\.type), ["LBody"])
            XCTAssertEqual(text.children(of: item).flatMap { text.children(of: $0) }.map(\.type), ["Link"])
        }
        let alts = text.elements.filter { $0.type == "Figure" }.map(\.alt)
        XCTAssertEqual(alts, [ReportFixture.mood, ReportFixture.water])
    }

    func testOutlineListsEveryEntryInOrder() throws {
        let xml = try Fixtures.run("pdftohtml", ["-xml", "-i", "-stdout", try written(try report())])
        let outline = try XCTUnwrap(xml.range(of: "<outline>")).lowerBound
        let items = xml[outline...].components(separatedBy: "\n").filter { $0.contains("<item") || $0.contains("outline>") }
        XCTAssertEqual(items, ["<outline>", "<item page=\"1\">Contents</item>", "<item page=\"2\">Mood</item>",
                               "<item page=\"3\">Water</item>", "<outline>", "<item page=\"3\">Days</item>", "</outline>",
                               "</outline>"])
    }

    func testContentsLinksOpenTheirSections() throws {
        let text = PDFText(try report())
        let pages = text.pageObjects
        XCTAssertEqual(pages.count, 3)
        let annotations = text.objects.values.filter { $0.contains("/Subtype /Link") }
        XCTAssertEqual(Set(annotations.compactMap { $0.firstMatch(of: #/\/Dest \((\w+)\)/#).map { String($0.1) } }),
                       ["mood", "water"])
        // The named destinations open the sections' pages.
        let names = try XCTUnwrap(text.objects.values.first { $0.contains("/Names [") })
        XCTAssert(names.contains("(mood) [\(pages[1]) 0 R") || names.contains("(mood) [ \(pages[1]) 0 R"), names)
        XCTAssert(names.contains("(water) [\(pages[2]) 0 R") || names.contains("(water) [ \(pages[2]) 0 R"), names)
        // The contents page carries both links.
        let contents = try XCTUnwrap(text.objects[pages[0]])
        XCTAssertEqual(contents.firstMatch(of: #/\/Annots \[ (\d+) 0 R (\d+) 0 R \]/#).map { _ in true }, true, contents)
    }

    func testSameInputGivesIdenticalBytesAndExtractableText() throws {
        let first = try report()
        XCTAssert(try report() == first, "two PDFs of the same pages differ")
        let text = try Fixtures.run("pdftotext", [try written(first), "-"])
        for words in ["This week", "Mood", "Water", "How the week went, day by day."] {
            XCTAssert(text.contains(words), "\(words) in\n\(text)")
        }
    }

    func testLinksAndBookmarksMustLeadSomewhere() throws {
        let page = ReportFixture.contents()
        let broken: [([PDFPage], String)] = [
            ([PDFPage(page, marks: ["contents Mood": .link(to: "nowhere")])], "nowhere"),
            ([PDFPage(page, outline: [PDFOutlineEntry("Lost", destination: "lost")])], "lost"),
            ([PDFPage(page, marks: ["contents Mood": PDFMark(link: .page(4))])], "page 4"),
            ([PDFPage(page, marks: ["contents Mood": PDFMark(destination: "twice"), "contents Water": PDFMark(destination: "twice")])],
             "twice"),
        ]
        for (pages, word) in broken {
            XCTAssertThrowsError(try renderPDF(pages: pages, metadata: ReportFixture.metadata())) { error in
                XCTAssert("\(error)".contains(word), "\(error)")
            }
        }
        var metadata = ReportFixture.metadata()
        metadata.language = "en GB"
        XCTAssertThrowsError(try renderPDF(pages: [PDFPage(page)], metadata: metadata))
    }

    func testWebLinksAndPageLinks() throws {
        let page = PDFPage(ReportFixture.contents(), marks: ["contents Mood": PDFMark(link: .url("https://example.com/week")),
                                                             "contents Water": PDFMark(link: .page(1))])
        let text = PDFText(try renderPDF(pages: [page], metadata: ReportFixture.metadata()))
        let annotations = text.objects.values.filter { $0.contains("/Subtype /Link") }
        XCTAssert(annotations.contains { $0.contains("/URI (https://example.com/week)") }, "\(annotations)")
        XCTAssert(annotations.contains { $0.contains("/Dest [\(text.pageObjects[0]) 0 R") || $0.contains("/Dest [ \(text.pageObjects[0]) 0 R") },
                  "\(annotations)")
        XCTAssert(annotations.contains { $0.contains("/Contents (Open https://example.com/week)") }, "a web link says where it goes")
        XCTAssert(annotations.contains { $0.contains("/Contents (Go to page 1)") }, "a page link says which page")
    }

    func testTranslucentGroupsLeaveTheTreeIntact() throws {
        // Cairo 1.16 garbles the tree (or crashes) when tags are used inside a group, above all when they
        // come first on the page: nothing inside a translucent group is tagged.
        let faded = Frame.group([Fixtures.text("Faded", .body)], origin: Point(x: 40, y: 400), size: Size(width: 100, height: 30),
                                group: Group(opacity: 0.5))
        var first = ReportFixture.contents()
        if case .group(var group) = first.item {
            group.children.insert(faded, at: 1)
            first.item = .group(group)
        }
        let text = PDFText(try renderPDF(pages: [PDFPage(first), PDFPage(ReportFixture.section("Mood", chart: ReportFixture.chart(name: "c")))],
                                         metadata: ReportFixture.metadata()))
        for element in text.elements where ["P", "H1", "Figure"].contains(element.type) {
            XCTAssert(element.dictionary.contains("/K "), "\(element.type) without content: \(element.dictionary)")
        }
        XCTAssertEqual(text.elements.filter { $0.type == "Document" }.count, 1)
    }
}

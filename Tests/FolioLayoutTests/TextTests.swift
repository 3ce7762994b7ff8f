import FolioLayout
import FolioTestSupport
import XCTest

final class TextTests: XCTestCase {
    private let body = TextStyle.body  // 17 pt: characters 8.5 wide, lines 20.4 tall

    func testMeasurerWrapsAtSpaces() {
        let (lines, truncated) = fake.lines("the quick brown fox jumps", style: body, width: 85, maxLines: nil)
        XCTAssertEqual(lines, ["the quick", "brown fox", "jumps"])
        XCTAssertFalse(truncated)
        let metrics = fake.measure("the quick brown fox jumps", style: body, width: 85, maxLines: nil)
        XCTAssertEqual(metrics.lineCount, 3)
        XCTAssertEqual(metrics.size.width, 76.5, accuracy: 1e-9)
        XCTAssertEqual(metrics.size.height, 61.2, accuracy: 1e-9)
    }

    func testMeasurerBreaksLongWordsAndKeepsParagraphs() {
        XCTAssertEqual(fake.lines("abcdefghij", style: body, width: 34, maxLines: nil).lines, ["abcd", "efgh", "ij"])
        XCTAssertEqual(fake.lines("one\ntwo three", style: body, width: nil, maxLines: nil).lines, ["one", "two three"])
    }

    func testMeasurerEllipsizesAtTheLineLimit() {
        let (lines, truncated) = fake.lines("the quick brown fox jumps", style: body, width: 85, maxLines: 2)
        XCTAssertEqual(lines, ["the quick", "brown fox…"])
        XCTAssertTrue(truncated)
        let one = fake.measure("the quick brown fox", style: body, width: 85, maxLines: 1)
        XCTAssertEqual(one.lineCount, 1)
        XCTAssertTrue(one.isTruncated)
        XCTAssertLessThanOrEqual(one.size.width, 85)
    }

    func testMeasurerCountsUnknownGlyphs() {
        XCTAssertEqual(fake.measure("Juno 🌟 ok", style: body, width: nil, maxLines: nil).unknownGlyphs, 1)
        XCTAssertEqual(fake.measure("Café – “quoted” …", style: body, width: nil, maxLines: nil).unknownGlyphs, 0)
    }

    func testTextWrapsToTheProposedWidth() throws {
        let root = lay(Text("the quick brown fox jumps"), width: 85, height: 200)
        let text = try XCTUnwrap(root.text("the quick brown fox jumps"), dump(root))
        XCTAssertEqual(text.textItem?.metrics.lineCount, 3)
        assertRect(text, 4.25, 69.4, 76.5, 61.2, "wrapped text", in: root)
    }

    func testLineLimitTruncatesWithAnEllipsis() throws {
        let root = lay(Text("the quick brown fox jumps").lineLimit(1), width: 85, height: 200)
        let item = try XCTUnwrap(root.text("the quick brown fox jumps")?.textItem, dump(root))
        XCTAssertTrue(item.metrics.isTruncated)
        XCTAssertEqual(item.metrics.lineCount, 1)
        XCTAssertEqual(item.maxLines, 1)
    }

    func testFixedSizeTextDoesNotWrap() throws {
        let root = lay(Text("the quick brown fox").fixedSize(), width: 85, height: 200)
        let text = try XCTUnwrap(root.text("the quick brown fox"), dump(root))
        XCTAssertEqual(text.textItem?.metrics.lineCount, 1)
        XCTAssertEqual(text.size.width, 19 * 8.5, accuracy: 1e-9)
    }

    func testTextTakesItsColourAndStyleFromTheEnvironment() throws {
        let theme = Theme(app: .round, appearance: .dark)
        let root = lay(VStack { Text("a"); Text("b", color: .accent) }.foreground(.secondaryLabel).font(.headline), width: 100, height: 100, app: .round, appearance: .dark)
        let a = try XCTUnwrap(root.text("a")?.textItem)
        XCTAssertEqual(a.color, .solid(theme.color(.secondaryLabel)))
        XCTAssertEqual(a.style, .headline)
        XCTAssertEqual(root.text("b")?.textItem?.color, .solid(theme.color(.accent)))
        let plain = try XCTUnwrap(lay(Text("c"), width: 100, height: 100).text("c")?.textItem)
        XCTAssertEqual(plain.color, .solid(Theme(app: .folio).color(.label)), "label by default")
        XCTAssertEqual(plain.style, .body, "body by default")
    }

    func testTextSharesARowWithAFixedValue() throws {
        // A title and a value in 200 pt: the value (fixed) keeps its width, the title wraps in the rest.
        let row = HStack(spacing: 10) {
            Text("weekly groceries budget")
            Spacer()
            Text("$42").fixedSize()
        }
        let root = lay(row, width: 200, height: 100)
        let value = try XCTUnwrap(root.text("$42"))
        XCTAssertEqual(value.rect.maxX, 200, accuracy: 1e-9, dump(root))
        let title = try XCTUnwrap(root.text("weekly groceries budget"))
        XCTAssertLessThanOrEqual(title.size.width, 200 - 20 - value.size.width, dump(root))
        XCTAssertEqual(title.textItem?.metrics.lineCount, 2, dump(root))
    }

    func testTextCutsToTheLinesItsHeightHolds() throws {
        // Three lines of 20.4 pt offered 45 pt: two lines, the second ellipsized.
        let root = lay(Text("the quick brown fox jumps").frame(width: 85, height: 45), width: 85, height: 45)
        let text = try XCTUnwrap(root.text("the quick brown fox jumps"), dump(root))
        XCTAssertEqual(text.textItem?.metrics.lineCount, 2)
        XCTAssertEqual(text.textItem?.maxLines, 2)
        XCTAssertEqual(text.textItem?.metrics.isTruncated, true)
        assertRect(text, 0, 2.1, 85, 40.8, "two lines (the second \"brown fox…\") centred in 45 pt", in: root)
        XCTAssertEqual(lint(root, theme: Theme(app: .folio)), [])
    }
}

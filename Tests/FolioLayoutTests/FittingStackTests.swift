import FolioLayout
import XCTest


final class FittingStackTests: XCTestCase {
    /// A heading, three rows of 40 pt, then an uncounted summary of 20 pt, 10 pt apart.
    private let stack = FittingStack(spacing: 10, items: [
        FittingStack.Item(view: Spacer(), counts: 0, isHeading: true),
        FittingStack.Item(view: Spacer()), FittingStack.Item(view: Spacer()), FittingStack.Item(view: Spacer()),
        FittingStack.Item(view: Spacer(), counts: 0),
    ]) { _ in Spacer() }
    private let heights = [20.0, 40, 40, 40, 20]

    func testEverythingShowsWhenItFitsOrTheHeightIsOpen() {
        XCTAssertEqual(stack.fit(height: nil, rowHeights: heights, moreHeight: 30), .init(shown: 5, hidden: 0))
        XCTAssertEqual(stack.fit(height: 200, rowHeights: heights, moreHeight: 30), .init(shown: 5, hidden: 0))
    }

    func testUncountedRowsGiveWayBeforeAnyRowIsCounted() {
        XCTAssertEqual(stack.fit(height: 170, rowHeights: heights, moreHeight: 30), .init(shown: 4, hidden: 0))
    }

    func testRowsThatDoNotFitAreCountedUnderTheMoreRow() {
        // Heading 20 + 10 + row 40 + 10 + more 30 = 110: one row shows, two are counted.
        XCTAssertEqual(stack.fit(height: 120, rowHeights: heights, moreHeight: 30), .init(shown: 2, hidden: 2))
    }

    func testAHeadingIsNeverLeftWithoutItsRows() {
        XCTAssertEqual(stack.fit(height: 70, rowHeights: heights, moreHeight: 30), .init(shown: 0, hidden: 3))
    }

    func testTheMoreRowIsLaidOutWhereTheHiddenRowsWouldBe() throws {
        let rows = FittingStack(spacing: 8, items: (0..<6).map { i in
            FittingStack.Item(view: Text("Row \(i)").frame(height: 50))
        }) { Text("+\($0) more").frame(height: 40) }
        let frame = lay(rows.frame(width: 300, height: 200, alignment: .top), 300, 200)
        var texts: [(String, Rect)] = []
        var moreRow: Rect?
        frame.walk { f, rect, _ in
            if case .text(let t) = f.item { texts.append((t.string, rect)) }
            if f.name == "more" { moreRow = rect }
        }
        XCTAssertTrue(texts.contains { $0.0 == "+4 more" })
        let more = try XCTUnwrap(moreRow)
        XCTAssertEqual(more.minY, 2 * 58, accuracy: 0.01, "two rows of 50 and their gaps of 8 above it")
        XCTAssertLessThanOrEqual(more.maxY, 200)
        XCTAssertEqual(texts.map(\.0).filter { $0.hasPrefix("Row") }, ["Row 0", "Row 1"])
    }

    /// A list of 10,000 rows lays out the first ``FittingStack/maxLaidOut`` and counts the rest
    /// (a Spending page of 10,000 notes took 757 MB measuring every row for its natural height).
    func testALongListLaysOutABoundedNumberOfRows() throws {
        let rows = FittingStack(spacing: 0, items: (0..<10_000).map { i in
            FittingStack.Item(view: Text("Row \(i)").frame(height: 20))
        }) { Text("+\($0) more").frame(height: 20) }
        XCTAssertEqual(rows.children(in: testEnvironment()).count, FittingStack.maxLaidOut + 1)
        XCTAssertEqual(rows.fit(height: nil, rowHeights: Array(repeating: 20, count: FittingStack.maxLaidOut), moreHeight: 20),
                       .init(shown: FittingStack.maxLaidOut, hidden: 10_000 - FittingStack.maxLaidOut))
        let frame = lay(rows.frame(width: 300, height: 200, alignment: .top), 300, 200)
        var texts: [String] = []
        frame.walk { f, _, _ in if case .text(let t) = f.item { texts.append(t.string) } }
        XCTAssertEqual(texts.last, "+9991 more")
    }
}

import FolioLayout
import XCTest
@testable import FolioApps

final class PetFittingStackTests: XCTestCase {
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

    func testTheMoreRowIsLaidOutWhereTheHiddenRowsWouldBe() {
        let rows = FittingStack(spacing: 8, items: (0..<6).map { i in
            FittingStack.Item(view: Text("Row \(i)").frame(height: 50))
        }) { MoreRow(count: $0, noun: "goal") }
        let frame = layout(rows.frame(width: 300, height: 200, alignment: .top), in: Size(width: 300, height: 200),
                           environment: Environment(theme: Theme(app: .pet), measurer: FixedWidthTextMeasurer()))
        let more = try? XCTUnwrap(PetFixture.one("+4 more goals", in: frame)?.rect)
        XCTAssertEqual(more?.minY ?? 0, 2 * 58, accuracy: 0.01)
        XCTAssertLessThanOrEqual(more?.maxY ?? .infinity, 200)
        XCTAssertEqual(PetFixture.texts(in: frame).filter { $0.hasPrefix("Row") }, ["Row 0", "Row 1"])
    }
}

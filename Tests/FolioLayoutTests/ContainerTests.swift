@testable import FolioLayout
import FolioTestSupport
import XCTest

/// The layout containers apps and pieces share, tested with numbers on the frame tree.
final class ContainerTests: XCTestCase {
    private func size(_ view: any View, width: Double) -> Size {
        LayoutChild.resolve(view, in: testEnvironment()).sizeThatFits(ProposedSize(width: width, height: nil))
    }

    private func block(_ width: Double, _ height: Double) -> any View {
        ShapeView(.card).frame(width: width, height: height)
    }

    func testPinnedPutsTheAnchorOnTheComputedPoint() throws {
        let pinned = Pinned(point: { Point(x: $0.width / 2, y: $0.height * 0.75) }, anchor: (0.5, 1), content: block(40, 20))
        let frame = lay(pinned, width: 200, height: 100)
        var rects: [Rect] = []
        frame.walk { f, rect, _ in if f.role == .shape { rects.append(rect) } }
        let rect = try XCTUnwrap(rects.first)
        XCTAssertEqual(rect.midX, 100, accuracy: 1e-9)
        XCTAssertEqual(rect.maxY, 75, accuracy: 1e-9, "the bottom centre stands on the point")
    }

    func testRunOffKeepsItsIdealWidthButTakesOnlyTheWidthOffered() {
        let shelf = RunOff(content: HStack(spacing: 10) { block(100, 30); block(100, 30); block(100, 30) })
        let size = size(shelf, width: 250)
        XCTAssertEqual(size, Size(width: 250, height: 30))
        var xs: [Double] = []
        lay(shelf, width: 250, height: 30).walk { f, rect, _ in if f.role == .shape { xs.append(rect.minX) } }
        XCTAssertEqual(xs, [0, 110, 220], "the third runs past the edge for the screen to cut")
    }

    func testWidthCapHugsShortContentAndWrapsLongContentAtTheCap() {
        let short = WidthCap(maxWidth: 120, content: Text("Hi", style: .body))
        let long = WidthCap(maxWidth: 120, content: Text(String(repeating: "word ", count: 20), style: .body))
        XCTAssertEqual(size(short, width: 300).width, 17, accuracy: 0.01)
        XCTAssertLessThanOrEqual(size(long, width: 300).width, 120)
    }

    func testEvenGridKeepsTheColumnWidthOnAShortLastRow() {
        let grid = EvenGrid(columns: 3, spacing: 10, rowSpacing: 8,
                            cells: (0..<4).map { _ in ShapeView(.tile).frame(maxWidth: .infinity).frame(height: 20) })
        var rects: [Rect] = []
        lay(grid, width: 320, height: 200).walk { f, rect, _ in if f.role == .shape { rects.append(rect) } }
        XCTAssertEqual(rects.count, 4)
        XCTAssertEqual(rects.map(\.width), [100, 100, 100, 100])
        XCTAssertEqual(rects[3].minX, rects[0].minX)
        XCTAssertEqual(rects[3].minY - rects[0].minY, 28, "a row of 20 and the row spacing")
        XCTAssertEqual(rects[1].minX - rects[0].minX, 110, "a column of 100 and the spacing")
    }

    func testDrawingBoardPlacesPinsOverItsArt() throws {
        let board = DrawingBoard(idealWidth: 300, height: { $0 / 2 }, pins: [DrawingBoard.Pin(view: block(20, 10), anchor: (0.5, 10))],
                                 place: { size in [DrawingBoard.Placement(point: Point(x: size.width / 4, y: size.height))] },
                                 art: { size, _ in [Frame(size: size, role: .chart, item: .shape(ShapeItem(.rect)))] })
        XCTAssertEqual(size(board, width: 200), Size(width: 200, height: 100))
        let frame = lay(board, width: 200, height: 100)
        var pin: Rect?
        var art: Rect?
        frame.walk { f, rect, _ in
            if f.role == .shape { pin = rect }
            if f.role == .chart { art = rect }
        }
        XCTAssertEqual(art, Rect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(try XCTUnwrap(pin), Rect(x: 40, y: 90, width: 20, height: 10), "anchored by its bottom centre on (50, 100)")
    }
}

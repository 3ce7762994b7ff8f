@testable import FolioLayout
import FolioTestSupport
import XCTest

/// The scroll container, tested with numbers: the content's natural size, the offset (clamped),
/// what lies in view, the insets kept clear, a full page, a viewport filled, a header and an overlay.
final class ScrollViewTests: XCTestCase {
    /// Ten rows 50 pt tall, 10 apart (590 pt), each a shape named "row N".
    private func rows(_ count: Int = 10) -> any View {
        VStack(spacing: 10) {
            for i in 0..<count { ShapeView(.rect).fill(.accent).frame(height: 50).role(.shape, name: "row \(i)") }
        }
    }

    /// The on-screen rectangles of the named rows, by name.
    private func rowRects(_ frame: Frame) -> [String: Rect] {
        var rects: [String: Rect] = [:]
        frame.walk { f, rect, _ in if let name = f.name, name.hasPrefix("row ") { rects[name] = rect } }
        return rects
    }

    func testContentIsLaidOutAtItsNaturalHeightAndCutByTheViewport() throws {
        let tree = lay(ScrollView(content: rows()), width: 300, height: 200)
        let scroll = try XCTUnwrap(tree.first(.scroll, "scroll"))
        assertRect(scroll, 0, 0, 300, 200, "the viewport is the size offered", in: tree)
        XCTAssertEqual(scroll.group?.clip, .rect, "what lies beyond the viewport is cut")
        let rects = rowRects(tree)
        XCTAssertEqual(rects.count, 10, "every row is laid out, none left out to fit")
        XCTAssertEqual(rects["row 9"]?.maxY, 590, "the content keeps its natural 590 pt")
        XCTAssertEqual(rects["row 0"]?.width, 300, "rows take the viewport's width")
    }

    func testAnOffsetMovesTheContentUpAndIsClampedToItsEnds() {
        let at = { (offset: Double) in self.rowRects(lay(ScrollView(offset: offset, content: self.rows()), width: 300, height: 200)) }
        XCTAssertEqual(at(120)["row 2"]?.minY, 0, "120 pt in, the third row (at 120) is at the top")
        XCTAssertEqual(at(-40)["row 0"]?.minY, 0, "no scrolling above the top")
        XCTAssertEqual(at(.infinity)["row 9"]?.maxY, 200, "infinity is the end: the last row on the viewport's bottom")
        XCTAssertEqual(at(10_000)["row 9"]?.maxY, 200)
    }

    func testMetricsSayWhatIsInView() {
        let scroll = ScrollView(offset: 120, insets: EdgeInsets(top: 20, bottom: 30), content: rows())
        let metrics = scroll.metrics(viewport: Size(width: 300, height: 200), content: Size(width: 300, height: 590))
        XCTAssertEqual(metrics.contentLength, 640, "590 pt of rows and 50 of insets")
        XCTAssertEqual(metrics.visible, 120...320)
        XCTAssertEqual(metrics.remaining, 320)
        XCTAssertTrue(metrics.isScrolled)
        let end = ScrollView(offset: .infinity, content: rows()).metrics(viewport: Size(width: 300, height: 200), content: Size(width: 300, height: 590))
        XCTAssertEqual(end.offset, 390)
        XCTAssertEqual(end.remaining, 0)
        let short = ScrollView(offset: 50, content: rows()).metrics(viewport: Size(width: 300, height: 800), content: Size(width: 300, height: 590))
        XCTAssertEqual(short.offset, 0, "content shorter than the viewport does not scroll")
        XCTAssertFalse(short.isScrolled)
    }

    func testInsetsKeepRoomClearAtBothEnds() {
        // 59 pt of status bar on top, 106 of dock and home indicator below, as a docked iPhone screen keeps.
        let insets = EdgeInsets(top: 59, bottom: 106)
        let top = rowRects(lay(ScrollView(insets: insets, content: rows()), width: 300, height: 400))
        XCTAssertEqual(top["row 0"]?.minY, 59, "at rest the content starts under the top inset")
        let end = rowRects(lay(ScrollView(offset: .infinity, insets: insets, content: rows()), width: 300, height: 400))
        XCTAssertEqual(end["row 9"]?.maxY, 294, "at the end the last row clears the bottom inset (400 - 106)")
        // What lies under the dock: rows whose bottom passes 294 at rest run on under it.
        let underDock = top.filter { $0.value.maxY > 294 && $0.value.minY < 400 }.keys.sorted()
        XCTAssertEqual(underDock, ["row 4", "row 5"], "rows 4 and 5 (from 299 pt) pass under the dock; 6 on are cut by the bottom")
        XCTAssertEqual(top.filter { $0.value.minY >= 400 }.count, 4)
    }

    func testOfferedNoHeightTheScrollIsTheWholeContent() {
        let scroll = ScrollView(insets: EdgeInsets(top: 20, bottom: 30), content: rows())
        let page = layout(scroll, width: 300, environment: testEnvironment())
        XCTAssertEqual(page.size, Size(width: 300, height: 640), "a full page: content and insets")
        XCTAssertEqual(rowRects(page)["row 9"]?.maxY, 610)
    }

    func testFillingTheViewportOffersShortContentItsLength() {
        let pinned = VStack(spacing: 0) {
            ShapeView(.rect).frame(height: 40).role(.shape, name: "row top")
            Spacer()
            ShapeView(.rect).frame(height: 40).role(.shape, name: "row bottom")
        }
        let filled = rowRects(lay(ScrollView(insets: EdgeInsets(top: 10, bottom: 20), fillsViewport: true, content: pinned), width: 300, height: 500))
        XCTAssertEqual(filled["row bottom"]?.maxY, 480, "short content fills the viewport less its insets, as before it scrolled")
        let natural = rowRects(lay(ScrollView(insets: EdgeInsets(top: 10, bottom: 20), content: pinned), width: 300, height: 500))
        XCTAssertEqual(natural["row bottom"]?.maxY, 90, "without filling, the spacer keeps its natural zero")
        let long = rowRects(lay(ScrollView(fillsViewport: true, content: rows()), width: 300, height: 200))
        XCTAssertEqual(long["row 9"]?.maxY, 590, "long content keeps its natural length")
    }

    func testAHorizontalScrollRunsSideways() {
        let rail = HStack(spacing: 10) {
            for i in 0..<5 { ShapeView(.rect).frame(width: 100, height: 60).role(.shape, name: "row \(i)") }
        }
        let tree = lay(ScrollView(.horizontal, offset: 110, insets: EdgeInsets(leading: 16, trailing: 16), content: rail), width: 250, height: 60)
        let rects = rowRects(tree)
        XCTAssertEqual(rects["row 0"]?.minX, -94, "16 pt of inset, 110 scrolled")
        XCTAssertEqual(rects["row 1"]?.minX, 16, "the second card sits on the inset")
        XCTAssertEqual(LayoutChild.resolve(ScrollView(.horizontal, content: rail), in: testEnvironment())
                           .sizeThatFits(ProposedSize(width: 250, height: nil)), Size(width: 250, height: 60),
                       "as wide as offered, as tall as its content")
    }

    func testTheOverlayKnowsWhenTheHeaderHasScrolledUnder() {
        func state(_ offset: Double) -> String? {
            let scroll = ScrollView(offset: offset, insets: EdgeInsets(top: 50), header: ShapeView(.rect).frame(height: 40),
                                    content: rows()) { metrics in
                Text(metrics.isHeaderGone ? "gone" : metrics.isScrolled ? "scrolled" : "rest").role(.text, name: "bar")
            }
            return lay(scroll, width: 300, height: 200).first(.text, "bar")?.textItem?.string
        }
        XCTAssertEqual(state(0), "rest")
        XCTAssertEqual(state(20), "scrolled")
        XCTAssertEqual(state(40), "gone", "the 40 pt header has passed under the top inset")
        let tree = lay(ScrollView(offset: 0, header: ShapeView(.rect).frame(height: 40), content: rows()), width: 300, height: 200)
        XCTAssertEqual(rowRects(tree)["row 0"]?.minY, 40, "the header scrolls as the content's first part")
    }
}

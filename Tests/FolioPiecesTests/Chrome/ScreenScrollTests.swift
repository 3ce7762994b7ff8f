@testable import FolioPieces
import FolioLayout
import FolioTestSupport
import XCTest

/// A screen's content as a phone scrolls it: under the dock and cut by the bottom, at the story's
/// offset, the bar's material and a large title that collapses, a sheet's own scroll, a full page.
final class ScreenScrollTests: XCTestCase {
    let phone = Size(width: 393, height: 852)

    /// The text frames of `tree` showing `string`.
    private func texts(_ string: String, in tree: ControlsTree) -> [ControlsTree.Node] {
        tree.nodes.filter { if case .text(let t) = $0.frame.item { return t.string == string }; return false }
    }

    /// Twenty rows 60 pt tall, 12 apart (1 428 pt), each a tile named "row N".
    private func list() -> any View {
        VStack(spacing: 12) {
            for i in 0..<20 { Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 60).role(.row, name: "row \(i)") }
        }
    }

    private func docked(offset: Double = 0) -> any View {
        Screen(chrome: .dock(selected: 0, tabs: TestViews.tabs)) { list() }.environment(ScreenScrollKey.self, offset)
    }

    func testALongListRunsUnderTheDockAndIsCutByTheScreensBottom() throws {
        let tree = ControlsTree(docked(), size: phone)
        let dock = try XCTUnwrap(tree.first(.chrome, "dock")).rect
        let rows = (0..<20).compactMap { tree.node(named: "row \($0)")?.rect }
        XCTAssertEqual(rows.count, 20, "every row is in the content; nothing is left out to fit")
        assertClose(rows[0].minY, 59, "the content starts under the status bar")
        let under = (0..<20).filter { rows[$0].maxY > dock.minY && rows[$0].minY < 852 }
        XCTAssertEqual(under, [9, 10, 11], "rows 9 to 11 (from 707 pt) pass under the dock at rest")
        XCTAssertEqual((0..<20).filter { rows[$0].minY >= 852 }, Array(12..<20), "the rest lie below the screen's bottom")
        let scroll = try XCTUnwrap(tree.first(.scroll, "scroll"))
        XCTAssertEqual(scroll.rect, Rect(x: 0, y: 0, width: 393, height: 852), "the viewport is the whole screen")
        XCTAssertEqual(scroll.frame.groupItem?.clip, .rect)
        let order = tree.nodes.map(\.frame.name)
        XCTAssertLessThan(try XCTUnwrap(order.firstIndex(of: "row 10")), try XCTUnwrap(order.firstIndex(of: "dock")),
                          "the rows are drawn before the dock, so its glass blurs them")
        XCTAssertNotNil(tree.first(.glass), "the dock is glass over them")
    }

    func testTheStoryOffsetScrollsTheContentAndTheEndClearsTheDock() throws {
        let scrolled = ControlsTree(docked(offset: 300), size: phone)
        assertClose(try XCTUnwrap(scrolled.node(named: "row 0")).rect.minY, 59 - 300)
        let end = ControlsTree(docked(offset: .infinity), size: phone)
        let dock = try XCTUnwrap(end.first(.chrome, "dock")).rect
        assertClose(try XCTUnwrap(end.node(named: "row 19")).rect.maxY, dock.minY - Space.xs, "the last row rests just above the dock")
        XCTAssertNotNil(scrolled.node(named: "scroll edge"), "content scrolled under the status bar fades out under it")
        XCTAssertNil(ControlsTree(docked(), size: phone).node(named: "scroll edge"), "at rest there is no fade")
    }

    func testASmallPhoneShowsLessOfTheSameScroll() throws {
        let se = ControlsTree(docked(), size: Size(width: 375, height: 667), device: .se)
        let iphone = ControlsTree(docked(), size: phone)
        for i in 0..<20 {
            let a = try XCTUnwrap(se.node(named: "row \(i)")).rect, b = try XCTUnwrap(iphone.node(named: "row \(i)")).rect
            assertClose(a.height, b.height, "row \(i) keeps its height")
            assertClose(a.minY - 20, b.minY - 59, "row \(i) keeps its place in the content")
        }
    }

    func testAPushedScreensBarTakesItsMaterialWhenScrolled() throws {
        func pushed(_ offset: Double) -> ControlsTree {
            ControlsTree(Screen(chrome: .navigation(title: "Streak")) { list() }.environment(ScreenScrollKey.self, offset), size: phone)
        }
        XCTAssertNil(pushed(0).node(named: "bar material"), "at rest the bar is clear")
        let scrolled = pushed(80)
        let material = try XCTUnwrap(scrolled.node(named: "bar material"))
        XCTAssertEqual(material.rect, Rect(x: 0, y: 0, width: 393, height: 59 + NavigationBar.rowHeight),
                       "the material runs from the screen's top to under the bar")
        XCTAssertEqual(material.frame.groupItem?.effects.count, 1, "it blurs what passes under it")
        XCTAssertNotNil(scrolled.text("Streak"), "an inline title stays in the bar")
    }

    func testALargeTitleScrollsAwayAndComesBackInline() throws {
        func pushed(_ offset: Double) -> ControlsTree {
            ControlsTree(Screen(chrome: .navigation(title: "Month", style: .large)) { list() }.environment(ScreenScrollKey.self, offset),
                         size: phone)
        }
        let rest = pushed(0)
        let large = try XCTUnwrap(rest.node(named: "large title"))
        assertClose(large.rect.minY, 59 + NavigationBar.rowHeight, "the large title sits under the row of buttons")
        XCTAssertEqual(texts("Month", in: rest).count, 1, "only the large title at rest")
        XCTAssertNil(rest.node(named: "bar material"))
        let height = large.rect.height
        let collapsed = pushed(height)
        let titles = texts("Month", in: collapsed)
        XCTAssertEqual(titles.count, 2, "the large title, scrolled under the bar, and the inline one")
        let inline = try XCTUnwrap(titles.last).rect
        XCTAssertTrue(inline.midY > 59 && inline.midY < 59 + NavigationBar.rowHeight, "the inline title is in the bar")
        XCTAssertNotNil(collapsed.node(named: "bar material"))
        let partway = pushed(height / 2)
        XCTAssertEqual(texts("Month", in: partway).count, 1, "part-way the title is still large only")
    }

    func testASheetScrollsItsOwnContentAndKeepsTheScreenBehindAtRest() throws {
        let sheet = Sheet(detent: .large, background: docked()) { list() }.environment(ScreenScrollKey.self, 200)
        let tree = ControlsTree(sheet, size: phone)
        let rows = tree.all(.row, "row 0").map(\.rect)
        XCTAssertEqual(rows.count, 2, "one list behind, one on the sheet")
        XCTAssertGreaterThan(rows[0].minY, 59 * (1 - Sheet.behindScale), "the screen behind rests at its top")
        let sheetTop = try XCTUnwrap(tree.first(.sheet, "sheet")).rect.minY
        assertClose(rows[1].minY, sheetTop + 14 - 200, "the sheet's list is scrolled 200 pt, up past its top edge, which cuts it")
        XCTAssertNotNil(tree.first(.scroll, "sheet scroll"))
    }

    func testAFullPageIsAsTallAsTheContentWithChromeInPlace() throws {
        let page = ControlsTree(docked(), width: 393)
        // 59 of status bar, 20 rows (1 428), and the dock's 72 and home indicator's 34 below.
        assertClose(page.root.size.height, 59 + 1428 + 72 + 34)
        let dock = try XCTUnwrap(page.first(.chrome, "dock")).rect
        assertClose(dock.maxY, page.root.size.height - 34, "the dock floats above the home indicator at the page's foot")
        assertClose(try XCTUnwrap(page.node(named: "row 19")).rect.maxY, dock.minY - Space.xs, "the last row clears the dock")
        let short = ControlsTree(Screen { Text("Short") }, width: 393)
        assertClose(short.root.size.height, 852, "never shorter than the phone")
        let sheet = ControlsTree(Sheet(background: docked()) { list() }, width: 393)
        assertClose(sheet.root.size.height, 426 + 1 + 13 + 1428 + 34, "a sheet's page holds its whole content below its detent")
    }
}

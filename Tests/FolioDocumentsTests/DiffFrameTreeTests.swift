import FolioAppsTestSupport
import FolioLayout
import XCTest
@testable import FolioGoldens

/// The frame-tree differ says in words what changed between two versions of a tree.
final class DiffFrameTreeTests: XCTestCase {
    func card(_ name: String, y: Double, height: Double = 80, radius: Double = 24, fill: Color = .white) -> Frame {
        Frame(origin: Point(x: 16, y: y), size: Size(width: 361, height: height), role: .card, name: name,
              item: .shape(ShapeItem(.rounded(radius), fill: .solid(fill))))
    }

    func text(_ string: String, y: Double = 0, truncated: Bool = false, lines: Int = 1) -> Frame {
        Frame(origin: Point(x: 16, y: y), size: Size(width: 200, height: 22), role: .text, item: .text(TextItem(
            string, style: .body, color: .solid(.black),
            metrics: TextMetrics(size: Size(width: 200, height: 22), baseline: 17, lineCount: lines, isTruncated: truncated))))
    }

    func screen(_ children: [Frame]) -> JSONValue {
        Frame.group(children, size: Size(width: 393, height: 852), role: .screen, name: "home").json
    }

    func testIdenticalTreesHaveNoChanges() {
        let tree = screen([card("Groceries", y: 100), text("Brush teeth")])
        XCTAssertEqual(FrameTreeDiff.changes(from: tree, to: tree), [])
    }

    func testMovedCardIsNamedWithItsDistanceAndDirection() {
        let before = screen([card("Groceries", y: 100), card("Rent", y: 200)])
        let after = screen([card("Groceries", y: 103), card("Rent", y: 200)])
        XCTAssertEqual(FrameTreeDiff.changes(from: before, to: after), ["card 'Groceries' moved 3 pt down"])
    }

    func testChildrenOfAMovedGroupAreNotReportedAgain() {
        let group = { (x: Double) in Frame.group([self.card("Inner", y: 0)], origin: Point(x: x, y: 0), size: Size(width: 393, height: 90),
                                                 role: .group, name: "section") }
        XCTAssertEqual(FrameTreeDiff.changes(from: screen([group(0)]), to: screen([group(-4.5)])), ["group 'section' moved 4.5 pt left"])
    }

    func testGlowRadiusChange() {
        func glowing(_ radius: Double) -> JSONValue {
            screen([.group([text("30")], size: Size(width: 100, height: 100), role: .group, name: "streak",
                           group: Group(effects: [.glow(color: .white, radius: radius)]))])
        }
        XCTAssertEqual(FrameTreeDiff.changes(from: glowing(24), to: glowing(32)), ["group 'streak' glow radius 24 → 32"])
    }

    func testTextNowEllipsized() {
        XCTAssertEqual(FrameTreeDiff.changes(from: screen([text("Brush teeth")]), to: screen([text("Brush teeth", truncated: true)])),
                       ["text 'Brush teeth' now ellipsized"])
    }

    func testChangedWordsArePairedWithTheTextTheyReplace() {
        XCTAssertEqual(FrameTreeDiff.changes(from: screen([text("Brush teeth")]), to: screen([text("Floss")])),
                       ["text 'Brush teeth' now reads 'Floss'"])
    }

    func testRadiusFillAndSizeChanges() {
        let before = screen([card("Rent", y: 10)])
        let after = screen([card("Rent", y: 10, height: 96, radius: 28, fill: Color(rgb: 0xF2F2F7))])
        XCTAssertEqual(FrameTreeDiff.changes(from: before, to: after), [
            "card 'Rent' resized 361 × 80 → 361 × 96 pt", "card 'Rent' fill #FFFFFF → #F2F2F7", "card 'Rent' corner radius 24 → 28",
        ])
    }

    func testAddedAndRemovedSubtreesNameOnlyTheirTop() {
        let section = Frame.group([card("A", y: 0), card("B", y: 90)], size: Size(width: 393, height: 180), role: .group, name: "list")
        let changes = FrameTreeDiff.changes(from: screen([section]), to: screen([card("Savings", y: 0)]))
        XCTAssertEqual(changes, ["group 'list' removed", "card 'Savings' added"])
    }

    func testLongListsAreCut() {
        let before = screen((0..<30).map { card("c\($0)", y: Double($0) * 10) })
        let after = screen((0..<30).map { card("c\($0)", y: Double($0) * 10 + 1) })
        let changes = FrameTreeDiff.changes(from: before, to: after, limit: 5)
        XCTAssertEqual(changes.count, 5)
        XCTAssertEqual(changes.last, "… and 26 more changes")
    }

    func testFrameTreeTextIsJSONWithOneFramePerLine() throws {
        let tree = screen([card("Groceries", y: 100), text("Milk")])
        let text = FrameTreeText.text(tree)
        XCTAssertEqual(try JSONValue(parsing: text), tree)
        XCTAssertEqual(text.split(separator: "\n").count, 3)
        XCTAssertTrue(text.split(separator: "\n")[1].hasPrefix(" {"), "children are indented one space")
    }
}

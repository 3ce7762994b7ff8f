import FolioCore
import FolioLayout
@testable import FolioPieces
import FolioTestSupport
import XCTest

/// The pieces that move, at the ends and the middle of their motion, read on the frame tree.
final class RowsMotionTests: XCTestCase {
    // MARK: Odometer and Live Stat

    func testOdometerReadsTheOldValueAtZeroAndTheNewAtOne() {
        for (from, to) in [("$1,240", "$1,198"), ("998", "1,004"), ("12", "9"), ("0", "0")] {
            XCTAssertEqual(RowsProbe.reading(lay(Odometer(from: from, to: to, t: 0), width: 353, app: .round)), from)
            XCTAssertEqual(RowsProbe.reading(lay(Odometer(from: from, to: to, t: 1), width: 353, app: .round)), to)
        }
    }

    func testOdometerMidRollShowsTwoDigitsInAChangedColumnClippedToItsCell() {
        let root = lay(Odometer(from: "$1,240", to: "$1,198", t: 0.5), width: 353, app: .round)
        let clipped = RowsProbe.placed(root).filter { if case .group(let g) = $0.frame.item { return g.clip == .rect }; return false }
        XCTAssertFalse(clipped.isEmpty, "rolling columns are clipped\n" + RowsProbe.dump(root))
        for column in clipped {
            let glyphs = column.frame.children
            XCTAssertTrue((1...2).contains(glyphs.count), "a cell shows at most the digits on either side")
            XCTAssertEqual(column.rect.height, 34 * 1.2, accuracy: 1e-9, "the cell is one line of the large title")
        }
        // The odometer's digits sit in the group that keeps a number left to right in any direction.
        let odometer = root.children[0].children[0]
        XCTAssertEqual(odometer.name, "kept left to right")
        let still = odometer.children.compactMap { frame -> String? in
            if case .text(let t) = frame.item, frame.origin.y == 0 { return t.string }
            return nil
        }
        XCTAssertEqual(still.joined(), "$1,", "unchanged columns stand still, unclipped")
    }

    func testOdometerColumnsScrollThroughTheDigitsBetween() {
        let columns = RollingDigits(from: "1,240", to: "1,198", t: 0.5, style: .largeTitle, color: nil).columns()
        XCTAssertEqual(columns.map { $0.strip.compactMap { $0.map(String.init) }.joined() },
                       ["1", ",", "21", "432109", "098"], "falling values roll down through every digit")
        XCTAssertTrue(columns.allSatisfy { !$0.rising })
        let growing = RollingDigits(from: "998", to: "1,004", t: 0, style: .body, color: nil).columns()
        XCTAssertEqual(growing.map { $0.strip.map { $0.map(String.init) ?? "_" }.joined() },
                       ["_1", "_,", "90", "90", "8901234"], "units under units; new columns slide in")
        XCTAssertTrue(growing.allSatisfy(\.rising))
    }

    func testOdometerWidthTurnsFromTheOldStringsIntoTheNew() {
        let odometer = { (t: Double) in lay(Odometer(from: "998", to: "1,004", t: t, style: .body), width: 353, app: .round).children[0] }
        XCTAssertEqual(odometer(0).size.width, 3 * 8.5, accuracy: 1e-9)
        XCTAssertEqual(odometer(1).size.width, 5 * 8.5, accuracy: 1e-9)
        XCTAssertGreaterThan(odometer(0.5).size.width, 3 * 8.5)
    }

    func testLiveStatRollsItsValueAndKeepsItsDelta() {
        func stat(_ t: Double) -> Frame {
            lay(LiveStat(label: "Today", value: "1,750", previous: "1,500", unit: "ml", delta: "+250 ml", t: t), width: 353, app: .round)
        }
        for (t, value) in [(0.0, "1,500"), (1.0, "1,750")] {
            let root = stat(t)
            XCTAssertEqual(RowsProbe.reading(root, within: "odometer"), value, "t = \(t)")
            XCTAssertNotNil(RowsProbe.drawn("delta", in: root).first)
            XCTAssertTrue(RowsProbe.shownTexts(root).contains { $0.text == "Today" })
        }
        XCTAssertNotEqual(RowsProbe.reading(stat(0.5), within: "odometer"), "1,500", "mid-roll has left the start")
        XCTAssertNotEqual(RowsProbe.reading(stat(0.5), within: "odometer"), "1,750", "and not yet landed")
    }

    // MARK: Swipe Action Row

    private func swipe(_ offset: Double, leading: [SwipeActionRow.Action] = [.pin]) -> Frame {
        lay(SwipeActionRow(offset: offset, leading: leading) { Text("Water", style: .headline).padding() }, width: 353, app: .round)
    }

    func testSwipeRowAtRestHasNoActionsInTheTree() {
        let root = swipe(0)
        for name in ["Pin", "Edit", "Delete", "actions"] {
            XCTAssertTrue(RowsProbe.drawn(name, in: root).isEmpty, "\(name) hidden at rest\n" + RowsProbe.dump(root))
        }
        XCTAssertTrue(RowsProbe.placed(root).allSatisfy { $0.frame.role != .button }, RowsProbe.dump(root))
    }

    func testSwipeRowOpenShowsItsTrailingActionsInTheGap() throws {
        let open = SwipeActionRow.fullWidth(of: 2, style: .round)
        let root = swipe(-open)
        let row = try XCTUnwrap(RowsProbe.drawn("swipe row", in: root).first)
        let edit = try XCTUnwrap(RowsProbe.drawn("Edit", in: root).first)
        let delete = try XCTUnwrap(RowsProbe.drawn("Delete", in: root).first)
        XCTAssertTrue(RowsProbe.drawn("Pin", in: root).isEmpty, "the leading side stays shut")
        for action in [edit, delete] {
            XCTAssertGreaterThanOrEqual(action.rect.minX, row.rect.maxX - open - 0.5, "inside the revealed gap")
            XCTAssertLessThanOrEqual(action.rect.maxX, row.rect.maxX + 0.5)
            XCTAssertEqual(action.rect.width, 44, accuracy: 1e-9, "full size once the gap is wide enough")
            XCTAssertEqual(action.opacity, 1, accuracy: 1e-9)
        }
        XCTAssertLessThan(edit.rect.minX, delete.rect.minX, "delete sits at the far edge")
        let surface = try XCTUnwrap(RowsProbe.placed(root).first {
            $0.frame.role == .shape && abs($0.rect.width - row.rect.width) < 1e-9
        }, RowsProbe.dump(root))
        XCTAssertEqual(surface.rect.minX, row.rect.minX - open, accuracy: 1e-9, "the row slid by the offset")
        XCTAssertEqual(surface.visible?.maxX ?? 0, row.rect.maxX - open, accuracy: 1e-9, "its trailing end moved with it")
        XCTAssertEqual(surface.visible?.minX ?? 0, row.rect.minX - open, accuracy: 1e-9,
                       "and its leading edge too: nothing clips it to where it rests")
    }

    func testSwipeRowTravelsWholeIntoTheMarginAndTheScreenEdgeCutsIt() throws {
        let open = SwipeActionRow.fullWidth(of: 2, style: .round)
        let screen = Screen { SwipeActionRow(offset: -open) { TestViews.iconRow() }.padding(.horizontal, Space.md) }
        let root = layout(screen, environment: testEnvironment(.square))
        let row = try XCTUnwrap(RowsProbe.drawn("swipe row", in: root).first)
        let surface = try XCTUnwrap(RowsProbe.placed(root).first {
            $0.frame.role == .shape && abs($0.rect.width - row.rect.width) < 1e-9
        }, RowsProbe.dump(root))
        XCTAssertEqual(surface.rect.minX, Space.md - open, accuracy: 1e-9, "the leading edge left its place")
        XCTAssertEqual(surface.visible?.minX ?? -1, 0, accuracy: 1e-9, "cut at the screen's edge, not the row's")
        let icon = try XCTUnwrap(RowsProbe.placed(root).first { $0.frame.role == .icon && $0.rect.maxX < surface.rect.minX + 80 })
        XCTAssertEqual(icon.rect.minX - surface.rect.minX, Space.md + 10, accuracy: 1e-9, "the icon keeps its padding as it travels")
        let title = try XCTUnwrap(RowsProbe.placed(root).first { $0.text == "Water" })
        XCTAssertGreaterThanOrEqual(title.rect.minX - surface.rect.minX, Space.md + 40, "the title is not flush against the card")
    }

    func testSwipeRowActionsGrowInWhileTheGapOpens() throws {
        let partly = try XCTUnwrap(RowsProbe.drawn("Delete", in: swipe(-40)).first)
        XCTAssertLessThan(partly.rect.width, 44, "scaled down while the gap is narrow")
        let pin = try XCTUnwrap(RowsProbe.drawn("Pin", in: swipe(80)).first)
        XCTAssertEqual(pin.rect.width, 44, accuracy: 1e-9, "a positive offset opens the leading side")
        XCTAssertLessThan(pin.rect.maxX, 80.5)
    }

    // MARK: Text Reveal

    private let line = "Thirty days of showing up for yourself"

    func testTextRevealShowsNoWordAtZeroAndEveryWordAtOne() {
        let none = lay(TextReveal(line, t: 0), width: 353, app: .round)
        XCTAssertTrue(RowsProbe.shownTexts(none).isEmpty, RowsProbe.dump(none))
        let all = lay(TextReveal(line, t: 1), width: 353, app: .round)
        let shown = RowsProbe.shownTexts(all)
        XCTAssertEqual(Set(shown.compactMap(\.text)), Set(line.split(separator: " ").map(String.init)))
        XCTAssertEqual(shown.count, 7)
        XCTAssertTrue(shown.allSatisfy { $0.opacity == 1 }, "every word settled and opaque")
        XCTAssertEqual(RowsProbe.placed(all).filter { $0.frame.groupTransform != nil }.count, 0, "nothing still rising")
    }

    func testTextRevealWordsArriveInOrderRisingAndFading() {
        let root = lay(TextReveal(line, t: 0.5), width: 353, app: .round)
        let words = line.split(separator: " ").map(String.init)
        let shown = RowsProbe.placed(root).filter { $0.text != nil && $0.isShown }
        let opacity = Dictionary(shown.map { ($0.text!, $0.opacity) }, uniquingKeysWith: max)
        XCTAssertEqual(opacity[words[0]], 1, "the first word has landed")
        XCTAssertNil(opacity[words[6]], "the last has not started")
        let arriving = words.compactMap { opacity[$0] }.filter { $0 > 0 && $0 < 1 }
        XCTAssertFalse(arriving.isEmpty, "some word is mid-rise")
        let order = words.compactMap { opacity[$0] }
        XCTAssertEqual(order, order.sorted(by: >), "earlier words are further along")
        let settled = lay(TextReveal(line, t: 1), width: 353, app: .round)
        for word in shown where word.opacity < 1 {
            let rest = RowsProbe.placed(settled).first { $0.text == word.text }!
            XCTAssertGreaterThan(word.rect.minY, rest.rect.minY, "\(word.text!) rises from below its place")
        }
    }

    func testTextRevealWordProgressSpansTheMotion() {
        XCTAssertEqual(TextReveal.wordProgress(index: 0, count: 5, t: 0), 0)
        XCTAssertEqual(TextReveal.wordProgress(index: 4, count: 5, t: 1), 1)
        XCTAssertEqual(TextReveal.wordProgress(index: 4, count: 5, t: 0.64), 0)
        XCTAssertEqual(TextReveal.wordProgress(index: 0, count: 1, t: 0.5), 0.5)
    }
}

extension Frame {
    /// The transform of a group that has one.
    fileprivate var groupTransform: FolioCore.AffineTransform? {
        if case .group(let g) = item, !g.transform.isIdentity { return g.transform }
        return nil
    }
}

import FolioLayout
@testable import FolioPieces
import FolioTestSupport
import XCTest

/// The states of the row pieces, read as numbers and colours on the frame tree.
final class RowsStateTests: XCTestCase {
    private let round = Theme(app: .round)
    private let square = Theme(app: .square)

    // MARK: Streak Calendar

    private func capsules(_ calendar: StreakCalendar) -> [RowsProbe.Placed] {
        RowsProbe.placed(lay(calendar, width: 350, app: .square)).filter { $0.frame.name?.hasPrefix("run ") == true }
    }

    func testStreakDaysThreeToNineMakeOneCapsuleInEachWeekRowTheyTouch() {
        // The 1st on a Wednesday: the 3rd to the 5th end the first week, the 6th to the 9th open the second.
        let calendar = StreakCalendar(dayCount: 30, firstColumn: 2, streak: Set(3...9))
        XCTAssertEqual(calendar.runs(), [
            .init(row: 0, firstColumn: 4, lastColumn: 6, firstDay: 3, lastDay: 5),
            .init(row: 1, firstColumn: 0, lastColumn: 3, firstDay: 6, lastDay: 9),
        ])
        let shapes = capsules(calendar)
        XCTAssertEqual(shapes.map(\.frame.name), ["run 3–5", "run 6–9"])
        // Columns are 50 pt: a capsule runs from 18 pt before its first day's centre to 18 after its last.
        XCTAssertEqual(shapes[0].rect.minX, 225 - 18, accuracy: 1e-9)
        XCTAssertEqual(shapes[0].rect.maxX, 325 + 18, accuracy: 1e-9)
        XCTAssertEqual(shapes[1].rect.minX, 25 - 18, accuracy: 1e-9)
        XCTAssertEqual(shapes[1].rect.maxX, 175 + 18, accuracy: 1e-9)
        XCTAssertEqual(shapes[1].rect.minY - shapes[0].rect.minY, StreakCalendar.rowHeight, accuracy: 1e-9)
        XCTAssertTrue(shapes.allSatisfy { $0.frame.shapeShape == .capsule })
    }

    func testStreakJoinsOnlyConsecutiveDays() {
        let calendar = StreakCalendar(dayCount: 31, firstColumn: 0, streak: [1, 2, 4, 6, 7, 8, 15])
        XCTAssertEqual(capsules(calendar).map(\.frame.name), ["run 1–2", "run 4–4", "run 6–7", "run 8–8", "run 15–15"],
                       "a gap splits a run and so does the week's end (the 7th is a Sunday)")
        let lone = capsules(calendar)[1]
        XCTAssertEqual(lone.rect.width, lone.rect.height, accuracy: 1e-9, "a lone day is a circle")
        XCTAssertTrue(capsules(StreakCalendar(dayCount: 30, firstColumn: 3, streak: [])).isEmpty)
    }

    func testStreakDaysReadOnTheirCapsuleAndDaysAheadAreQuietOnPurpose() throws {
        let theme = Theme(app: .square)
        let shapes = capsules(StreakCalendar(dayCount: 30, firstColumn: 2, streak: Set(3...9), today: 12))
        guard case .linear(let paint)? = shapes.first?.frame.shapeItem?.fill else { return XCTFail("a lit capsule") }
        let ink = theme.color(.accentForeground)
        XCTAssertTrue(paint.stops.allSatisfy { $0.color.contrast(with: ink) >= 4.5 }, "the day's ink reads on all of the capsule")
        var quiet: [String] = []
        lay(StreakCalendar(dayCount: 30, firstColumn: 2, streak: Set(3...9), today: 12), width: 350, app: .square).walk { frame, _, _ in
            guard InkRole(frameName: frame.name) == .disabled, case .text(let t)? = frame.children.first?.item else { return }
            quiet.append(t.string)
        }
        XCTAssertEqual(quiet, (13...30).map(String.init), "the days still ahead, and only those")
    }

    func testStreakCalendarMarksTodayAndSizesItsRows() throws {
        let root = lay(StreakCalendar(dayCount: 30, firstColumn: 6, streak: Set(23...28), today: 28), width: 350, app: .round)
        let ring = try XCTUnwrap(RowsProbe.drawn("today", in: root).first)
        let day = try XCTUnwrap(RowsProbe.drawn("day 28", in: root).first)
        XCTAssertTrue(day.rect.contains(ring.rect), "the ring is on today's cell")
        XCTAssertTrue(day.frame.isTapTarget)
        let chart = try XCTUnwrap(RowsProbe.drawn("streak calendar", in: root).first)
        // 30 days from a Sunday: six week rows.
        XCTAssertEqual(chart.rect.height, StreakCalendar.headerHeight + 6 * StreakCalendar.rowHeight, accuracy: 1e-9)
    }

    func testNarrowCalendarKeepsFingerSizedCellsInsideTheGrid() throws {
        // 288 pt: columns of 41.1 pt, cells of 44 overlapping a little, numbers on their columns.
        let root = lay(StreakCalendar(dayCount: 31, firstColumn: 0, streak: []), width: 288, app: .round)
        let column = 288.0 / 7
        for day in [1, 4, 7] {
            let cell = try XCTUnwrap(RowsProbe.drawn("day \(day)", in: root).first)
            XCTAssertEqual(cell.rect.width, 44, accuracy: 1e-9)
            XCTAssertGreaterThanOrEqual(cell.rect.minX, 0)
            XCTAssertLessThanOrEqual(cell.rect.maxX, 288 + 1e-9)
            let number = try XCTUnwrap(RowsProbe.placed(root).first { $0.text == "\(day)" })
            XCTAssertEqual(number.rect.midX, column * (Double(day - 1) + 0.5), accuracy: 1e-9)
        }
        XCTAssertEqual(lint(root, theme: Theme(app: .square)), [])
    }

    // MARK: Task Row and Plan Row

    func testDoneTaskIsStruckAcrossItsTextsWidth() throws {
        let done = lay(TaskRow(title: "Basil", quantity: "1 bunch", isDone: true), width: 353, app: .square)
        let title = try XCTUnwrap(RowsProbe.placed(done).first { $0.text == "Basil" })
        let strike = try XCTUnwrap(RowsProbe.drawn("strike", in: done).first, RowsProbe.dump(done))
        XCTAssertEqual(strike.rect.minX, title.rect.minX, accuracy: 1e-9)
        XCTAssertEqual(strike.rect.width, 5 * 8.5, accuracy: 1e-9, "as wide as the five measured characters")
        XCTAssertGreaterThan(strike.rect.midY, title.rect.minY + title.rect.height * 0.4)
        XCTAssertLessThan(strike.rect.midY, title.rect.minY + title.rect.height * 0.7)
        XCTAssertEqual(title.frame.textColor, Theme(app: .square).resolve(.secondaryLabel), "stepped back, still readable")
        XCTAssertNotNil(RowsProbe.drawn("checked", in: done).first)
        let open = lay(TaskRow(title: "Basil", quantity: "1 bunch"), width: 353, app: .square)
        XCTAssertTrue(RowsProbe.drawn("strike", in: open).isEmpty)
        XCTAssertEqual(RowsProbe.placed(open).first { $0.text == "Basil" }?.frame.textColor, Theme(app: .square).resolve(.label))
    }

    func testDonePlanRowFillsItsCheckAndDimsItsTitle() throws {
        let done = lay(PlanRow(title: "Brush teeth", area: "Morning", isDone: true), width: 353, app: .round)
        let check = try XCTUnwrap(RowsProbe.drawn("checked", in: done).first)
        XCTAssertTrue(check.frame.isTapTarget)
        XCTAssertEqual(check.rect.width, 44)
        let fills = RowsProbe.placed(done).filter { $0.frame.fillColor == round.resolve(.accent) && check.rect.contains($0.rect) }
        XCTAssertFalse(fills.isEmpty, "the circle is filled with the accent")
        XCTAssertTrue(RowsProbe.placed(done).contains { $0.frame.iconName == .check && check.rect.contains($0.rect) })
        XCTAssertEqual(RowsProbe.placed(done).first { $0.text == "Brush teeth" }?.frame.textColor, round.resolve(.secondaryLabel))
        let open = lay(PlanRow(title: "Brush teeth", area: "Morning"), width: 353, app: .round)
        XCTAssertNotNil(RowsProbe.drawn("unchecked", in: open).first)
        XCTAssertFalse(RowsProbe.placed(open).contains { $0.frame.iconName == .check })
        XCTAssertEqual(RowsProbe.placed(open).first { $0.text == "Brush teeth" }?.frame.textColor, round.resolve(.label))
        XCTAssertTrue(RowsProbe.shownTexts(open).contains { $0.text == "+5 energy" })
    }

    // MARK: Color Block List and Balance Panel

    func testOverBudgetBlockIsRedWithItsBarFull() throws {
        let root = lay(ColorBlockList(TestViews.envelopes), width: 353, app: .square)
        let red = square.resolve(.destructive)
        let over = try XCTUnwrap(RowsProbe.drawn("Dining out", in: root).first)
        let amount = try XCTUnwrap(RowsProbe.placed(root).first { $0.text == "−$18" })
        XCTAssertEqual(amount.frame.textColor, red)
        let bars = RowsProbe.drawn("fill", in: root).filter { over.rect.contains($0.rect) }
        let tracks = RowsProbe.drawn("track", in: root).filter { over.rect.contains($0.rect) }
        XCTAssertEqual(bars.count, 1)
        XCTAssertEqual(bars[0].rect.width, tracks[0].rect.width, accuracy: 1e-9, "full to the end")
        XCTAssertEqual(bars[0].frame.fillColor, red)
        let groceries = try XCTUnwrap(RowsProbe.drawn("Groceries", in: root).first)
        let bar = try XCTUnwrap(RowsProbe.drawn("fill", in: root).first { groceries.rect.contains($0.rect) })
        let track = try XCTUnwrap(RowsProbe.drawn("track", in: root).first { groceries.rect.contains($0.rect) })
        XCTAssertEqual(bar.rect.width / track.rect.width, 0.645, accuracy: 1e-9)
        XCTAssertEqual(RowsProbe.placed(root).first { $0.text == "$142" }?.frame.textColor, square.resolve(.label))
    }

    func testBalancePanelOverBudgetTurnsRed() throws {
        let root = lay(BalancePanel(left: "−$86", spent: "$2,086 spent", budget: "of $2,000", fraction: 1.04), width: 353, app: .square)
        let red = square.resolve(.destructive)
        XCTAssertEqual(RowsProbe.reading(root, within: "odometer"), "−$86")
        let amount = try XCTUnwrap(RowsProbe.drawn("odometer", in: root).first)
        let glyphs = RowsProbe.shownTexts(root).filter { amount.rect.contains($0.rect, tolerance: 0.01) }
        XCTAssertEqual(glyphs.count, 4)
        XCTAssertTrue(glyphs.allSatisfy { $0.frame.textColor == red })
        let bar = try XCTUnwrap(RowsProbe.drawn("fill", in: root).first)
        let track = try XCTUnwrap(RowsProbe.drawn("track", in: root).first)
        XCTAssertEqual(bar.rect.width, track.rect.width, accuracy: 1e-9)
        XCTAssertEqual(bar.frame.fillColor, red)
    }

    // MARK: Day Picker, Stat Grid, Focus Steps, covers

    func testDayPickerMarksSelectedTodayAndTickedDays() throws {
        let root = lay(DayPicker(days: DayPicker.week(from: 24, ticked: [24, 25], today: 30), selected: 2), width: 353, app: .round)
        let selected = try XCTUnwrap(RowsProbe.drawn("W 26", in: root).first)
        let fill = try XCTUnwrap(selected.frame.children.first?.fillColor, "the selected day is a filled capsule")
        XCTAssertEqual(fill, Ink.readable(round.resolve(.accent), on: round.resolve(.accentForeground), minimum: 5.6),
                       "in the accent, deepened only as far as its ink needs to read on it")
        XCTAssertEqual(selected.frame.children.first?.shapeShape, .capsule)
        let today = try XCTUnwrap(RowsProbe.drawn("S 30", in: root).first)
        XCTAssertTrue(RowsProbe.drawn("today", in: root).allSatisfy { today.rect.contains($0.rect) })
        XCTAssertEqual(RowsProbe.drawn("today", in: root).count, 1)
        XCTAssertEqual(RowsProbe.drawn("ticked", in: root).count, 2)
        XCTAssertEqual(RowsProbe.placed(root).filter { $0.frame.isTapTarget }.count, 7)
    }

    func testStatGridTilesShareTheirRowsHeight() throws {
        let root = lay(StatGrid([
            .init(value: "$482", label: "Spent", trend: .up("12%", isGood: false)),
            .init(value: "24", label: "Goals", trend: .sparkline([1, 3, 2])),
            .init(value: "4", label: "Servings"),
        ]), width: 320, app: .square)
        let tiles = RowsProbe.placed(root).filter { $0.frame.role == .tile }
        XCTAssertEqual(tiles.count, 3)
        XCTAssertEqual(Set(tiles.map(\.rect.height)).count, 1, "one height for every tile")
        XCTAssertEqual(tiles[0].rect.width, tiles[2].rect.width, accuracy: 1e-9, "the last row keeps the columns")
        XCTAssertEqual(RowsProbe.drawn("sparkline", in: root).count, 1)
        let red = try XCTUnwrap(RowsProbe.placed(root).first { $0.text == "12%" }?.frame.textColor)
        XCTAssertEqual(red, TrendChip.ink(square.resolve(.destructive), wash: 0.12, on: square.resolve(.card)), "red, deepened to read")
        XCTAssertGreaterThan(red.red, red.green * 3, "still red")
        let neutral = lay(StatGrid([.init(value: "17", label: "Social", trend: .down("3", isGood: nil))]), width: 320, app: .round)
        let round = testEnvironment(.round)
        let grey = try XCTUnwrap(RowsProbe.placed(neutral).first { $0.text == "3" }?.frame.textColor)
        XCTAssertEqual(grey, TrendChip.ink(round.resolve(.secondaryLabel), wash: 0.12, on: round.resolve(.card)),
                       "a change neither good nor bad is grey")
    }

    func testFocusStepsHoldOneStepLargeAndTheOthersSmallAndDim() throws {
        let steps = ["Heat the oil.", "Soften the onion.", "Add the garlic.", "Add the tomatoes.", "Blend."]
        let root = lay(FocusSteps(steps: steps, current: 2), width: 353, app: .square)
        let focus = try XCTUnwrap(RowsProbe.drawn("step 3", in: root).first)
        XCTAssertEqual(focus.frame.groupOpacity, 1)
        XCTAssertEqual(focus.frame.groupScale, 1)
        for name in ["step 2", "step 4", "step 5"] {
            let step = try XCTUnwrap(RowsProbe.drawn(name, in: root).first, name)
            XCTAssertLessThan(step.frame.groupOpacity, 1, name)
            XCTAssertLessThan(step.frame.groupScale, 1, name)
        }
        XCTAssertTrue(RowsProbe.drawn("step 1", in: root).isEmpty, "two steps back is out of the window")
        let names = RowsProbe.placed(root).compactMap(\.frame.name).filter { $0.hasPrefix("step ") && $0.last?.isNumber == true }
        XCTAssertEqual(names, ["step 2", "step 3", "step 4", "step 5"], "in order, the focus second")
        let moving = lay(FocusSteps(steps: steps, current: 2, t: 0.5), width: 353, app: .square)
        let leaving = try XCTUnwrap(RowsProbe.drawn("step 3", in: moving).first)
        let coming = try XCTUnwrap(RowsProbe.drawn("step 4", in: moving).first)
        XCTAssertEqual(leaving.frame.groupScale, coming.frame.groupScale, accuracy: 1e-9, "halfway, the two meet")
    }

    func testCoverComposesTheNameInLargeDisplayType() throws {
        let large = lay(TypographicCover(name: "Tomato soup", kicker: "Soup", color: .square.tomato).frame(width: 160, height: 160), width: 353, app: .square)
        let words = RowsProbe.shownTexts(large).filter { $0.text == "Tomato" || $0.text == "soup" }
        XCTAssertEqual(words.count, 2, "stacked words")
        XCTAssertTrue(words.allSatisfy { $0.frame.textStyle?.resolvedFamily == "Inter Display" && ($0.frame.textStyle?.size ?? 0) >= 28 })
        XCTAssertLessThan(words[0].rect.minY, words[1].rect.minY)
        XCTAssertNotNil(RowsProbe.shownTexts(large).first { $0.text == "SOUP" }, "the kicker in capitals")
        let small = lay(TypographicCover(name: "Tomato soup", color: .square.tomato).frame(width: 64, height: 64), width: 353, app: .square)
        XCTAssertEqual(RowsProbe.shownTexts(small).compactMap(\.text), ["T"], "a small cover shows its initial")
        let tile = try XCTUnwrap(RowsProbe.drawn("Tomato soup", in: small).first)
        XCTAssertEqual(RowsProbe.outlines(of: tile.frame), [.rounded(16), .rounded(16)])
    }
}

extension Frame {
    fileprivate var fillColor: Color? {
        if case .shape(let s) = item, case .solid(let c)? = s.fill { return c }
        if case .shape(let s) = item, case .linear(let g)? = s.fill { return g.stops.last?.color }
        return nil
    }

    fileprivate var shapeShape: Shape? {
        if case .shape(let s) = item { return s.shape }
        return nil
    }

    fileprivate var textColor: Color? {
        if case .text(let t) = item, case .solid(let c) = t.color { return c }
        return nil
    }

    fileprivate var textStyle: TextStyle? {
        if case .text(let t) = item { return t.style }
        return nil
    }

    fileprivate var iconName: Icon? {
        if case .icon(let i) = item { return i.icon }
        return nil
    }

    fileprivate var groupOpacity: Double {
        if case .group(let g) = item { return g.opacity }
        return 1
    }

    fileprivate var groupScale: Double {
        if case .group(let g) = item { return g.transform.a }
        return 1
    }
}

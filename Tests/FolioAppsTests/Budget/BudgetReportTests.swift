import FolioAppsTestSupport
import FolioTestSupport
import FolioDomain
import FolioLayout
import XCTest
@testable import FolioApps

/// The weekly report's spending chapter: its values, its figures, an empty week said in a
/// sentence, and the chapter left out without a budget snapshot.
final class BudgetReportTests: XCTestCase {
    private func data(_ week: ISOWeek? = nil, snapshots: [any AppSnapshot]? = nil) throws -> ReportData {
        let s = try Fixtures.budget.snapshot()
        return ReportData(week: week ?? ISOWeek(containing: s.date), snapshots: snapshots ?? [s], source: "Templates/snapshots")
    }

    private func value(_ name: String, _ data: ReportData) throws -> ReportValue? {
        guard case .value(let resolve)? = ReportBindings.named(name)?.kind else {
            XCTFail("\(name) is a value binding")
            return nil
        }
        return resolve(data)
    }

    func testTheChapterIsOfferedAndItsValuesTellTheWeek() throws {
        XCTAssertNotNil(ReportSectionKind(rawValue: "spending"))
        XCTAssertEqual(ReportSectionKind(rawValue: "spending")?.app, .budget)
        let d = try data()
        XCTAssertEqual(try value("budget.spent", d)?.number, "$112.74")
        XCTAssertEqual(try value("budget.over", d)?.phrase, "1 over budget")
        XCTAssertEqual(try value("budget.over", d)?.detail, "Eating out")
        XCTAssertEqual(try value("budget.transfers", d)?.phrase, "no transfers")
        XCTAssertFalse(ReportSectionKind(rawValue: "spending")?.isEmpty(in: d) ?? true)
    }

    func testTheFiguresListTheBudgetsNotesAndMoves() throws {
        let d = try data()
        let envelopes = try XCTUnwrap(BudgetReportFigures.envelopes(d))
        guard case .list(let items) = envelopes.reading else { return XCTFail("read as a list") }
        XCTAssertEqual(items.first, "Eating out: $23.00 this week · 115% of $250.00 this month", "the one over first")
        XCTAssertEqual(items[1], "Gifts: $25.00 this week · 70% of $100.00 this month")
        let rows = try XCTUnwrap(BudgetReportFigures.envelopeRows(d))
        let gifts = try XCTUnwrap(rows.first { $0.label == "Gifts" })
        XCTAssertEqual([gifts.before, gifts.thisWeek, gifts.available], [4500, 2500, 10000])
        let eatingOut = try XCTUnwrap(rows.first { $0.label == "Eating out" })
        XCTAssertEqual([eatingOut.before, eatingOut.thisWeek, eatingOut.available], [26440, 2300, 25000])
        XCTAssertNil(BudgetReportFigures.moves(d), "a week without transfers says so in its intro and figure, not in a third card")
        let lastWeek = try XCTUnwrap(BudgetReportFigures.moves(try data(ISOWeek(containing: try Fixtures.budget.snapshot().date).previous)))
        XCTAssertEqual(lastWeek.reading, .list(["Fun money → Groceries: $40.00 · Fri 20 Nov"]))
    }

    /// One scale, the budget a marked line: Eating out's 15 % overshoot shows as 15 % past the
    /// line, and every row's line sits at the same x.
    func testTheBarsShareOneScaleAndOvershootShowsPastTheBudgetLine() throws {
        let figure = try XCTUnwrap(BudgetReportFigures.envelopes(try data()))
        let root = layout(figure.view, in: Size(width: 460, height: 400), environment: Fixtures.budget.environment(.light))
        let lines = FrameProbe.named("100%", in: root).map(\.rect)
        XCTAssertEqual(lines.count, 7)
        XCTAssertEqual(Set(lines.map { ($0.midX * 100).rounded() }).count, 1, "one scale: the line at one x on every row")
        let eatingOut = try FrameProbe.one("Eating out", in: root).frame
        let over = try XCTUnwrap(FrameProbe.named("over", in: eatingOut).first).rect
        let budget = try XCTUnwrap(FrameProbe.named("budget", in: eatingOut).first).rect
        XCTAssertEqual(over.minX, budget.maxX, accuracy: 0.01, "the overshoot starts at the line")
        XCTAssertEqual(over.width / budget.width, 0.1496, accuracy: 0.001, "$287.40 of $250.00 is 14.96 % past it")
        let gifts = try FrameProbe.one("Gifts", in: root).frame
        XCTAssertTrue(FrameProbe.named("over", in: gifts).isEmpty)
    }

    func testAnEmptyWeekIsHonestlyEmptyAndNoSnapshotLeavesTheChapterOut() throws {
        let empty = try data(try XCTUnwrap(ISOWeek(year: 2026, week: 50)))
        XCTAssertTrue(ReportSectionKind(rawValue: "spending")?.isEmpty(in: empty) ?? false)
        XCTAssertNil(BudgetReportFigures.envelopes(empty))
        let none = try data(snapshots: [])
        XCTAssertFalse(none.has(.budget))
        XCTAssertNil(try value("budget.spent", none))
    }
}

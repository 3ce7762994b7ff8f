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
        XCTAssertEqual(items.first, "Gifts: $25.00 this week · $70.00 of $100.00 this month")
        XCTAssertTrue(items.contains("Eating out: $23.00 this week · $287.40 of $250.00 this month · over"))
        // Each bar measures its budget against what it holds: this week after earlier in the period;
        // over budget, the bar is what was spent.
        let rows = try XCTUnwrap(BudgetReportFigures.envelopeRows(d))
        let gifts = try XCTUnwrap(rows.first { $0.label == "Gifts" })
        XCTAssertEqual([gifts.before, gifts.amount, gifts.whole], [4500, 2500, 10000])
        let eatingOut = try XCTUnwrap(rows.first { $0.label == "Eating out" })
        XCTAssertEqual([eatingOut.before, eatingOut.amount, eatingOut.whole], [26440, 2300, 28740])
        XCTAssertEqual(eatingOut.color, .budget.overBudget)
        XCTAssertNil(BudgetReportFigures.moves(d), "a week without transfers says so in its intro and figure, not in a third card")
        let lastWeek = try XCTUnwrap(BudgetReportFigures.moves(try data(ISOWeek(containing: try Fixtures.budget.snapshot().date).previous)))
        XCTAssertEqual(lastWeek.reading, .list(["Fun money → Groceries: $40.00 · Fri 20 Nov"]))
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

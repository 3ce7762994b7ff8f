@testable import FolioDomain
import XCTest

/// The period each rhythm gives for a day, at week, month and year ends and around leap days.
final class BudgetPeriodTests: XCTestCase {
    private func day(_ iso: String) throws -> LocalDate { try XCTUnwrap(LocalDate(iso: iso)) }

    private func period(_ rhythm: BudgetRhythm?, _ iso: String) throws -> (String, String, Int) {
        let p = try XCTUnwrap(rhythm).period(containing: day(iso))
        return (p.start.description, p.last.description, p.dayCount)
    }

    func testWeeklyStartsOnItsWeekday() throws {
        let monday = BudgetRhythm(.weekly, resetDay: 1)
        XCTAssertTrue(try period(monday, "2026-11-27") == ("2026-11-23", "2026-11-29", 7))
        XCTAssertTrue(try period(monday, "2026-11-23") == ("2026-11-23", "2026-11-29", 7))
        XCTAssertTrue(try period(monday, "2026-11-29") == ("2026-11-23", "2026-11-29", 7))
        let friday = BudgetRhythm(.weekly, resetDay: 5)
        XCTAssertTrue(try period(friday, "2026-11-26") == ("2026-11-20", "2026-11-26", 7))
        XCTAssertTrue(try period(friday, "2026-01-01") == ("2025-12-26", "2026-01-01", 7), "across the new year")
    }

    func testFortnightlyCountsFromTheStatedAnchor() throws {
        let monday = BudgetRhythm(.fortnightly, resetDay: 1)
        // 1970-01-05 starts a period; 2026-11-09 is 2,966 weeks later, an even number, so it starts one too.
        XCTAssertTrue(try period(monday, "1970-01-05") == ("1970-01-05", "1970-01-18", 14))
        XCTAssertTrue(try period(monday, "2026-11-27") == ("2026-11-23", "2026-12-06", 14))
        XCTAssertTrue(try period(monday, "2026-11-22") == ("2026-11-09", "2026-11-22", 14))
        XCTAssertTrue(try period(monday, "1969-12-31") == ("1969-12-22", "1970-01-04", 14), "before the anchor")
    }

    func testMonthlyOnTheFirstAndOnLateDays() throws {
        let first = BudgetRhythm(.monthly, resetDay: 1)
        XCTAssertTrue(try period(first, "2026-11-27") == ("2026-11-01", "2026-11-30", 30))
        XCTAssertTrue(try period(first, "2026-12-31") == ("2026-12-01", "2026-12-31", 31))
        let fifteenth = BudgetRhythm(.monthly, resetDay: 15)
        XCTAssertTrue(try period(fifteenth, "2026-01-10") == ("2025-12-15", "2026-01-14", 31))
        let last = BudgetRhythm(.monthly, resetDay: 31)
        XCTAssertTrue(try period(last, "2026-03-15") == ("2026-02-28", "2026-03-30", 31), "February resets on its last day")
        XCTAssertTrue(try period(last, "2026-04-30") == ("2026-04-30", "2026-05-30", 31), "April resets on the 30th")
        XCTAssertTrue(try period(last, "2026-04-29") == ("2026-03-31", "2026-04-29", 30))
        let thirtieth = BudgetRhythm(.monthly, resetDay: 30)
        XCTAssertTrue(try period(thirtieth, "2024-03-01") == ("2024-02-29", "2024-03-29", 30), "leap February")
        XCTAssertTrue(try period(thirtieth, "2024-02-29") == ("2024-02-29", "2024-03-29", 30))
        XCTAssertTrue(try period(thirtieth, "2024-02-28") == ("2024-01-30", "2024-02-28", 30))
    }

    func testYearlyAroundLeapDays() throws {
        let leapDay = BudgetRhythm(.yearly, resetDay: 29, resetMonth: 2)
        XCTAssertTrue(try period(leapDay, "2024-03-01") == ("2024-02-29", "2025-02-27", 365))
        XCTAssertTrue(try period(leapDay, "2025-02-28") == ("2025-02-28", "2026-02-27", 365), "no 29th: the 28th")
        XCTAssertTrue(try period(leapDay, "2028-02-28") == ("2027-02-28", "2028-02-28", 366))
        let newYear = BudgetRhythm(.yearly, resetDay: 1, resetMonth: 1)
        XCTAssertTrue(try period(newYear, "2024-12-31") == ("2024-01-01", "2024-12-31", 366))
        XCTAssertTrue(try period(newYear, "2026-11-27") == ("2026-01-01", "2026-12-31", 365))
    }

    func testImpossibleRhythmsAreRefused() {
        XCTAssertNil(BudgetRhythm(.weekly, resetDay: 8))
        XCTAssertNil(BudgetRhythm(.monthly, resetDay: 32))
        XCTAssertNil(BudgetRhythm(.monthly, resetDay: 1, resetMonth: 2))
        XCTAssertNil(BudgetRhythm(.yearly, resetDay: 30, resetMonth: 2))
        XCTAssertNil(BudgetRhythm(.yearly, resetDay: 1))
    }

    func testDaysLeftCountsToday() throws {
        let p = BudgetPeriod(start: try day("2026-11-01"), end: try day("2026-12-01"))
        XCTAssertEqual(p.daysLeft(from: try day("2026-11-27")), 4)
        XCTAssertEqual(p.daysLeft(from: try day("2026-11-30")), 1)
        XCTAssertEqual(p.daysLeft(from: try day("2026-11-01")), 30)
    }
}

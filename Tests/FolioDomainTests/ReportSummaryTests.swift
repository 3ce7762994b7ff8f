@testable import FolioDomain
import XCTest

/// The values a weekly report reads from the domain, checked by hand against the default snapshots
/// (Friday 2026-11-27, week 2026-W48).
final class ReportSummaryTests: XCTestCase {
    let week = ISOWeek(iso: "2026-W48")!

    func testTheWeeksMoodAveragesItsCheckInsAndRanksWordsAndFactors() throws {
        let mood = try Fixtures.pet().moodSummary(in: week)
        XCTAssertEqual(mood.checkIns.map(\.date.description), ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"])
        XCTAssertEqual(mood.averageScore, 3.0)
        XCTAssertEqual(mood.averageMood, .okay)
        XCTAssertEqual(mood.topWords(3), [Tally("fine", 2), Tally("calm", 1), Tally("hopeful", 1)])
        XCTAssertEqual(mood.topFactors(), [Tally(.sleep, 3), Tally(.work, 3), Tally(.weather, 2), Tally(.friends, 1)])
        XCTAssertEqual(mood.range?.low.date.description, "2026-11-23")
        XCTAssertEqual(mood.range?.high.mood, .good)
    }

    func testTheMonthIsThe28DaysEndingTodayOrWithTheWeek() throws {
        let pet = try Fixtures.pet()
        let month = pet.monthMoodSummary(endingWith: week)
        XCTAssertEqual(month.first.description, "2026-10-31")
        XCTAssertEqual(month.last.description, "2026-11-27")
        XCTAssertEqual(month.checkIns.count, 25)
        XCTAssertEqual(month.averageScore ?? 0, 3.2, accuracy: 1e-9)
        let earlier = pet.monthMoodSummary(endingWith: week.previous)
        XCTAssertEqual(earlier.last.description, "2026-11-22")
    }

    func testAWeekWithoutCheckInsIsEmptyWithNoAverage() throws {
        var pet = try Fixtures.pet()
        pet.checkIns.removeAll { week.contains($0.date) }
        let mood = pet.moodSummary(in: week)
        XCTAssertTrue(mood.isEmpty)
        XCTAssertNil(mood.averageScore)
        XCTAssertNil(mood.averageMood)
        XCTAssertNil(mood.range)
        XCTAssertEqual(mood.topWords(), [])
    }

    func testRecordedDaysClipTheWeekToTheData() throws {
        let pet = try Fixtures.pet()
        XCTAssertEqual(pet.recordedDays.lowerBound.description, "2026-10-27")
        XCTAssertEqual(pet.recordedDays(in: week).map { "\($0.lowerBound)…\($0.upperBound)" }, "2026-11-23…2026-11-27")
        XCTAssertNil(pet.recordedDays(in: week.next))
        XCTAssertNil(pet.recordedDays(in: ISOWeek(iso: "2026-W40")!))
        let water = try Fixtures.water()
        XCTAssertEqual(water.recordedDays.lowerBound.description, "2026-10-28")
        XCTAssertNil(water.recordedDays(in: ISOWeek(iso: "2026-W43")!))
    }

    func testGoalsKeptAddUpOverTheWeekAndTheStreakStandsAtEachDay() throws {
        let pet = try Fixtures.pet()
        XCTAssertEqual(pet.totalGoalsKept(in: week), 38)
        XCTAssertEqual(pet.totalGoalsKept(in: week.previous), 42)
        XCTAssertEqual(pet.currentStreak, 30)
        XCTAssertEqual(pet.streak(through: pet.date), 30)
        XCTAssertEqual(pet.streak(through: LocalDate(iso: "2026-11-22")!), 25)
        XCTAssertEqual(pet.streak(through: LocalDate(iso: "2026-10-28")!), 0)
        XCTAssertEqual(pet.streak(through: LocalDate(iso: "2026-11-29")!), 0)
    }

    func testTheWaterWeekCountsOnlyRecordedDays() throws {
        let summary = try Fixtures.water().weekSummary(week)
        XCTAssertEqual(summary.days.map(\.date.description), ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"])
        XCTAssertEqual(summary.days.map(\.hydrationMl), [2800, 2610, 2630, 2670, 1825], "today partway")
        XCTAssertEqual(summary.totalHydrationMl, 12535)
        XCTAssertEqual(summary.totalVolumeMl, 13480)
        XCTAssertEqual(summary.daysMet, 4)
        XCTAssertEqual(summary.averageHydrationMl, 2507)
        XCTAssertEqual(summary.bestDay?.date.description, "2026-11-23")
        XCTAssertEqual(summary.hydrationByKind.map(\.kind), [.water, .juice, .tea, .milk, .coffee], "no soda since Monday: the soda-free week holds")
        XCTAssertFalse(summary.isEmpty)
    }

    func testAWaterWeekOutsideTheDataIsEmpty() throws {
        let summary = try Fixtures.water().weekSummary(week.next)
        XCTAssertEqual(summary.days, [])
        XCTAssertTrue(summary.isEmpty)
        XCTAssertEqual(summary.averageHydrationMl, 0)
        XCTAssertNil(summary.bestDay)
    }
}

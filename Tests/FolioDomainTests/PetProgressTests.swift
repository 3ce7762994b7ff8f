@testable import FolioDomain
import XCTest

final class PetProgressTests: XCTestCase {
    func testPartOfDayFollowsTheClock() throws {
        func part(_ h: Int, _ m: Int) throws -> PartOfDay { PartOfDay(time: try XCTUnwrap(LocalTime(hour: h, minute: m))) }
        XCTAssertEqual(try part(3, 59), .evening)
        XCTAssertEqual(try part(4, 0), .morning)
        XCTAssertEqual(try part(11, 59), .morning)
        XCTAssertEqual(try part(12, 0), .afternoon)
        XCTAssertEqual(try part(17, 0), .evening)
        XCTAssertEqual(try Fixtures.pet().currentPartOfDay, .evening, "the default snapshot is at 18:40")
    }

    func testGoalsToFullEnergyRoundsUpToWholeGoals() throws {
        var pet = try Fixtures.pet()
        XCTAssertEqual(pet.goalsToFullEnergy, 2, "40 of 50 needs two more goals")
        pet = try pet.applying([.tickGoal(id: "brush-teeth"), .tickGoal(id: "read")])
        XCTAssertEqual(pet.goalsToFullEnergy, 0)
        pet.companion.capacity = 55
        XCTAssertEqual(pet.goalsToFullEnergy, 1)
    }

    func testGoalsKeptOverARangeAddsHistoryAndTodaysDoneGoals() throws {
        let pet = try Fixtures.pet()
        let today = pet.date
        let todayOnly = pet.goalsKept(from: today, through: today)
        XCTAssertEqual(todayOnly[.body], 4)
        XCTAssertEqual(todayOnly[.home], 1)
        XCTAssertEqual(todayOnly[.social], 1)
        XCTAssertEqual(todayOnly.values.reduce(0, +), 8)
        let yesterday = today.adding(days: -1)
        let two = pet.goalsKept(from: yesterday, through: today)
        XCTAssertEqual(two[.body], 4 + 3)
        XCTAssertEqual(two[.rest], 1 + 2)
        XCTAssertEqual(pet.goalsKept(from: today.adding(days: 1), through: today.adding(days: 9)), [:], "nothing in the future")
    }

    func testMoodsOfTheLastDaysLeaveGapsWithoutACheckIn() throws {
        let pet = try Fixtures.pet()
        let month = pet.moods(days: 30)
        XCTAssertEqual(month.count, 30)
        XCTAssertEqual(month.last?.date, pet.date)
        XCTAssertNil(month.last?.mood, "no check-in today yet")
        XCTAssertEqual(month[month.count - 2].mood, .good)
        XCTAssertEqual(month.first?.date, pet.date.adding(days: -29))
        XCTAssertEqual(pet.moods(days: 0).count, 0)
    }
}

final class PetMoodSummaryTests: XCTestCase {
    /// One rule says how a run of days felt: the mood nearest the average. The bundled month's 27
    /// check-ins (11 good, 2 great, 8 okay, 4 bad, 2 awful) average 88 / 27 = 3.26: okay, however
    /// many single days were good.
    func testTheMonthIsOkayOnAverageWithThirteenGoodOrGreatDays() throws {
        let pet = try Fixtures.pet()
        let month = pet.moodSummary(from: pet.date.adding(days: -29), through: pet.date)
        XCTAssertEqual(month.checkIns.count, 27)
        XCTAssertEqual(try XCTUnwrap(month.averageScore), 88.0 / 27, accuracy: 1e-12)
        XCTAssertEqual(month.averageMood, .okay)
        XCTAssertEqual(month.goodDays, 13)
        let counts = Dictionary(grouping: month.checkIns.map(\.mood), by: { $0 }).mapValues(\.count)
        XCTAssertEqual(counts, [.good: 11, .great: 2, .okay: 8, .bad: 4, .awful: 2])
    }

    func testTheAverageMoodRoundsHalvesUpAndIsNilWithoutCheckIns() throws {
        let day = try XCTUnwrap(LocalDate(iso: "2026-11-02"))
        func summary(_ moods: [Mood]) -> MoodSummary {
            MoodSummary(first: day, last: day, checkIns: moods.map { CheckIn(date: day, mood: $0) })
        }
        XCTAssertEqual(summary([.okay, .good]).averageMood, .good, "3.5 rounds up")
        XCTAssertEqual(summary([.okay, .okay, .good]).averageMood, .okay, "3.33")
        XCTAssertEqual(summary([.awful, .great]).averageMood, .okay)
        XCTAssertEqual(summary([.good, .great, .bad]).goodDays, 2)
        XCTAssertNil(summary([]).averageMood)
        XCTAssertEqual(summary([]).goodDays, 0)
    }

    /// The rolling line: each day is the average of the check-ins of the week ending with it, the
    /// same summary as the words; a week without any check-in has no point.
    func testTheRollingMoodAveragesTheWeekEndingWithEachDay() throws {
        let pet = try Fixtures.pet()
        let line = pet.rollingMood(days: 30)
        XCTAssertEqual(line.count, 30)
        XCTAssertEqual(line.last?.date, pet.date)
        XCTAssertEqual(try XCTUnwrap(line.last?.score), 3.0, accuracy: 1e-12, "Nov 21–27: good, bad, bad, okay, okay, good")
        XCTAssertEqual(try XCTUnwrap(line.first?.score), 3.5, accuracy: 1e-12, "Oct 23–29: okay on the 27th, good on the 29th")
        XCTAssertNil(pet.rollingMood(days: 1, window: 1).first?.score ?? nil, "no check-in today yet")
        let early = pet.rollingMood(days: 40).prefix(5).map(\.score)
        XCTAssertEqual(early.compactMap { $0 }.count, 0, "Oct 19–23: no check-in in any of their weeks")
    }
}

final class PetStreakRunTests: XCTestCase {
    func testTheRunIsTheStreaksDaysWithTheirRepairs() throws {
        var pet = try Fixtures.pet()
        let run = pet.streakRun(through: pet.date)
        XCTAssertEqual(run.count, 30)
        XCTAssertEqual(run.first?.date, LocalDate(iso: "2026-10-29"))
        XCTAssertEqual(run.last?.date, pet.date, "today is kept")
        XCTAssertEqual(run.filter { $0.state == .repaired }.map(\.date), [LocalDate(iso: "2026-11-14")].compactMap { $0 })
        for goal in pet.goals where goal.done { pet = try pet.applying(.untickGoal(id: goal.id)) }
        XCTAssertEqual(pet.streakState(on: pet.date), .pending)
        XCTAssertEqual(pet.streakRun(through: pet.date).last?.date, pet.date.adding(days: -1), "a pending today is left out")
        XCTAssertEqual(pet.streakRun(through: pet.date).count, 29)
        XCTAssertEqual(pet.streakRun(through: LocalDate(iso: "2026-10-28")!), [], "Oct 28 was missed")
    }
}

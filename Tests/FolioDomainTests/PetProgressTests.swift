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

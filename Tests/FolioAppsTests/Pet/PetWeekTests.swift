import FolioAppsTestSupport
import FolioDomain
import XCTest
@testable import FolioApps

/// The report's week of Self-Care Pet against the week before, like for like.
final class PetWeekTests: XCTestCase {
    func testARunningWeekIsComparedWithTheSameDaysOfTheWeekBefore() throws {
        let pet = try PetFixture.snapshot()
        let week = ISOWeek(containing: pet.date)
        let running = PetWeek(pet, week: week)
        XCTAssertEqual(running.comparedThrough, "Friday", "Friday 27 November: Monday to Friday against Monday to Friday")
        let sameDays = pet.goalsKept(from: week.previous.monday, through: week.previous.monday.adding(days: 4))
        XCTAssertEqual(running.keptBefore, sameDays)
        XCTAssertLessThan(running.totalKeptBefore ?? 0, pet.totalGoalsKept(in: week.previous), "not the whole week before")
        XCTAssertEqual(running.before, "by Friday last week")

        let whole = PetWeek(pet, week: week.previous)
        XCTAssertNil(whole.comparedThrough, "a past week is whole, and so is the one it is compared with")
        XCTAssertEqual(whole.totalKeptBefore, pet.totalGoalsKept(in: week.previous.previous))
        XCTAssertEqual(whole.before, "the week before")
    }
}

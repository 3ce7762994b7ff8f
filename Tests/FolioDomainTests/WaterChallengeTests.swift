@testable import FolioDomain
import XCTest

/// Challenge progress is computed from the drink log: one test per rule, its boundaries, a day
/// that breaks a run, and finishing on the target day.
final class WaterChallengeTests: XCTestCase {
    private func date(_ text: String) throws -> LocalDate { try XCTUnwrap(LocalDate(iso: text)) }

    /// Goal 1000 ml, today Friday 2026-11-27 at `time`; drinks as ("MM-DDTHH:mm", kind, ml) in 2026.
    private func water(at time: String = "18:00", _ drinks: [(String, DrinkKind, Int)]) throws -> WaterSnapshot {
        var water = try Fixtures.water()
        water.goalMl = 1000
        water.time = try XCTUnwrap(LocalTime(iso: time))
        water.drinks = try drinks.enumerated().map {
            Drink(id: "x\($0.offset)", kind: $0.element.1, volumeMl: $0.element.2, drunkAt: try XCTUnwrap(LocalDateTime(iso: "2026-\($0.element.0)")))
        }
        return water
    }

    private func challenge(_ rule: ChallengeRule, target: Int, joined: String?) throws -> Challenge {
        Challenge(id: "c", title: "C", detail: "D", rule: rule, target: target, joinedOn: try joined.map(date))
    }

    /// A litre of water at nine on each day from the 21st through `through` (a met goal, no soda).
    private func goodDays(through last: Int, from first: Int = 21) -> [(String, DrinkKind, Int)] {
        (first...last).map { ("11-\($0)T09:00", .water, 1000) }
    }

    func testAChallengeNotJoinedIsAvailableWithNoProgress() throws {
        let w = try water(goodDays(through: 27))
        XCTAssertEqual(w.progress(of: try challenge(.goalStreak, target: 3, joined: nil)), .available(target: 3))
    }

    func testAGoalStreakCountsMetDaysAndTodayOnlyOnceMet() throws {
        let streak = try challenge(.goalStreak, target: 7, joined: "2026-11-23")
        let met = try water(goodDays(through: 27))
        XCTAssertEqual(met.progress(of: streak), ChallengeProgress(state: .joined, done: 5, target: 7, daysSoFar: 5))
        let openToday = try water(goodDays(through: 26) + [("11-27T09:00", .water, 400)])
        XCTAssertEqual(openToday.progress(of: streak), ChallengeProgress(state: .joined, done: 4, target: 7, daysSoFar: 4),
                       "today not met yet neither counts nor breaks the run")
        let missed = try water(goodDays(through: 24) + goodDays(through: 27, from: 26))
        XCTAssertEqual(missed.progress(of: streak), ChallengeProgress(state: .joined, done: 2, target: 7, daysSoFar: 5),
                       "Wednesday without a drink starts the run again")
    }

    func testASodaBreaksASodaFreeRun() throws {
        let sodaFree = try challenge(.without(.soda), target: 7, joined: "2026-11-23")
        let clean = try water(goodDays(through: 27))
        XCTAssertEqual(clean.progress(of: sodaFree), ChallengeProgress(state: .joined, done: 5, target: 7, daysSoFar: 5),
                       "5 of 5 so far: today counts while no soda is logged")
        let soda = try water(goodDays(through: 27) + [("11-25T16:00", .soda, 330)])
        XCTAssertEqual(soda.progress(of: sodaFree).done, 2, "Thursday and Friday since Wednesday's soda")
        let sodaToday = try water(goodDays(through: 27) + [("11-27T17:00", .soda, 330)])
        XCTAssertEqual(sodaToday.progress(of: sodaFree), ChallengeProgress(state: .joined, done: 0, target: 7, daysSoFar: 5))
        let sodaBefore = try water(goodDays(through: 27) + [("11-22T16:00", .soda, 330)])
        XCTAssertEqual(sodaBefore.progress(of: sodaFree).done, 5, "a soda the day before joining does not count")
    }

    func testACountAddsDrinksOfItsKindSinceJoining() throws {
        let tea = try challenge(.count(.tea), target: 3, joined: "2026-11-25")
        let two = try water([("11-24T10:00", .tea, 300), ("11-25T10:00", .tea, 300), ("11-26T10:00", .coffee, 200), ("11-27T10:00", .tea, 300)])
        XCTAssertEqual(two.progress(of: tea), ChallengeProgress(state: .joined, done: 2, target: 3),
                       "Tuesday's tea was before joining; a count has no days so far")
        let three = try water([("11-25T10:00", .tea, 300), ("11-26T10:00", .tea, 300), ("11-26T16:00", .tea, 300), ("11-27T10:00", .tea, 300)])
        XCTAssertEqual(three.progress(of: tea), ChallengeProgress(state: .finished, done: 3, target: 3, finishedOn: try date("2026-11-26")),
                       "the third tea finishes it on Thursday; Friday's fourth changes nothing")
    }

    func testAMorningCountsADrinkBeforeItsTimeOnAnyDay() throws {
        let early = try challenge(.morning(.water, before: try XCTUnwrap(LocalTime(iso: "08:00"))), target: 3, joined: "2026-11-24")
        let log: [(String, DrinkKind, Int)] = [("11-24T07:59", .water, 250), ("11-25T08:00", .water, 250), ("11-26T07:10", .tea, 250),
                                               ("11-26T07:30", .water, 250)]
        let w = try water(log)
        XCTAssertEqual(w.progress(of: early), ChallengeProgress(state: .joined, done: 2, target: 3, daysSoFar: 4),
                       "07:59 counts, 08:00 does not; a missed morning does not start it again")
        XCTAssertEqual(try water(at: "07:45", log).progress(of: early).daysSoFar, 3, "this morning is still open at 07:45")
        XCTAssertEqual(w.marks(of: early, on: ISOWeek(containing: w.date).days), [.before, .counted, .missed, .counted, .missed, .after, .after])
    }

    func testAChallengeFinishesOnItsTargetDayAndStaysFinished() throws {
        let streak = try challenge(.goalStreak, target: 3, joined: "2026-11-23")
        let w = try water(goodDays(through: 25) + [("11-26T09:00", .water, 100)])
        XCTAssertEqual(w.progress(of: streak), ChallengeProgress(state: .finished, done: 3, target: 3, finishedOn: try date("2026-11-25")),
                       "met on Monday, Tuesday and Wednesday: finished on the third; Thursday's miss comes after")
        XCTAssertEqual(w.marks(of: streak, on: ISOWeek(containing: w.date).days), [.counted, .counted, .counted, .after, .after, .after, .after])
        let today = try challenge(.without(.soda), target: 5, joined: "2026-11-23")
        XCTAssertEqual(try water(goodDays(through: 27)).progress(of: today).finishedOn, try date("2026-11-27"),
                       "the fifth soda-free day is today")
        let oneShort = try challenge(.without(.soda), target: 6, joined: "2026-11-23")
        XCTAssertEqual(try water(goodDays(through: 27)).progress(of: oneShort).state, .joined)
    }

    func testTheDefaultSnapshotTellsOneStory() throws {
        let water = try Fixtures.water()
        let by = Dictionary(uniqueKeysWithValues: water.challenges.map { ($0.id, water.progress(of: $0)) })
        XCTAssertEqual(by["seven-day-splash"], ChallengeProgress(state: .joined, done: 5, target: 7, daysSoFar: 5),
                       "joined on Sunday the 22nd, the goal met every day since; today not met yet, not counted so far")
        XCTAssertEqual(by["soda-free-week"], ChallengeProgress(state: .joined, done: 5, target: 7, daysSoFar: 5),
                       "joined on Monday the 23rd, no soda since")
        XCTAssertEqual(water.challenges(in: .available).map(\.id), ["tea-time", "early-bird", "hydro-hero"])
        XCTAssertEqual(water.challenges(in: .finished), [], "the Finished page is honestly empty so far")
        let monday = try date("2026-11-23")
        XCTAssertFalse(water.drinks.contains { $0.kind == .soda && $0.drunkAt.date >= monday })
        for day in 22...26 { XCTAssertTrue(water.day(try date("2026-11-\(day)")).goalMet, "Nov \(day) met") }
        let met = try water.applying(.logDrink(kind: .water, volumeMl: 250))
        XCTAssertEqual(met.progress(of: try XCTUnwrap(met.challenges.first)).daysSoFar, 6,
                       "with one more glass today is met and counted")
    }
}

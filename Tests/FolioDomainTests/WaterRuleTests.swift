@testable import FolioDomain
import XCTest

final class WaterRuleTests: XCTestCase {
    private func moment(_ text: String) throws -> LocalDateTime { try XCTUnwrap(LocalDateTime(iso: text)) }

    /// A small snapshot: goal 1000 ml, today 2026-11-27 at 18:00, drinks given as (when, kind, ml).
    private func snapshot(_ drinks: [(String, DrinkKind, Int)]) throws -> WaterSnapshot {
        let base = try Fixtures.water()
        var water = base
        water.goalMl = 1000
        water.time = try XCTUnwrap(LocalTime(iso: "18:00"))
        water.drinks = try drinks.enumerated().map { Drink(id: "x\($0.offset)", kind: $0.element.1, volumeMl: $0.element.2, drunkAt: try moment($0.element.0)) }
        return water
    }

    func testHydrationFactorsApply() throws {
        XCTAssertEqual(DrinkKind.water.hydrationMl(of: 250), 250)
        XCTAssertEqual(DrinkKind.coffee.hydrationMl(of: 200), 160)
        XCTAssertEqual(DrinkKind.soda.hydrationMl(of: 330), 231)
        let water = try snapshot([("2026-11-27T08:00", .coffee, 500), ("2026-11-27T09:00", .tea, 300), ("2026-11-27T10:00", .water, 200)])
        XCTAssertEqual(water.today.volumeMl, 1000)
        XCTAssertEqual(water.today.hydrationMl, 400 + 270 + 200)
        XCTAssertFalse(water.today.goalMet, "1000 ml drunk is only 870 ml of hydration")
        XCTAssertEqual(water.today.hydrationByKind.map(\.kind), [.coffee, .tea, .water])
        XCTAssertEqual(DrinkKind.coffee.colorKey, "drink.coffee")
    }

    func testStreakCountsMetDaysAndAGapBreaksIt() throws {
        let water = try snapshot([
            ("2026-11-23T09:00", .water, 1000), // Monday met, but Tuesday breaks the run
            ("2026-11-24T09:00", .water, 900),
            ("2026-11-25T09:00", .water, 1000),
            ("2026-11-26T09:00", .water, 600), ("2026-11-26T15:00", .tea, 500),
        ])
        XCTAssertEqual(water.currentStreak, 2)
        XCTAssertEqual(water.metDays.map(\.description), ["2026-11-23", "2026-11-25", "2026-11-26"])
    }

    func testTodayCountsOnlyOnceItsGoalIsMet() throws {
        let water = try snapshot([("2026-11-26T09:00", .water, 1000), ("2026-11-27T09:00", .water, 750)])
        XCTAssertEqual(water.currentStreak, 1, "an unmet today does not break yesterday's streak")
        let met = try water.applying(.logDrink(kind: .water, volumeMl: 250))
        XCTAssertTrue(met.today.goalMet)
        XCTAssertEqual(met.currentStreak, 2)
        let coffee = try water.applying(.logDrink(kind: .coffee, volumeMl: 250))
        XCTAssertEqual(coffee.currentStreak, 1, "250 ml of coffee counts as 200 ml, short of the goal")
    }

    /// The default snapshot is the evening partway: 1,825 ml at 18:40, the streak at twelve; one
    /// more glass takes the day past 2,000 ml and the streak to thirteen, and undoing it takes
    /// both back.
    /// A day has happened once it is over, or today once its goal is met; a day missed is one over
    /// without the goal, from the first day the log covers.
    func testOnlyDaysThatHaveHappenedCountAndMissedDaysStartWithTheLog() throws {
        let days = try ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"]
            .map { try XCTUnwrap(LocalDate(iso: $0)) }
        let friday = try snapshot([("2026-11-24T09:00", .water, 1000), ("2026-11-25T09:00", .water, 400),
                                   ("2026-11-26T09:00", .water, 1000), ("2026-11-27T09:00", .water, 600)])
        XCTAssertEqual(friday.metSoFar(in: days).met, 2)
        XCTAssertEqual(friday.metSoFar(in: days).happened, 4, "Monday to Thursday: Friday is under way, the weekend to come")
        XCTAssertEqual(friday.missedDays(in: days), [days[2]], "Monday is before the log began; today is not missed yet")
        let met = try friday.applying(.logDrink(kind: .water, volumeMl: 400))
        XCTAssertEqual(met.metSoFar(in: days).met, 3)
        XCTAssertEqual(met.metSoFar(in: days).happened, 5, "today counts once its goal is met")
        XCTAssertTrue(met.hasHappened(days[4]))
        XCTAssertFalse(met.hasHappened(days[5]))
        XCTAssertEqual(try snapshot([]).missedDays(in: days), [], "no log, no day missed")
    }

    func testTheDefaultSnapshotIsOneGlassShortOfTodaysGoal() throws {
        let water = try Fixtures.water()
        XCTAssertEqual(water.today.hydrationMl, 1825)
        XCTAssertFalse(water.today.goalMet)
        XCTAssertEqual(water.currentStreak, 12, "today not met yet does not break the streak")
        let met = try water.applying(.logDrink(kind: .water, volumeMl: 250))
        XCTAssertEqual(met.today.hydrationMl, 2075)
        XCTAssertEqual(met.currentStreak, 13)
        XCTAssertEqual(try met.applying(.undoLastDrink), water)
        XCTAssertEqual(water.days(in: ISOWeek(containing: water.date)).filter(\.goalMet).count, 4)
        XCTAssertEqual(met.days(in: ISOWeek(containing: met.date)).filter(\.goalMet).count, 5)
    }

    func testVolumeByKindKeepsTheOrderOfHydrationByKind() throws {
        let water = try snapshot([("2026-11-27T08:00", .coffee, 200), ("2026-11-27T09:00", .water, 250),
                                  ("2026-11-27T10:00", .coffee, 300)])
        XCTAssertEqual(water.today.volumeByKind.map(\.kind), [.coffee, .water])
        XCTAssertEqual(water.today.volumeByKind.map(\.ml), [500, 250])
        XCTAssertEqual(water.today.hydrationByKind.map(\.ml), [400, 250])
    }

    func testLogUndoAndRemove() throws {
        let water = try snapshot([("2026-11-26T09:00", .water, 300), ("2026-11-27T09:00", .tea, 300), ("2026-11-27T07:00", .milk, 200)])
        let logged = try water.applying(.logDrink(kind: .juice, volumeMl: 200))
        let drink = try XCTUnwrap(logged.drinks.last)
        XCTAssertEqual(drink.drunkAt, water.now)
        XCTAssertFalse(water.drinks.map(\.id).contains(drink.id))
        XCTAssertEqual(try logged.applying(.undoLastDrink), water)
        let undone = try water.applying(.undoLastDrink)
        XCTAssertEqual(undone.drinks.map(\.id), ["x0", "x2"], "undo takes the latest of today's drinks, not the last in the list")
        XCTAssertThrowsError(try undone.applying([.undoLastDrink, .undoLastDrink])) { XCTAssertEqual($0 as? WaterActionError, .nothingToUndo) }
        XCTAssertEqual(try water.applying(.removeDrink(id: "x0")).drinks.map(\.id), ["x1", "x2"])
        XCTAssertThrowsError(try water.applying(.removeDrink(id: "x9"))) { XCTAssertEqual($0 as? WaterActionError, .unknownDrink(id: "x9")) }
        XCTAssertThrowsError(try water.applying(.logDrink(kind: .water, volumeMl: -250))) { XCTAssertEqual($0 as? WaterActionError, .invalidVolume(-250)) }
    }

    func testJoiningAChallengeStartsItTodayAndOnlyAnAvailableOneCanBeJoined() throws {
        let water = try Fixtures.water()
        let joined = try water.applying(.joinChallenge(id: "tea-time"))
        let tea = try XCTUnwrap(joined.challenges.first { $0.id == "tea-time" })
        XCTAssertEqual(tea.joinedOn, water.date)
        XCTAssertEqual(joined.progress(of: tea), ChallengeProgress(state: .joined, done: 1, target: 10),
                       "today's 15:30 tea already counts towards the ten")
        XCTAssertThrowsError(try joined.applying(.joinChallenge(id: "tea-time"))) {
            XCTAssertEqual($0 as? WaterActionError, .challengeNotAvailable(id: "tea-time", state: .joined))
        }
        XCTAssertThrowsError(try water.applying(.joinChallenge(id: "nope"))) { XCTAssertEqual($0 as? WaterActionError, .unknownChallenge(id: "nope")) }
    }
}

@testable import FolioDomain
import XCTest

final class PetRuleTests: XCTestCase {
    func testEnergyIsFivePerGoalDoneCappedAtCapacity() throws {
        var pet = try Fixtures.pet()
        XCTAssertEqual(pet.goals.filter(\.done).count, 8)
        XCTAssertEqual(pet.energy, 40)
        pet.companion.capacity = 20
        XCTAssertEqual(pet.energy, 20)
        XCTAssertTrue(pet.isEnergyFull)
        for i in pet.goals.indices { pet.goals[i].done = false }
        XCTAssertEqual(pet.energy, 0)
    }

    func testTickingAGoalAddsFiveAndUntickingTakesThemBack() throws {
        let pet = try Fixtures.pet()
        let ticked = try pet.applying(.tickGoal(id: "brush-teeth"))
        XCTAssertEqual(ticked.energy, pet.energy + 5)
        XCTAssertEqual(ticked.goals.first { $0.id == "brush-teeth" }?.done, true)
        XCTAssertEqual(try ticked.applying(.untickGoal(id: "brush-teeth")), pet)
        XCTAssertThrowsError(try ticked.applying(.tickGoal(id: "brush-teeth"))) {
            XCTAssertEqual($0 as? PetActionError, .goalAlreadyDone(id: "brush-teeth"))
        }
        XCTAssertThrowsError(try pet.applying(.untickGoal(id: "read"))) { XCTAssertEqual($0 as? PetActionError, .goalNotDone(id: "read")) }
        XCTAssertThrowsError(try pet.applying(.tickGoal(id: "fly"))) { XCTAssertEqual($0 as? PetActionError, .unknownGoal(id: "fly")) }
    }

    func testTickingPastCapacityCapsAndLetsTheCompanionSetOff() throws {
        var pet = try Fixtures.pet()
        pet.adventure.status = .back
        XCTAssertFalse(pet.canDepart)
        let full = try pet.applying([.tickGoal(id: "brush-teeth"), .tickGoal(id: "read")])
        XCTAssertEqual(full.energy, 50)
        XCTAssertTrue(full.canDepart)
        let past = try full.applying(.tickGoal(id: "lights-out"))
        XCTAssertEqual(past.energy, 50, "energy stops at the capacity")
        let returnsAt = past.now.adding(minutes: 180)
        let away = try past.applying(.departAdventure(returnsAt: returnsAt))
        XCTAssertEqual(away.adventure.status, .underway)
        XCTAssertEqual(away.adventure.departsAt, past.now)
        XCTAssertEqual(away.adventure.progress(at: away.now), 0)
        XCTAssertEqual(away.adventure.minutesLeft(at: away.now), 180)
        XCTAssertTrue(away.adventure.route.allSatisfy { !$0.reached })
        XCTAssertTrue(away.adventure.finds.isEmpty)
        XCTAssertFalse(away.canDepart)
    }

    func testTheCompanionOnlySetsOffAtFullEnergyAndNotTwice() throws {
        var pet = try Fixtures.pet()
        let later = pet.now.adding(minutes: 60)
        pet.adventure.status = .underway
        XCTAssertThrowsError(try pet.applying(.departAdventure(returnsAt: later))) { XCTAssertEqual($0 as? PetActionError, .alreadyUnderway) }
        pet.adventure.status = .back
        XCTAssertThrowsError(try pet.applying(.departAdventure(returnsAt: later))) {
            XCTAssertEqual($0 as? PetActionError, .energyNotFull(energy: 40, capacity: 50))
        }
        let full = try pet.applying([.tickGoal(id: "brush-teeth"), .tickGoal(id: "read")])
        XCTAssertThrowsError(try full.applying(.departAdventure(returnsAt: full.now))) {
            XCTAssertEqual($0 as? PetActionError, .returnNotAfterDeparture(returnsAt: full.now, now: full.now))
        }
    }

    func testComingBackReachesEveryStopAndKeepsTheFinds() throws {
        let home = try Fixtures.pet()
        XCTAssertEqual(home.adventure.status, .back, "the default day: Biscuit came home this morning")
        XCTAssertEqual(home.adventure.minutesLeft(at: home.now), 0)
        var pet = try home.applying([.tickGoal(id: "brush-teeth"), .tickGoal(id: "read"),
                                     .departAdventure(returnsAt: home.now.adding(minutes: 720))])
        pet.adventure.route[0].reached = true
        pet.adventure.finds = [AdventureFind(id: "shell", title: "A spiral snail shell", stop: pet.adventure.route[0].id)]
        XCTAssertEqual(pet.adventure.minutesLeft(at: pet.now), 720)
        let back = try pet.applying(.returnFromAdventure)
        XCTAssertEqual(back.adventure.status, .back)
        XCTAssertEqual(back.adventure.returnsAt, pet.now, "an early return happens now")
        XCTAssertEqual(back.adventure.reachedStops.count, 5)
        XCTAssertEqual(back.adventure.finds, pet.adventure.finds)
        XCTAssertThrowsError(try back.applying(.returnFromAdventure)) { XCTAssertEqual($0 as? PetActionError, .notUnderway) }
    }

    func testCheckingInReplacesTodaysCheckIn() throws {
        let pet = try Fixtures.pet()
        XCTAssertNil(pet.todaysCheckIn)
        let good = try pet.applying(.checkIn(mood: .good, words: ["calm"], shapedBy: [.sleep, .sleep, .friends]))
        XCTAssertEqual(good.checkIns.count, pet.checkIns.count + 1)
        XCTAssertEqual(good.todaysCheckIn, CheckIn(date: pet.date, mood: .good, words: ["calm"], shapedBy: [.sleep, .friends]))
        let bad = try good.applying(.checkIn(mood: .bad, words: [], shapedBy: []))
        XCTAssertEqual(bad.checkIns.count, good.checkIns.count, "a second check-in replaces the first")
        XCTAssertEqual(bad.todaysCheckIn?.mood, .bad)
        XCTAssertThrowsError(try pet.applying(.checkIn(mood: .okay, words: [String(repeating: "a", count: 41)], shapedBy: [])))
    }

    func testFirstAidIsOfferedOnLowDaysOnly() {
        XCTAssertEqual(FirstAid.suggestions(for: .awful), FirstAid.all)
        XCTAssertEqual(FirstAid.suggestions(for: .bad), FirstAid.all)
        XCTAssertEqual(FirstAid.suggestions(for: .okay), [])
        XCTAssertEqual(FirstAid.suggestions(for: .great), [])
    }

    func testTheDefaultStreakIsThirtyDaysAndTodayCountsOnceSomethingIsKept() throws {
        var pet = try Fixtures.pet()
        XCTAssertEqual(pet.currentStreak, 30)
        XCTAssertEqual(pet.streakRepairsLeft, 2)
        XCTAssertEqual(pet.streakDays().map(\.state), [.kept, .kept, .kept, .kept, .kept, .upcoming, .upcoming])
        for i in pet.goals.indices { pet.goals[i].done = false }
        XCTAssertEqual(pet.streakState(on: pet.date), .pending)
        XCTAssertEqual(pet.currentStreak, 29, "an empty today does not break the streak, it just does not count yet")
        XCTAssertEqual(try pet.applying(.checkIn(mood: .okay, words: [], shapedBy: [])).currentStreak, 30)
    }

    func testRepairingAMissedDayUsesARepairAndJoinsTheStreak() throws {
        let pet = try Fixtures.pet()
        let missed = try XCTUnwrap(LocalDate(iso: "2026-10-28"))
        XCTAssertEqual(pet.streakState(on: missed), .missed)
        let repaired = try pet.applying(.repairStreak(day: missed))
        XCTAssertEqual(repaired.streakRepairsLeft, 1)
        XCTAssertEqual(repaired.streakState(on: missed), .repaired)
        XCTAssertEqual(repaired.currentStreak, 32, "the repair joins the 30 days to the day before the gap")
        XCTAssertThrowsError(try repaired.applying(.repairStreak(day: missed))) {
            XCTAssertEqual($0 as? PetActionError, .dayAlreadyCounted(missed))
        }
        XCTAssertThrowsError(try pet.applying(.repairStreak(day: pet.date))) { XCTAssertEqual($0 as? PetActionError, .dayNotInPast(pet.date)) }
    }

    func testRepairingWithNoneLeftFails() throws {
        var pet = try Fixtures.pet()
        let earlier = try XCTUnwrap(LocalDate(iso: "2026-10-01"))
        let twice = try pet.applying([.repairStreak(day: earlier), .repairStreak(day: earlier.adding(days: 1))])
        XCTAssertEqual(twice.streakRepairsLeft, 0)
        XCTAssertEqual(twice.history.first?.date, earlier, "history stays in date order")
        XCTAssertThrowsError(try twice.applying(.repairStreak(day: earlier.adding(days: 2)))) { XCTAssertEqual($0 as? PetActionError, .noRepairsLeft) }
        pet.streakRepairsLeft = 0
        XCTAssertThrowsError(try pet.applying(.repairStreak(day: earlier))) { XCTAssertEqual($0 as? PetActionError, .noRepairsLeft) }
    }

    func testGoalsKeptPerAreaCountHistoryAndToday() throws {
        let pet = try Fixtures.pet()
        let kept = pet.goalsKept(in: pet.currentWeek)
        let fromHistory = pet.history.filter { pet.currentWeek.contains($0.date) }.map(\.totalKept).reduce(0, +)
        XCTAssertEqual(kept.values.reduce(0, +), fromHistory + 8)
        XCTAssertEqual(pet.checkIns(in: pet.currentWeek).map(\.mood), [.bad, .okay, .okay, .good])
    }

    func testAddingAGoalValidatesItsTitleAndMakesAUniqueID() throws {
        let pet = try Fixtures.pet()
        let added = try pet.applying([.addGoal(title: "Brush teeth", partOfDay: .morning, area: .body),
                                      .addGoal(title: "お茶を飲む", partOfDay: .afternoon, area: .rest)])
        XCTAssertEqual(added.goals.suffix(2).map(\.id), ["brush-teeth-2", "goal"])
        XCTAssertEqual(added.goals.last?.done, false)
        XCTAssertEqual(added.energy, pet.energy)
        XCTAssertThrowsError(try pet.applying(.addGoal(title: String(repeating: "x", count: 10_000), partOfDay: .evening, area: .mind))) {
            XCTAssertEqual($0 as? PetActionError,
                           .invalidText(field: "title", problem: "expected a title of 1…200 characters, found a string of 10000 characters"))
        }
        XCTAssertThrowsError(try pet.applying(.addGoal(title: "  ", partOfDay: .evening, area: .mind)))
    }

    func testEncouragementAndVibesGoToAFriend() throws {
        let pet = try Fixtures.pet()
        let juno = try XCTUnwrap(pet.buddy)
        XCTAssertEqual(juno.name, "Juno")
        XCTAssertEqual(pet.yourCheck(with: juno), true)
        let sent = try pet.applying(.sendEncouragement(friendID: "juno", text: "Keep going! 🌱"))
        let message = try XCTUnwrap(sent.buddy?.encouragement.last)
        XCTAssertEqual(message.from, .you)
        XCTAssertEqual(message.sentAt, pet.now)
        XCTAssertFalse(juno.encouragement.map(\.id).contains(message.id))
        let vibes = try pet.applying(.sendVibes(friendID: "juno"))
        XCTAssertEqual(vibes.buddy?.vibesSent, juno.vibesSent + 1)
        XCTAssertThrowsError(try vibes.applying(.sendVibes(friendID: "juno"))) {
            XCTAssertEqual($0 as? PetActionError, .vibesAlreadySent(friendID: "juno"))
        }
        XCTAssertThrowsError(try pet.applying(.sendVibes(friendID: "nobody"))) { XCTAssertEqual($0 as? PetActionError, .unknownFriend(id: "nobody")) }
        XCTAssertThrowsError(try pet.applying(.sendEncouragement(friendID: "juno", text: "")))
    }
}

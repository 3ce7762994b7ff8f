import FolioAppsTestSupport
import FolioTestSupport
import FolioDomain
import FolioLayout
import XCTest
@testable import FolioApps

final class PetHomeTests: XCTestCase {
    /// The default day at ten in the morning: every part of the day lists its goals.
    private func morning() throws -> PetSnapshot {
        var snapshot = try PetFixture.snapshot()
        snapshot.time = try XCTUnwrap(LocalTime(hour: 10, minute: 0))
        return snapshot
    }

    func testGoalsAreGroupedByPartOfTheDayInOrder() throws {
        var snapshot = try morning()
        snapshot.goals = PartOfDay.allCases.reversed().compactMap { snapshot.goals(in: $0).first }
        let model = PetHomeModel(snapshot)
        XCTAssertEqual(model.openParts.map(\.part), [.morning, .afternoon, .evening])
        XCTAssertTrue(model.doneEarlier.isEmpty, "nothing is behind at ten in the morning")
        let frame = PetFixture.screen(PetHomeScreen(snapshot))
        let parts = PartOfDay.allCases.map(\.title)
        let headings = FrameProbe.frames(frame).filter { $0.frame.role == .header && parts.contains($0.frame.name ?? "") }
        XCTAssertEqual(headings.map(\.frame.name), parts)
        XCTAssertEqual(headings.map(\.rect.minY), headings.map(\.rect.minY).sorted())
        for (heading, goal) in zip(headings, PartOfDay.allCases.compactMap { snapshot.goals(in: $0).first }) {
            let row = try XCTUnwrap(PetFixture.one(goal.title, in: frame)?.rect)
            XCTAssertEqual(row.minY, heading.rect.maxY + 8, accuracy: 0.5, "\(goal.title) right under \(heading.frame.name ?? "")")
        }
    }

    func testGoalsAndPartsOfTheDayShowIconsThatMeanWhatTheySay() throws {
        let snapshot = try PetFixture.snapshot()
        let frame = PetFixture.screen(PetHomeScreen(snapshot))
        let row = try XCTUnwrap(PetFixture.one("Brush teeth", in: frame)?.frame)
        let icons = FrameProbe.frames(row).compactMap { entry -> Icon? in
            if case .icon(let item) = entry.frame.item { return item.icon }
            return nil
        }
        XCTAssertTrue(icons.contains(.tooth), "brushing teeth shows a tooth")
        XCTAssertFalse(icons.contains(.run), "not a running man")
        XCTAssertEqual(PartOfDay.allCases.map(\.icon), [.sunrise, .sun, .moon], "the sun rising, high, then the moon")
        XCTAssertEqual(Goal(id: "g", title: "Tidy the desk", partOfDay: .morning, area: .home, done: false).icon, .house,
                       "a title without a known word takes its area's icon")
        XCTAssertEqual(AdventureModel.icon(forFind: "An acorn cap, just the right size for a hat"), .acorn, "not a pine tree")
        XCTAssertEqual(AdventureModel.icon(forFind: "A smooth river pebble"), .pebble, "not a water drop")
    }

    func testEveryGoalIsListedOnceAndTheListRunsOnPastTheDock() throws {
        let snapshot = try morning()
        let frame = PetFixture.screen(PetHomeScreen(snapshot))
        for goal in snapshot.goals {
            XCTAssertEqual(FrameProbe.named(goal.title, in: frame).count, 1, goal.title)
        }
        XCTAssertEqual(FrameProbe.names(startingWith: "+", in: frame), [], "no row stands for goals left out")
        let last = try XCTUnwrap(PetFixture.one(try XCTUnwrap(snapshot.goals(in: .evening).last).title, in: frame)?.rect)
        let dock = try XCTUnwrap(PetFixture.one("dock", in: frame)?.rect)
        XCTAssertGreaterThan(last.maxY, dock.minY, "eleven goals run on under the dock, as a scroll view does")
    }

    func testPartsDoneEarlierListAfterTheOpenEvening() throws {
        let snapshot = try PetFixture.snapshot()
        let model = PetHomeModel(snapshot)
        XCTAssertEqual(model.doneEarlier.map(\.part), [.morning, .afternoon])
        XCTAssertEqual(model.doneEarlier.map(\.goals.count), [4, 4])
        XCTAssertEqual(model.openParts.map(\.part), [.evening])
        let frame = PetFixture.screen(PetHomeScreen(snapshot))
        let evening = try XCTUnwrap(PetFixture.one("Evening", in: frame)?.rect)
        let titles = snapshot.goals(in: .evening).map(\.title)
        let tops = try titles.map { try XCTUnwrap(PetFixture.one($0, in: frame)?.rect.minY, $0) }
        XCTAssertEqual(tops, tops.sorted())
        XCTAssertGreaterThan(tops[0], evening.maxY)
        let done = try XCTUnwrap(PetFixture.one("Done earlier", in: frame)?.rect)
        let morning = try XCTUnwrap(PetFixture.one("Morning", in: frame)?.rect)
        let afternoon = try XCTUnwrap(PetFixture.one("Afternoon", in: frame)?.rect)
        XCTAssertGreaterThan(done.minY, try XCTUnwrap(PetFixture.one(try XCTUnwrap(titles.last), in: frame)?.rect.maxY))
        XCTAssertGreaterThan(morning.minY, done.maxY)
        XCTAssertGreaterThan(afternoon.minY, morning.maxY, "the day's parts in order under Done earlier")
    }

    func testADoneGoalHasAFilledCheckAndAnOpenOneARing() throws {
        let snapshot = try morning()
        let frame = PetFixture.screen(PetHomeScreen(snapshot))
        func check(_ title: String) throws -> String? {
            let tile = try XCTUnwrap(PetFixture.one(title, in: frame)?.frame)
            return FrameProbe.frames(tile).compactMap(\.frame.name).first { $0 == "checked" || $0 == "unchecked" }
        }
        XCTAssertEqual(try check("Drink a glass of water"), "checked")
        XCTAssertEqual(try check("Make the bed"), "checked")
        let evening = PetFixture.screen(PetHomeScreen(try PetFixture.snapshot()))
        let brush = try XCTUnwrap(PetFixture.one("Brush teeth", in: evening)?.frame)
        XCTAssertEqual(FrameProbe.frames(brush).compactMap(\.frame.name).filter { $0.hasSuffix("checked") }, ["unchecked"])
        let tick = try XCTUnwrap(PetFixture.one("tick Brush teeth", in: evening)?.rect)
        let ring = try XCTUnwrap(FrameProbe.named("unchecked", in: evening).first?.rect)
        XCTAssertEqual(tick.midX, ring.midX, accuracy: 0.5, "the tick spot is the check")
        XCTAssertEqual(tick.midY, ring.midY, accuracy: 0.5)
    }

    func testTheEnergyShownIsTheDomainsAndBiscuitFillsWithIt() throws {
        let snapshot = try PetFixture.snapshot()
        let frame = PetFixture.screen(PetHomeScreen(snapshot))
        XCTAssertNotNil(PetFixture.one("energy \(snapshot.energy) of \(snapshot.companion.capacity)", in: frame))
        XCTAssertEqual(PetFixture.one("energy", in: frame).flatMap { entry -> String? in
            if case .text(let t) = entry.frame.item { return t.string }
            return nil
        }, "\(snapshot.energy)")
        XCTAssertEqual(PetHomeModel(snapshot).fill, 0.8, accuracy: 1e-9)
        let meter = try XCTUnwrap(PetFixture.one("energy fill", in: frame)?.rect)
        XCTAssertEqual(meter.width, 64 * 0.8, accuracy: 0.01)
        let biscuit = try XCTUnwrap(PetFixture.one("Biscuit", in: frame)?.frame)
        XCTAssertTrue(biscuit.isTapTarget)
    }

    func testWhileBiscuitIsAwayHomeShowsItsEmptySpotAndAPostcard() throws {
        let home = try PetFixture.snapshot()
        XCTAssertFalse(home.isCompanionAway, "the default day: Biscuit came home this morning")
        XCTAssertNil(PetHomeModel(home).postcard, "at home it talks in its bubble")
        let snapshot = try PetStoryStates.away(home)
        XCTAssertTrue(snapshot.isCompanionAway, "set off at full energy, four hours on the trail")
        let frame = PetFixture.screen(PetHomeScreen(snapshot))
        XCTAssertEqual(FrameProbe.frames(frame).filter { $0.frame.role == .mascot }.count, 0, "no Biscuit on the meadow")
        XCTAssertNotNil(PetFixture.one("Biscuit's empty spot", in: frame))
        XCTAssertEqual(PetFixture.one("Biscuit's postcard", in: frame)?.frame.isTapTarget, true)
        XCTAssertTrue(FrameProbe.texts(frame).contains("FROM PUDDLE BRIDGE"), "sent from the latest stop reached")
        XCTAssertEqual(PetHomeModel(snapshot).postcard?.text, "Look what I found: a spiral snail shell!")
        XCTAssertNotNil(PetFixture.one("trail 2 of 5", in: frame), "the pill shows the trail so far")
        XCTAssertEqual(FrameProbe.named("bubble", in: frame).count, 0)
    }

    func testBiscuitTalksAboutTheDay() throws {
        let snapshot = try PetFixture.snapshot()
        XCTAssertEqual(PetHomeModel(snapshot).speech, "Good evening, Maya! 2 more goals and I'm full.")
        XCTAssertEqual(PetHomeModel(snapshot, moment: .init(tappedBiscuit: true)).speech, "Shall we do “Brush teeth” next?")
        let ticked = try snapshot.applying(.tickGoal(id: "brush-teeth"))
        XCTAssertEqual(PetHomeModel(ticked, moment: .init(energyBefore: 40)).speech, "Thank you! One more goal and I'm full.")
        let full = try ticked.applying(.tickGoal(id: "read"))
        XCTAssertEqual(PetHomeModel(full).speech, "I'm full of energy! Off to Mossy Hollow I go!")
        XCTAssertEqual(PetHomeModel(full).gear, .backpack, "packed to set off")
        XCTAssertNil(PetHomeModel(snapshot).gear)
        XCTAssertEqual(PetHomeModel(snapshot).face, .happy)
        XCTAssertEqual(PetHomeModel(snapshot, moment: .init(tappedBiscuit: true)).face, .grinning)
        let sad = try snapshot.applying(.checkIn(mood: .bad, words: [], shapedBy: []))
        XCTAssertEqual(PetHomeModel(sad).face, .sad, "Biscuit's face follows today's mood")
        let frame = PetFixture.screen(PetHomeScreen(snapshot))
        XCTAssertEqual(FrameProbe.named("bubble", in: frame).count, 1)
    }

    func testTheAdventureChipSaysWhereBiscuitIs() throws {
        let snapshot = try PetFixture.snapshot()
        XCTAssertEqual(PetHomeModel(snapshot).adventureLine, "Back with 4 finds")
        XCTAssertEqual(PetHomeModel(try PetStoryStates.fullEnergy(snapshot)).adventureLine, "Ready to set off")
        XCTAssertEqual(PetHomeModel(try PetStoryStates.away(snapshot)).adventureLine, "Back in 8h")
        let frame = PetFixture.screen(PetHomeScreen(snapshot))
        XCTAssertEqual(PetFixture.one("Adventure", in: frame)?.frame.isTapTarget, true)
    }

    func testAGainedTickFloatsItsEnergyAndRollsTheNumber() throws {
        let snapshot = try PetFixture.snapshot().applying(.tickGoal(id: "brush-teeth"))
        let settled = PetFixture.screen(PetHomeScreen(snapshot, moment: .init(energyBefore: 40)))
        XCTAssertNotNil(PetFixture.one("energy gained", in: settled))
        XCTAssertTrue(FrameProbe.texts(settled).contains("+5"))
        let rolling = PetFixture.screen(PetHomeScreen(snapshot, moment: .init(energyBefore: 40, roll: 0.5)))
        XCTAssertEqual(FrameProbe.named("odometer", in: rolling).count, 1)
        XCTAssertEqual(FrameProbe.named("odometer", in: settled).count, 0)
    }
}

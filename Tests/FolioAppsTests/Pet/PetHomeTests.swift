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
        XCTAssertTrue(model.foldedParts.isEmpty, "nothing is behind at ten in the morning")
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
        XCTAssertNotNil(Icon.backpack.drawing, "the adventure pill's backpack is drawn, not the font's briefcase")
    }

    func testWhatDoesNotFitIsCountedInAMoreRowAboveTheDock() throws {
        let snapshot = try morning()
        let frame = PetFixture.screen(PetHomeScreen(snapshot))
        let shown = snapshot.goals.filter { FrameProbe.named($0.title, in: frame).count == 1 }.count
        XCTAssertGreaterThan(shown, 2)
        let more = FrameProbe.names(startingWith: "+", in: frame)
        XCTAssertEqual(more, ["+\(snapshot.goals.count - shown) more goals"])
        let row = try XCTUnwrap(PetFixture.one(more[0], in: frame)?.rect)
        let dock = try XCTUnwrap(PetFixture.one("dock", in: frame)?.rect)
        XCTAssertLessThanOrEqual(row.maxY, dock.minY)
    }

    func testPartsBehindWithEveryGoalKeptFoldAndTheEveningLists() throws {
        let snapshot = try PetFixture.snapshot()
        let model = PetHomeModel(snapshot)
        XCTAssertEqual(model.foldedParts.map(\.part), [.morning, .afternoon])
        XCTAssertEqual(model.foldedParts.map(\.count), [4, 4])
        XCTAssertEqual(model.openParts.map(\.part), [.evening])
        let frame = PetFixture.screen(PetHomeScreen(snapshot))
        XCTAssertNotNil(PetFixture.one("Morning: 4 goals done", in: frame))
        let evening = try XCTUnwrap(PetFixture.one("Evening", in: frame)?.rect)
        let titles = snapshot.goals(in: .evening).map(\.title)
        let tops = try titles.map { try XCTUnwrap(PetFixture.one($0, in: frame)?.rect.minY, $0) }
        XCTAssertEqual(tops, tops.sorted())
        XCTAssertGreaterThan(tops[0], evening.maxY)
        XCTAssertLessThan(try XCTUnwrap(PetFixture.one("Morning: 4 goals done", in: frame)?.rect.minY), try XCTUnwrap(PetFixture.one("dock", in: frame)?.rect.minY))
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
        let home = try PetFixture.snapshot().cameHome()
        let biscuit = try XCTUnwrap(PetFixture.one("Biscuit", in: PetFixture.screen(PetHomeScreen(home)))?.frame)
        XCTAssertTrue(biscuit.isTapTarget)
    }

    func testWhileBiscuitIsAwayHomeShowsItsEmptySpotAndAPostcard() throws {
        let snapshot = try PetFixture.snapshot()
        XCTAssertTrue(snapshot.isCompanionAway, "the default day: Biscuit left last night and is back at 21:10")
        let frame = PetFixture.screen(PetHomeScreen(snapshot))
        XCTAssertEqual(FrameProbe.frames(frame).filter { $0.frame.role == .mascot }.count, 0, "no Biscuit on the meadow")
        XCTAssertNotNil(PetFixture.one("Biscuit's empty spot", in: frame))
        XCTAssertEqual(PetFixture.one("Biscuit's postcard", in: frame)?.frame.isTapTarget, true)
        XCTAssertTrue(FrameProbe.texts(frame).contains("FROM OLD OWL OAK"), "sent from the latest stop reached")
        XCTAssertEqual(PetHomeModel(snapshot).postcard?.text, "Look what I found: an acorn cap, just the right size for a hat!")
        XCTAssertEqual(PetHomeModel(snapshot).postcard?.stamp, .tree, "its stamp pictures the place it was sent from")
        XCTAssertNotNil(PetFixture.one("trail 4 of 5", in: frame), "the pill shows the trail so far")
        XCTAssertEqual(FrameProbe.named("bubble", in: frame).count, 0)
        XCTAssertNil(PetHomeModel(try snapshot.cameHome()).postcard, "at home it talks in its bubble again")
    }

    func testBiscuitTalksAboutTheDay() throws {
        let snapshot = try PetFixture.snapshot().cameHome()
        XCTAssertEqual(PetHomeModel(snapshot).speech, "Good evening, Maya! Two more goals and I'm full.")
        XCTAssertEqual(PetHomeModel(snapshot, moment: .init(tappedBiscuit: true)).speech, "Shall we do “Brush teeth” next?")
        let ticked = try snapshot.applying(.tickGoal(id: "brush-teeth"))
        XCTAssertEqual(PetHomeModel(ticked, moment: .init(energyBefore: 40)).speech, "Thank you! One more goal and I'm full.")
        XCTAssertEqual(PetHomeModel(try ticked.applying(.tickGoal(id: "read"))).speech, "I'm full of energy! Thank you for today.")
        XCTAssertEqual(PetHomeModel(snapshot).face, .happy)
        XCTAssertEqual(PetHomeModel(snapshot, moment: .init(tappedBiscuit: true)).face, .grinning)
        let sad = try snapshot.applying(.checkIn(mood: .bad, words: [], shapedBy: []))
        XCTAssertEqual(PetHomeModel(sad).face, .sad, "Biscuit's face follows today's mood")
        let frame = PetFixture.screen(PetHomeScreen(snapshot))
        XCTAssertEqual(FrameProbe.named("bubble", in: frame).count, 1)
    }

    func testTheAdventureChipSaysWhenBiscuitIsBack() throws {
        var snapshot = try PetFixture.snapshot()
        XCTAssertEqual(PetHomeModel(snapshot).adventureLine, "Back in 2h 30m")
        snapshot.adventure.status = .back
        snapshot.adventure.returnsAt = snapshot.now
        XCTAssertEqual(PetHomeModel(snapshot).adventureLine, "Back with 4 finds")
        let frame = PetFixture.screen(PetHomeScreen(try PetFixture.snapshot()))
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

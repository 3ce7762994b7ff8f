import FolioAppsTestSupport
import FolioTestSupport
import FolioDomain
import FolioLayout
import XCTest
@testable import FolioApps

final class PetFlowTests: XCTestCase {
    /// The seed's flow lines, word for word.
    static let seedLines = ["Tap Biscuit, then tick off Brush teeth", "Tap the heart and check in as Good",
                            "Peek at the route to Mossy Hollow", "On Friends, send Juno some encouragement",
                            "Open the 30-day streak from Progress", "Press + and add a goal"]

    func testTheSixFlowsCarryTheSeedsLinesWordForWord() {
        XCTAssertEqual(PetFixture.flows.map(\.caption), Self.seedLines)
        XCTAssertEqual(PetFixture.flows.map(\.id), ["pet.flow.tick-goal", "pet.flow.check-in", "pet.flow.adventure", "pet.flow.encourage",
                                                    "pet.flow.streak", "pet.flow.add-goal"])
    }

    func testEveryStepBuildsFromTheDefaultSnapshotAndEveryTouchLandsOnAFrame() throws {
        let snapshot = try PetFixture.snapshot()
        for flow in PetFixture.flows {
            let steps = try XCTUnwrap(try flow.steps(for: snapshot), flow.id)
            XCTAssertGreaterThanOrEqual(steps.count, 2, flow.id)
            XCTAssertTrue(steps.dropFirst().contains { $0.motion != nil }, "\(flow.id) shows its motion")
            XCTAssertNotNil(steps.first?.touch, "\(flow.id) starts with a touch")
            for (i, step) in steps.enumerated() {
                for appearance in Appearance.allCases {
                    let frame = PetFixture.screen(step.view, appearance)
                    XCTAssertEqual(lint(frame, theme: Theme(app: .pet, appearance: appearance)).map(\.description), [],
                                   "\(flow.id) step \(i) \(appearance)")
                    if let touch = step.touch {
                        XCTAssertFalse(FrameProbe.named(touch, in: frame).isEmpty, "\(flow.id) step \(i): no frame named \(touch)")
                    }
                }
            }
        }
    }

    private func steps(_ name: String, _ snapshot: PetSnapshot? = nil) throws -> [FlowStep] {
        let flow = try XCTUnwrap(PetFixture.flows.first { $0.name == name })
        return try XCTUnwrap(try flow.steps(for: snapshot ?? PetFixture.snapshot()))
    }

    func testTickingBrushTeethAddsFiveEnergyShownOnHome() throws {
        let before = try PetFixture.snapshot()
        let steps = try steps("tick-goal")
        XCTAssertEqual(steps.map(\.touch), ["Biscuit", "tick Brush teeth", nil], "at home, Biscuit itself")
        var away = before
        away.adventure = try PetStoryStates.away(before).adventure
        XCTAssertEqual(try self.steps("tick-goal", away).first?.touch, "Biscuit's postcard", "away: its postcard")
        let home = try XCTUnwrap(steps.last?.view as? PetHomeScreen)
        XCTAssertEqual(home.model.snapshot.energy, before.energy + 5)
        XCTAssertEqual(home.model.snapshot.goals.first { $0.id == "brush-teeth" }?.done, true)
        XCTAssertEqual((steps[1].view as? PetHomeScreen)?.model.moment.tappedBiscuit, true)
        let frame = PetFixture.screen(home)
        XCTAssertNotNil(PetFixture.one("energy 45 of 50", in: frame))
        let tile = try XCTUnwrap(PetFixture.one("Brush teeth", in: frame)?.frame)
        XCTAssertTrue(FrameProbe.frames(tile).contains { $0.frame.name == "checked" }, "the ticked goal's check is filled")
    }

    func testCheckingInAsGoodConfirmsInPlace() throws {
        let steps = try steps("check-in")
        XCTAssertEqual(steps.map(\.touch), ["Check-in heart", "Good", "Check in", nil, nil])
        let last = try XCTUnwrap(steps.last?.view as? PetCheckInScreen)
        XCTAssertEqual(last.snapshot.todaysCheckIn?.mood, .good)
        XCTAssertEqual(last.snapshot.todaysCheckIn?.words, ["content", "hopeful"])
        XCTAssertEqual(last.draft.phase, .success)
        XCTAssertTrue(FrameProbe.texts(PetFixture.screen(last)).contains("Checked in"), "the button says so in place")
        XCTAssertEqual((steps[3].view as? PetCheckInScreen)?.draft.phase, .loading(progress: 0.6))
    }

    func testPeekingAtTheRouteOpensTheAdventureThenFansOutWhatBiscuitFound() throws {
        let steps = try steps("adventure")
        XCTAssertEqual(steps.map(\.touch), ["Adventure", FindsList.seeAll, nil])
        XCTAssertTrue(steps[1].view is PetAdventureScreen)
        let sheet = try XCTUnwrap(steps[2].view as? FindsSheet)
        let frame = PetFixture.screen(sheet)
        // The seed's Fan Stack holds the finds, the newest (the acorn cap from Old Owl Oak) in front.
        let fan = try XCTUnwrap(PetFixture.one("fan stack", in: frame))
        let front = try XCTUnwrap(PetFixture.one("front card", in: fan.frame)).frame
        XCTAssertTrue(FrameProbe.texts(front).contains("from Old Owl Oak"), "\(FrameProbe.texts(front))")
        XCTAssertEqual(FrameProbe.named("card 4", in: fan.frame).count, 1, "four finds, four cards")
        XCTAssertTrue(FrameProbe.texts(frame).contains("4 things from 4 stops, the newest in front"))
        XCTAssertEqual(steps[2].motion?.kind, .spring, "the cards spring out of the stack")
    }

    func testEncouragingJunoSendsAMessageAnsweredByAToast() throws {
        let before = try PetFixture.snapshot()
        let steps = try steps("encourage")
        XCTAssertEqual(steps.map(\.touch), ["Friends", "Cheer on", nil])
        let after = try XCTUnwrap(steps.last?.view as? PetFriendsScreen)
        XCTAssertEqual(after.snapshot.buddy?.encouragement.count, (before.buddy?.encouragement.count ?? 0) + 1)
        XCTAssertEqual(after.snapshot.buddy?.encouragement.last?.text, PetFriendsScreen.cheer)
        XCTAssertNotNil(after.toast)
        let frame = PetFixture.screen(after)
        XCTAssertNotNil(PetFixture.one("toast", in: frame))
        XCTAssertEqual(FrameProbe.named("bubble", in: frame).count, 2)
    }

    func testTheStreakLineRisesInThenSettles() throws {
        let steps = try steps("streak")
        XCTAssertEqual(steps.map(\.touch), ["30-day streak", nil, nil])
        XCTAssertEqual(steps.dropFirst().compactMap { ($0.view as? PetStreakScreen)?.reveal }, [0, 1])
        XCTAssertEqual(steps.dropFirst().map { $0.motion?.kind }, [.push, .reveal], "pushed in, then the line rises in")
    }

    func testAddingAGoalPutsItInTheEveningOnHome() throws {
        let before = try PetFixture.snapshot()
        let steps = try steps("add-goal")
        XCTAssertEqual(steps.map(\.touch), ["New goal", "Goal", "Rest", "Add goal", nil, nil])
        let home = try XCTUnwrap(steps.last?.view as? PetHomeScreen)
        XCTAssertEqual(home.model.snapshot.goals.count, before.goals.count + 1)
        let added = try XCTUnwrap(home.model.snapshot.goals.last)
        XCTAssertEqual([added.title, added.partOfDay.rawValue, added.area.rawValue], ["Stretch before bed", "evening", "rest"])
        XCTAssertNotNil(PetFixture.one("Stretch before bed", in: PetFixture.screen(home)), "the new goal is in view on Home")
        XCTAssertEqual((steps[4].view as? PetAddGoalScreen)?.draft.phase, .success)
    }

    /// Every frame of the add-goal flow changes what the screen shows: the name typed, then the
    /// area picked (not the sheet's first), then the goal added — no frame repeats the one before.
    func testEveryFrameOfAddingAGoalChangesSomething() throws {
        let steps = try steps("add-goal")
        let frames = steps.map { PetFixture.screen($0.view) }
        for i in 1..<frames.count { XCTAssertNotEqual(frames[i], frames[i - 1], "step \(i + 1), \(steps[i].caption), changes nothing") }
        let named = try XCTUnwrap(steps[2].view as? PetAddGoalScreen), filled = try XCTUnwrap(steps[3].view as? PetAddGoalScreen)
        XCTAssertEqual([named.draft.area, filled.draft.area], [.body, .rest], "the area touched is the area picked next")
        XCTAssertEqual(named.draft.title, filled.draft.title)
    }

    /// The "+5" that floats off the energy pill after a tick is the app's violet (the energy's colour
    /// on the meter and the plan rows), not the stock green of a success.
    func testTheEnergyJustEarnedIsInTheAppsVioletNotStockGreen() throws {
        let steps = try steps("tick-goal")
        let theme = Theme(app: .pet)
        let badge = try XCTUnwrap(PetFixture.one("energy gained", in: PetFixture.screen(try XCTUnwrap(steps.last).view))?.frame)
        let fills = FrameProbe.frames(badge).compactMap { entry -> Color? in
            if case .shape(let shape) = entry.frame.item, case .solid(let c)? = shape.fill { return c }
            return nil
        }
        XCTAssertEqual(fills, [theme.color(.accent)])
        XCTAssertFalse(fills.contains(theme.color(.success)))
    }

    func testFlowsStillBuildOnADayWithoutGoalsOrBuddy() throws {
        let empty = try PetFixture.fixture("empty-day.json")
        for flow in PetFixture.flows {
            let steps = try XCTUnwrap(try flow.steps(for: empty), flow.id)
            XCTAssertFalse(steps.isEmpty, flow.id)
            for (i, step) in steps.enumerated() {
                if let touch = step.touch {
                    XCTAssertFalse(FrameProbe.named(touch, in: PetFixture.screen(step.view)).isEmpty, "\(flow.id) step \(i): \(touch)")
                }
            }
        }
    }
}

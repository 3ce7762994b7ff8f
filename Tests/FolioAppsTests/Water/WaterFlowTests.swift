import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest
@testable import FolioApps

final class WaterFlowTests: XCTestCase {
    private func steps(_ name: String) throws -> [FlowStep] {
        let flow = try XCTUnwrap(Fixtures.water.flows.first { $0.name == name }, name)
        return try XCTUnwrap(try flow.steps(for: try Fixtures.water.snapshot()))
    }

    func testTheSixFlowsAreCaptionedWithTheSeedsLines() {
        XCTAssertEqual(Fixtures.water.flows.map(\.id), ["water.flow.undo-drink", "water.flow.widget-drink", "water.flow.swipe-drink",
                                                   "water.flow.join-challenge", "water.flow.day-mascot", "water.flow.share-card"])
        XCTAssertEqual(Fixtures.water.flows.map(\.caption), [
            "Tap a drink on the shelf, then tap the blob to undo",
            "Log a drink on the medium widget",
            "Tap a day, then swipe a drink away",
            "Tap a tile to join it, then swipe to Finished",
            "Tap the day's mascot",
            "Tilt the share card and press Share",
        ])
    }

    /// Every flow builds from the default snapshot; every touch names exactly one frame of its
    /// step's tree, in view, and every step lints clean in both appearances.
    func testEveryTouchFindsItsFrameAndEveryStepLintsClean() throws {
        for flow in Fixtures.water.flows {
            let steps = try XCTUnwrap(try flow.steps(for: try Fixtures.water.snapshot()), flow.id)
            XCTAssertGreaterThanOrEqual(steps.count, 2, flow.id)
            XCTAssertTrue(steps.dropFirst().contains { $0.motion != nil }, "\(flow.id) shows its motion")
            XCTAssertNotNil(steps.first?.touch, "\(flow.id) starts with a touch")
            for (i, step) in steps.enumerated() {
                if let touch = step.touch {
                    let found = FrameProbe.named(touch, in: Fixtures.water.lay(step.view))
                    XCTAssertEqual(found.count, 1, "\(flow.id) step \(i + 1): \(found.count) frames named \(touch)")
                    if let rect = found.first?.rect {
                        XCTAssertTrue(Device.iPhone.bounds.contains(Point(x: rect.midX, y: rect.midY)),
                                      "\(flow.id) step \(i + 1): the finger on \(touch) is off the screen")
                    }
                }
                for appearance in Appearance.allCases {
                    XCTAssertEqual(Fixtures.water.findings(step.view, appearance).map(\.description), [], "\(flow.id) step \(i + 1)")
                }
            }
        }
    }

    func testTapADrinkThenTheBlobLogsItThenTakesItBack() throws {
        let snapshot = try Fixtures.water.snapshot()
        let screens = try steps("undo-drink").map { try XCTUnwrap($0.view as? WaterTodayScreen) }
        XCTAssertEqual(screens.map(\.snapshot.today.drinks.count), [7, 7, 8, 7])
        XCTAssertNil(screens[0].pressed, "it starts from Today at rest, the story")
        XCTAssertEqual(screens[1].pressed, snapshot.shelf.first?.id, "the first drink on the shelf, always in view, dips")
        XCTAssertEqual(screens[2].snapshot.today.drinks.last?.kind, .water)
        XCTAssertEqual(screens.map(\.snapshot.today.hydrationMl), [1825, 1825, 2075, 1825])
        XCTAssertEqual(screens[2].rollingFrom, 1825)
        XCTAssertEqual(screens[3].snapshot, snapshot, "undo restores the day exactly")
        XCTAssertEqual(try steps("undo-drink")[2].touch, "Blob")
    }

    func testLoggingOnTheMediumWidgetRollsTheTotal() throws {
        let screens = try steps("widget-drink").map { try XCTUnwrap($0.view as? WaterWidgetsScreen) }
        XCTAssertEqual(screens.map(\.snapshot.today.hydrationMl), [1825, 1825, 2075])
        XCTAssertEqual(screens.map(\.roll), [1, 1, 1])
        let rolling = try steps("widget-drink")[2].motion?.scene?(0.5) as? WaterWidgetsScreen
        XCTAssertEqual(rolling?.roll, 0.5, "half-way through its motion the total is half-way rolled")
        XCTAssertEqual(screens.map(\.pressed), [nil, "glass", nil])
    }

    func testTapADayThenSwipeItsLatestDrinkAway() throws {
        let snapshot = try Fixtures.water.snapshot()
        let yesterday = snapshot.date.adding(days: -1)
        let gone = try XCTUnwrap(snapshot.day(yesterday).drinks.last)
        let steps = try steps("swipe-drink")
        XCTAssertEqual(steps.map(\.touch), ["day 26", WaterDrinkRow.name(gone), "Delete", nil])
        let screens = try steps.map { try XCTUnwrap($0.view as? WaterMonthScreen) }
        XCTAssertEqual(screens.map(\.selected), [snapshot.date, yesterday, yesterday, yesterday])
        let following = try XCTUnwrap(steps[2].motion?.scene?(0.25) as? WaterMonthScreen)
        XCTAssertLessThan(following.openOffset, 0)
        XCTAssertGreaterThan(following.openOffset, WaterDrinkRow.openOffset, "mid-swipe, following the finger")
        XCTAssertEqual(steps[2].motion?.kind, .swipe)
        XCTAssertFalse(screens[3].snapshot.drinks.contains(gone))
        XCTAssertEqual(screens[3].snapshot.drinks.count, snapshot.drinks.count - 1)
    }

    func testJoinATileThenSwipeToAnHonestlyEmptyFinishedPage() throws {
        let screens = try steps("join-challenge").map { try XCTUnwrap($0.view as? WaterChallengesScreen) }
        XCTAssertEqual(screens[0].snapshot.challenges(in: .available).first?.id, "tea-time")
        XCTAssertEqual(screens.map(\.pressed), [nil, "tea-time", nil, nil, nil])
        XCTAssertTrue(screens[2].snapshot.challenges(in: .joined).contains { $0.id == "tea-time" })
        XCTAssertEqual(screens.map(\.position), [0, 0, 0, 1, 2])
        let last = Fixtures.water.lay(screens[4])
        XCTAssertTrue(FrameProbe.texts(last).contains("Nothing finished yet"))
        XCTAssertEqual(Set(FrameProbe.named("Tea Time", in: Fixtures.water.lay(screens[3])).map(\.frame.role)), [.mascot, .tile],
                       "the joined challenge's llama joins the row, its tile the Joined page")
    }

    func testTheDaysMascotOpensTheSummaryAsItsHeadlineRisesIn() throws {
        let steps = try steps("day-mascot")
        XCTAssertTrue(steps[0].view is WaterTodayScreen)
        XCTAssertEqual(try steps.dropFirst().map { try XCTUnwrap($0.view as? WaterSummaryScreen).reveal }, [0, 1])
    }

    func testTheShareCardTiltsThenTheButtonLoadsChecksAndCloses() throws {
        let steps = try steps("share-card")
        let sheets = steps.compactMap { $0.view as? WaterShareScreen }
        XCTAssertEqual(sheets.count, 4)
        XCTAssertEqual(sheets[0].pitch, WaterShareScreen.restingTilt.pitch, "tilted from the first frame")
        XCTAssertNotEqual(sheets[0].yaw, 0, "tilted from the first frame")
        XCTAssertGreaterThan(abs(sheets[1].yaw), abs(sheets[0].yaw), "the finger turns it further")
        XCTAssertEqual(sheets.map(\.phase), [.idle, .idle, .loading(progress: 0.6), .success])
        XCTAssertTrue(steps.last?.view is WaterTodayScreen, "the sheet has closed")
    }
}

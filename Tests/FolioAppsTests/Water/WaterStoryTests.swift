import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest
@testable import FolioApps

final class WaterStoryTests: XCTestCase {
    private func story(_ id: String) throws -> StoryEntry {
        try XCTUnwrap(AppDefinition.water.stories.first { $0.id == id }, id)
    }

    private func state(_ id: String) throws -> WaterSnapshot {
        try XCTUnwrap(try story(id).snapshot(from: Fixtures.water.snapshot()) as? WaterSnapshot, id)
    }

    private func frame(_ id: String) throws -> Frame {
        Fixtures.water.lay(try XCTUnwrap(try story(id).view(for: Fixtures.water.snapshot()), id))
    }

    /// Every state DESIGN.md lists for the app, in the order of its seed, each with a caption; a
    /// screen's first story is its default, the bundled day as it is.
    func testEveryStoryTheDesignListsIsDeclaredAndEachDefaultIsTheDayAsItIs() throws {
        XCTAssertEqual(AppDefinition.water.stories.map(\.id), [
            "water.today:partway", "water.today:goal-met", "water.today:empty-morning",
            "water.widgets:placed",
            "water.month:today", "water.month:day-selected", "water.month:swiped",
            "water.challenges:active", "water.challenges:finished",
            "water.summary:not-yet", "water.summary:goal-met",
            "water.share:tilted", "water.share:loading", "water.share:done",
        ])
        for story in AppDefinition.water.stories { XCTAssertFalse(story.caption.isEmpty, story.id) }
        let snapshot = try Fixtures.water.snapshot()
        for screen in Fixtures.water.screens {
            let first = try XCTUnwrap(AppDefinition.water.stories.first { $0.screenID == screen.id }, "\(screen.id) has a story")
            XCTAssertEqual(try first.snapshot(from: snapshot) as? WaterSnapshot, snapshot, "\(first.id) is the day as it is")
            XCTAssertEqual(Fixtures.water.lay(try XCTUnwrap(try first.view(for: snapshot))),
                           Fixtures.water.lay(try XCTUnwrap(screen.view(for: snapshot))), "\(first.id) draws the bare \(screen.id)")
        }
    }

    /// One story across the screens: 1,825 of 2,000 ml at 18:40; one glass more meets the goal on
    /// Today and in the summary alike; the empty morning is the same day at 7:05.
    func testTheStoriesTellOneStory() throws {
        let partway = try state("water.today:partway")
        XCTAssertEqual(partway.today.hydrationMl, 1825)
        XCTAssertFalse(partway.today.goalMet)
        let met = try state("water.today:goal-met")
        XCTAssertEqual(try state("water.summary:goal-met"), met, "Today and the summary meet the goal with the same glass")
        XCTAssertEqual(met.today.hydrationMl, 2075)
        XCTAssertEqual(met.today.drinks.count, partway.today.drinks.count + 1)
        XCTAssertEqual([partway.currentStreak, met.currentStreak], [12, 13])
        let morning = try state("water.today:empty-morning")
        XCTAssertEqual([morning.date.description, morning.time.description], ["2026-11-27", "07:05"])
        XCTAssertTrue(morning.today.drinks.isEmpty)
        XCTAssertEqual(morning.currentStreak, 12, "nothing logged yet breaks nothing")
        let finished = try state("water.challenges:finished")
        XCTAssertEqual(finished.challenges(in: .joined).map(\.id), ["seven-day-splash", "soda-free-week", "tea-time"])
        XCTAssertEqual(finished.challenges(in: .finished), [], "honestly empty so far")
    }

    func testEveryStoryShowsItsState() throws {
        XCTAssertTrue(FrameProbe.texts(try frame("water.today:partway")).contains("175 ml to go · 12-day streak"))
        XCTAssertTrue(FrameProbe.texts(try frame("water.today:goal-met")).contains("Goal met · 13-day streak"))
        XCTAssertTrue(FrameProbe.texts(try frame("water.today:empty-morning")).contains("Nothing logged yet today"))
        XCTAssertEqual(FrameProbe.named("selected", in: try frame("water.month:day-selected")).count, 1, "the 26th ringed")
        XCTAssertEqual(FrameProbe.named("Delete", in: try frame("water.month:swiped")).count, 1)
        XCTAssertEqual(FrameProbe.named("Delete", in: try frame("water.month:today")).count, 0, "every row at rest")
        XCTAssertNotNil(try FrameProbe.one("Finished empty", in: try frame("water.challenges:finished")))
        XCTAssertTrue(FrameProbe.texts(try frame("water.summary:not-yet")).contains("175 ml to go"))
        XCTAssertTrue(FrameProbe.texts(try frame("water.summary:goal-met")).contains("2,075 of 2,000 ml · 13-day streak"))
        XCTAssertTrue(FrameProbe.texts(try frame("water.share:loading")).contains("60%"))
        XCTAssertTrue(FrameProbe.texts(try frame("water.share:done")).contains("Shared"))
    }
}

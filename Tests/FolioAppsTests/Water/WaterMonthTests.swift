import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

final class WaterMonthTests: XCTestCase {
    func testTheCapsulesAreTheRunsOfMetDaysOfTheMonth() throws {
        let snapshot = try Fixtures.water.goalMetDay()
        let root = Fixtures.water.lay(WaterMonthScreen(snapshot))
        let runs = FrameProbe.frames(root).compactMap { $0.frame.name }.filter { $0.hasPrefix("run ") }
        // November 2026 starts on a Sunday; the 6th, 7th and 14th were missed; runs break at week ends.
        XCTAssertEqual(runs, ["run 1–1", "run 2–5", "run 8–8", "run 9–13", "run 15–15", "run 16–22", "run 23–27"])
        XCTAssertTrue(FrameProbe.texts(root).contains("24 of 27 days met in November"))
        XCTAssertTrue(FrameProbe.texts(root).contains("13-day streak"))
    }

    /// Every day over without the goal has a mark of its own under its number (November's 6th, 7th
    /// and 14th), placed on its cell; today, under way, is not missed; a legend says what the marks mean.
    func testMissedDaysAreMarkedOnTheirCells() throws {
        let snapshot = try Fixtures.water.snapshot()
        let root = Fixtures.water.lay(WaterMonthScreen(snapshot))
        let marks = FrameProbe.frames(root).compactMap(\.frame.name).filter { $0.hasPrefix("missed ") && $0.last?.isNumber == true }
        XCTAssertEqual(marks, ["missed 6", "missed 7", "missed 14"])
        for day in [6, 7, 14] {
            let mark = try FrameProbe.one("missed \(day)", in: root).rect
            let cell = try FrameProbe.one("day \(day)", in: root).rect
            XCTAssertEqual(mark.midX, cell.midX, accuracy: 0.5)
            XCTAssertEqual(mark.midY, cell.midY, accuracy: 0.5)
        }
        XCTAssertTrue(FrameProbe.texts(root).contains("Missed"))
        XCTAssertTrue(FrameProbe.texts(root).contains("23 of 26 days met in November"), "today, 175 ml short at 18:40, is not over yet")
    }

    func testTheStreakRingFillsTowardTheNextMilestone() {
        XCTAssertEqual(StreakRing.nextMilestone(after: 13), 14)
        XCTAssertEqual(StreakRing.nextMilestone(after: 0), 3)
        XCTAssertEqual(StreakRing.nextMilestone(after: 400), 365)
        XCTAssertEqual(StreakRing(streak: 13).progress, 13.0 / 14, accuracy: 1e-9)
        XCTAssertEqual(StreakRing(streak: 500).progress, 1)
    }

    func testTheSelectedDayIsRingedOnItsCellAndItsDrinksAreListedLatestFirst() throws {
        let snapshot = try Fixtures.water.snapshot()
        let day = snapshot.date.adding(days: -1)
        let root = Fixtures.water.lay(WaterMonthScreen(snapshot, selected: day))
        let ring = try FrameProbe.one("selected", in: root).rect
        let cell = try FrameProbe.one("day \(day.day)", in: root).rect
        XCTAssertEqual(ring.midX, cell.midX, accuracy: 0.5)
        XCTAssertEqual(ring.midY, cell.midY, accuracy: 0.5)
        let ringFrame = try FrameProbe.one("selected", in: root).frame
        guard case .shape(let shape) = ringFrame.item, case .solid(let ink)? = shape.stroke?.paint else { return XCTFail("a stroked ring") }
        XCTAssertEqual(ink, Theme(app: .water).color(.accent), "the selection is in the app's tint, not black")
        XCTAssertTrue(FrameProbe.texts(root).contains("Thursday, Nov 26"))
        let drinks = snapshot.day(day).drinks
        let rows = FrameProbe.frames(root).filter { $0.frame.role == .row && drinks.map(WaterDrinkRow.name).contains($0.frame.name ?? "") }
        XCTAssertEqual(rows.map(\.frame.name), drinks.reversed().map(WaterDrinkRow.name), "every drink, the latest first")
        XCTAssertEqual(FrameProbe.texts(root).filter { $0.hasPrefix("+") }, [], "no \"+N more\"")
    }

    func testEveryPhoneListsEveryDrinkTheSameWay() throws {
        let snapshot = try Fixtures.water.snapshot()
        let drinks = snapshot.today.drinks
        let tops = [Device.se, .iPhone, .proMax].map { device in
            let env = Environment(theme: Theme(app: .water), measurer: AppFixture<WaterSnapshot>.measurer, device: device)
            let root = layout(WaterMonthScreen(snapshot), environment: env)
            return FrameProbe.frames(root).filter { $0.frame.role == .row && drinks.map(WaterDrinkRow.name).contains($0.frame.name ?? "") }
                .map(\.rect.minY)
        }
        XCTAssertEqual(tops[1].count, drinks.count)
        let steps = tops.map { rows in rows.map { (($0 - rows[0]) * 1e6).rounded() / 1e6 } }
        XCTAssertEqual(steps[0], steps[1], "the SE shows less of the same list, not a shorter one")
        XCTAssertEqual(steps[2], steps[1])
    }

    func testTheSwipedStorySlidesOneRowOpenOnDelete() throws {
        let snapshot = try Fixtures.water.snapshot()
        let day = WaterStoryStates.tappedDay(snapshot)
        let latest = try XCTUnwrap(snapshot.day(day).drinks.last)
        let root = Fixtures.water.lay(WaterMonthScreen(snapshot, selected: day, openDrink: latest.id))
        let row = try FrameProbe.one(WaterDrinkRow.name(latest), in: root)
        let delete = try FrameProbe.one("Delete", in: root)
        XCTAssertTrue(row.rect.contains(delete.rect), "the delete button shows behind the open row")
        XCTAssertTrue(delete.frame.isTapTarget)
        XCTAssertEqual(try FrameProbe.one("Challenges", in: root).frame.role, .button, "the trophy to the challenges")
        XCTAssertEqual(FrameProbe.named("Delete", in: Fixtures.water.lay(WaterMonthScreen(snapshot))).count, 0)
    }
}

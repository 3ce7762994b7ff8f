import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

final class WaterSummaryTests: XCTestCase {
    func testTheGrinningMascotStandsUnderGoalMet() throws {
        let snapshot = try Fixtures.water.goalMetDay()
        XCTAssertEqual(snapshot.today.face, .grinning)
        let root = Fixtures.water.lay(WaterSummaryScreen(snapshot))
        let mascot = try FrameProbe.one("Day mascot", in: root)
        let words = try ["Goal", "met"].map { word in
            try XCTUnwrap(FrameProbe.frames(root).first { entry in
                if case .text(let t) = entry.frame.item { return t.string == word }
                return false
            })
        }
        XCTAssertGreaterThan(mascot.rect.minY, words[0].rect.maxY, "the mascot stands under the headline, as the seed says")
        XCTAssertTrue(FrameProbe.texts(root).contains("2,075 of 2,000 ml · 13-day streak"))
        XCTAssertTrue(FrameProbe.named("Goal", in: Fixtures.water.lay(WaterSummaryScreen(snapshot, reveal: 0))).isEmpty)
        XCTAssertFalse(FrameProbe.texts(Fixtures.water.lay(WaterSummaryScreen(snapshot, reveal: 0))).contains("Goal"))
    }

    func testTheWeeksMascotsAreFilledToEachDaysShare() throws {
        let snapshot = try Fixtures.water.goalMetDay()
        let root = Fixtures.water.lay(WaterSummaryScreen(snapshot))
        let names = Weekday.allCases.map(\.name)
        let mascots = try names.map { try FrameProbe.one($0, in: root) }
        for (left, right) in zip(mascots, mascots.dropFirst()) { XCTAssertLessThan(left.rect.maxX, right.rect.minX + 1) }
        XCTAssertTrue(FrameProbe.texts(root).contains("5 of 5 days so far"), "Friday, its goal met: the days to come do not count")
        let week = snapshot.days(in: ISOWeek(containing: snapshot.date))
        XCTAssertEqual(week.map(\.face), [.grinning, .grinning, .grinning, .grinning, .grinning, .sleepy, .sleepy])
        XCTAssertEqual(week.map(\.fractionOfGoal)[0], 2800.0 / 2000, accuracy: 1e-9)
    }

    /// The week counts only the days that have happened: today once its goal is met, never the days
    /// to come.
    func testTheWeekCountsOnlyTheDaysThatHaveHappened() throws {
        let friday = try Fixtures.water.snapshot()
        XCTAssertEqual(WaterSummaryScreen.weekTally(friday), "4 of 4 days so far", "Friday 18:40, 175 ml short: not a day missed yet")
        XCTAssertTrue(FrameProbe.texts(Fixtures.water.lay(WaterSummaryScreen(friday))).contains("4 of 4 days so far"))
        XCTAssertEqual(WaterSummaryScreen.weekTally(try Fixtures.water.goalMetDay()), "5 of 5 days so far")
        var monday = friday
        monday.date = try XCTUnwrap(LocalDate(iso: "2026-11-23"))
        monday.drinks.removeAll { $0.drunkAt.date >= monday.date }
        XCTAssertEqual(WaterSummaryScreen.weekTally(monday), "The week starts today")
        var sunday = friday
        sunday.date = try XCTUnwrap(LocalDate(iso: "2026-11-29"))
        XCTAssertEqual(WaterSummaryScreen.weekTally(sunday), "4 of 6 days so far", "Friday and Saturday missed, Sunday under way")
    }

    func testTheWeeksLitresReadAtThreeToOne() throws {
        let snapshot = try Fixtures.water.snapshot()
        for appearance in Appearance.allCases {
            let theme = Theme(app: .water, appearance: appearance)
            let root = Fixtures.water.lay(WaterSummaryScreen(snapshot), appearance)
            let litres = FrameProbe.frames(root).compactMap { entry -> TextItem? in
                if case .text(let t) = entry.frame.item, t.string.hasSuffix(" L") { return t }
                return nil
            }
            XCTAssertFalse(litres.isEmpty)
            for label in litres {
                guard case .solid(let ink) = label.color else { return XCTFail("solid ink") }
                let card = theme.color(.card)
                XCTAssertGreaterThanOrEqual(card.mix(with: ink.opacity(1), amount: ink.alpha).contrast(with: card), 3,
                                            "\(appearance) \(label.string)")
            }
        }
    }

    /// A day to come is a quiet filled silhouette (no line round it, not faded out) whose face reads
    /// at 3:1 on the card.
    func testTheDaysToComeAreQuietSilhouettesWhoseFaceReadsAtThreeToOne() throws {
        let snapshot = try Fixtures.water.snapshot()
        for appearance in Appearance.allCases {
            let card = Theme(app: .water, appearance: appearance).color(.card)
            let root = Fixtures.water.lay(WaterSummaryScreen(snapshot), appearance)
            for day in [Weekday.saturday, .sunday] {
                let mascot = try FrameProbe.one(day.name, in: root).frame
                var outlines: [Color] = []
                mascot.walk { frame, _, _ in
                    if case .group(let g) = frame.item { XCTAssertEqual(g.opacity, 1, "\(day.name) is not faded out") }
                    if case .shape(let shape) = frame.item, case .solid(let ink)? = shape.stroke?.paint { outlines.append(ink) }
                }
                XCTAssertFalse(outlines.isEmpty, "\(day.name) has a face")
                for ink in outlines {
                    XCTAssertGreaterThanOrEqual(ink.over(card).contrast(with: card), 3, "\(appearance) \(day.name) \(ink.hex)")
                }
            }
        }
    }

    func testTheMixSharesAreOfTheTotalTheHeadlineShows() throws {
        let snapshot = try Fixtures.water.snapshot()
        let today = snapshot.today
        let root = Fixtures.water.lay(WaterSummaryScreen(snapshot))
        let details = FrameProbe.texts(root).filter { $0.hasSuffix("of the day") }
        XCTAssertEqual(details.count, today.hydrationByKind.count, "a block for every kind drunk")
        for (kind, ml) in today.hydrationByKind {
            let share = WaterFormat.percent(Double(ml) / Double(today.hydrationMl))
            XCTAssertTrue(details.contains { $0.hasSuffix("\(share) of the day") }, "\(kind.displayName): \(share) of \(today.hydrationMl) ml in \(details)")
        }
    }

    func testTheMixShowsEveryKindAsARowTheBiggestFirst() throws {
        let snapshot = try Fixtures.water.snapshot()
        let root = Fixtures.water.lay(WaterSummaryScreen(snapshot))
        let kinds = ["Water", "Tea", "Milk", "Juice", "Coffee"]
        let blocks = try kinds.map { try FrameProbe.one($0, in: root) }
        XCTAssertEqual(blocks.map(\.frame.role), Array(repeating: .row, count: kinds.count))
        XCTAssertEqual(blocks.map(\.rect.minY), blocks.map(\.rect.minY).sorted(), "the biggest share first")
        XCTAssertEqual(FrameProbe.texts(root).filter { $0.hasPrefix("+") }, [], "no \"+N more kinds\"")
    }

    func testADayShortOfItsGoalSaysHowMuchIsLeft() throws {
        let undone = try Fixtures.water.snapshot()
        let texts = FrameProbe.texts(Fixtures.water.lay(WaterSummaryScreen(undone)))
        XCTAssertTrue(texts.contains("Almost"))
        XCTAssertTrue(texts.contains("175 ml to go"))
    }
}

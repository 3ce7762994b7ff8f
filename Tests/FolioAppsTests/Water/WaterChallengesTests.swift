import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

final class WaterChallengesTests: XCTestCase {
    func testJoinedChallengesFillTheirMascotsOverThePagesOfTiles() throws {
        let snapshot = try Fixtures.water.goalMetDay()
        let root = Fixtures.water.lay(WaterChallengesScreen(snapshot))
        let joined = snapshot.challenges(in: .joined)
        for challenge in joined { XCTAssertEqual(try FrameProbe.one(challenge.title, in: root).frame.role, .mascot) }
        XCTAssertTrue(FrameProbe.texts(root).contains("5 of 7 days"), "the soda-free week under way: days kept of the seven it asks")
        XCTAssertTrue(FrameProbe.texts(root).contains("6 of 7 days"))
        for title in ["Available", "Joined", "Finished"] { XCTAssertTrue(try FrameProbe.one(title, in: root).frame.isTapTarget) }
        let tiles = try snapshot.challenges(in: .available).map { try FrameProbe.one($0.title, in: root) }
        for tile in tiles {
            XCTAssertEqual(tile.frame.role, .tile)
            XCTAssertTrue(tile.frame.isTapTarget, "tap a tile to join it")
        }
        XCTAssertEqual(tiles[0].rect.minY, tiles[1].rect.minY, accuracy: 1e-9, "two tiles a row")
        XCTAssertLessThan(tiles[0].rect.maxX, tiles[1].rect.minX)
        XCTAssertGreaterThan(tiles[2].rect.minY, tiles[0].rect.maxY)
    }

    /// A challenge of days says the days kept of the days it asks and the days left; a count, the
    /// drinks of the target and how many to go.
    func testProgressSaysDaysDoneOfTheTargetAndDaysLeft() {
        let week = ChallengeProgress(state: .joined, done: 6, target: 7, daysSoFar: 6)
        XCTAssertEqual(week.text, "6 of 7 days")
        XCTAssertEqual(week.left, "1 day left")
        let started = ChallengeProgress(state: .joined, done: 2, target: 7, daysSoFar: 5)
        XCTAssertEqual(started.text, "2 of 7 days", "a run started again: the days of this run, of the seven")
        XCTAssertEqual(started.left, "5 days left")
        let tea = ChallengeProgress(state: .joined, done: 4, target: 10)
        XCTAssertEqual(tea.text, "4 of 10")
        XCTAssertEqual(tea.left, "6 to go")
    }

    func testEveryChallengeAndEveryDrinkHasItsOwnIcon() throws {
        let snapshot = try Fixtures.water.snapshot()
        let icons = snapshot.challenges.map(\.icon)
        XCTAssertEqual(Set(icons).count, icons.count, "one icon per challenge: \(icons.map(\.rawValue))")
        XCTAssertEqual(Set(DrinkKind.allCases.map(\.icon)).count, DrinkKind.allCases.count, "one icon per drink")
    }

    func testTheFinishedPageIsHonestlyEmpty() throws {
        let snapshot = try Fixtures.water.snapshot()
        XCTAssertEqual(snapshot.challenges(in: .finished), [])
        let root = Fixtures.water.lay(WaterChallengesScreen(snapshot, position: 2))
        XCTAssertEqual(try FrameProbe.one("Finished empty", in: root).frame.role, .card)
        XCTAssertTrue(FrameProbe.texts(root).contains("Nothing finished yet"))
        XCTAssertTrue(FrameProbe.named("Available page", in: root).isEmpty, "only the Finished page is in view")
    }

    func testAChallengeTakesTheColourOfItsDrink() throws {
        let snapshot = try Fixtures.water.snapshot()
        let kinds = Dictionary(uniqueKeysWithValues: snapshot.challenges.map { ($0.id, $0.tintDrink) })
        XCTAssertEqual(kinds["tea-time"], .tea)
        XCTAssertEqual(kinds["soda-free-week"], .soda)
        XCTAssertEqual(kinds["seven-day-splash"], .water)
    }

    func testTheWeekTicksTheDaysEachJoinedChallengeCounted() throws {
        let snapshot = try Fixtures.water.goalMetDay()
        let root = Fixtures.water.lay(WaterChallengesScreen(snapshot))
        let week = try FrameProbe.one("This week", in: root)
        XCTAssertEqual(week.frame.role, .card)
        let tabs = try FrameProbe.one("pages", in: root)
        let mascot = try FrameProbe.one("Seven-Day Splash", in: root)
        XCTAssertGreaterThan(week.rect.minY, mascot.rect.maxY, "the week sits under the joined challenges' mascots")
        XCTAssertLessThan(week.rect.maxY, tabs.rect.minY, "over the pages, which end the scroll")
        for title in ["Seven-Day Splash", "Soda-Free Week"] {
            let row = try FrameProbe.one("\(title) week", in: root)
            let marks = FrameProbe.frames(row.frame).compactMap(\.frame.name).filter { ["counted", "open", "after", "before", "missed", "empty"].contains($0.split(separator: " ").first.map(String.init) ?? "") }
            XCTAssertEqual(marks, ["counted", "counted", "counted", "counted", "counted today", "after", "after"], title)
        }
        XCTAssertNotEqual(Set(snapshot.challenges.map(\.icon)).count, 1)
    }

    func testAFinishedChallengeShowsOnTheFinishedPageWithItsDay() throws {
        let stress = try Fixtures.water.stress()
        let finished = stress.challenges(in: .finished)
        XCTAssertEqual(finished.map(\.id), ["early"])
        let root = Fixtures.water.lay(WaterChallengesScreen(stress, position: 2))
        XCTAssertEqual(try FrameProbe.one(finished[0].title, in: root).frame.role, .tile)
        XCTAssertTrue(FrameProbe.texts(root).contains("Finished Nov 27"))
    }

    func testEveryChallengeIsATileOnItsPageAndEveryJoinedOneAMascot() throws {
        let stress = try Fixtures.water.stress()
        let root = Fixtures.water.lay(WaterChallengesScreen(stress))
        let page = try FrameProbe.one("Available page", in: root).frame
        let available = stress.challenges(in: .available).map(\.title)
        let tiles = FrameProbe.frames(page).filter { $0.frame.role == .tile && available.contains($0.frame.name ?? "") }
        XCTAssertEqual(tiles.map(\.frame.name), available, "every available challenge, in order, none counted away")
        let joined = stress.challenges(in: .joined).map(\.title)
        XCTAssertEqual(FrameProbe.frames(root).filter { $0.frame.role == .mascot && $0.frame.name != "llama" }.map(\.frame.name), joined,
                       "a mascot for each joined one")
        let rows = FrameProbe.frames(root).filter { $0.frame.role == .row }.map(\.frame.name)
        XCTAssertEqual(rows, joined.map { "\($0) week" }, "and a row of its week")
        XCTAssertEqual(FrameProbe.texts(root).filter { $0.hasPrefix("+") }, [], "no \"+N more\"")
    }

    /// A small phone shows less of the same scroll: the same tiles, mascots and rows on each.
    func testTheStressSnapshotShowsTheSameContentOnEveryPhone() throws {
        let stress = try Fixtures.water.stress()
        for position in [0.0, 1, 2] {
            let names = [Device.se, .iPhone, .proMax].map { device in
                FrameProbe.frames(Fixtures.water.lay(WaterChallengesScreen(stress, position: position), device: device))
                    .filter { [.tile, .card, .row, .mascot].contains($0.frame.role) }.compactMap(\.frame.name)
            }
            XCTAssertFalse(names[0].isEmpty)
            XCTAssertEqual(names[0], names[1], "page \(position): the SE as the iPhone")
            XCTAssertEqual(names[2], names[1], "page \(position): the Pro Max as the iPhone")
        }
    }
}

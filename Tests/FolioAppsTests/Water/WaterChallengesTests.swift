import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

final class WaterChallengesTests: XCTestCase {
    func testJoinedChallengesFillTheirMascotsOverThePagesOfTiles() throws {
        let snapshot = try Fixtures.water.snapshot()
        let root = Fixtures.water.lay(WaterChallengesScreen(snapshot))
        let joined = snapshot.challenges(in: .joined)
        for challenge in joined { XCTAssertEqual(try FrameProbe.one(challenge.title, in: root).frame.role, .mascot) }
        XCTAssertTrue(FrameProbe.texts(root).contains("4 of 7"))
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

    func testEveryChallengeHasItsOwnIconAndDrinksAreDrawnVessels() throws {
        let snapshot = try Fixtures.water.snapshot()
        let icons = snapshot.challenges.map(\.icon)
        XCTAssertEqual(Set(icons).count, icons.count, "one icon per challenge: \(icons.map(\.rawValue))")
        for kind in DrinkKind.allCases { XCTAssertNotNil(kind.icon.drawing, "\(kind.displayName) drawn as its vessel") }
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
        let kinds = Dictionary(uniqueKeysWithValues: snapshot.challenges.map { ($0.id, $0.drink) })
        XCTAssertEqual(kinds["tea-time"], .tea)
        XCTAssertEqual(kinds["soda-free-week"], .soda)
        XCTAssertEqual(kinds["seven-day-splash"], .water)
    }

    func testLongPagesEndInAMoreLine() throws {
        let stress = try Fixtures.water.stress()
        let available = stress.challenges(in: .available)
        let root = Fixtures.water.lay(WaterChallengesScreen(stress))
        XCTAssertTrue(FrameProbe.texts(root).contains("+\(available.count - WaterChallengesScreen.tilesPerPage) more"))
        XCTAssertTrue(FrameProbe.texts(root).contains("+\(stress.challenges(in: .joined).count - WaterChallengesScreen.mascotsShown)"))
    }
}

import FolioAppsTestSupport
import FolioTestSupport
import FolioDomain
import FolioLayout
import XCTest
@testable import FolioApps

final class PetStressTests: XCTestCase {
    func testTheStressFixtureIsAsHostileAsPromised() throws {
        let stress = try PetFixture.fixture("stress.json")
        XCTAssertEqual(stress.goals.count, 40)
        XCTAssertEqual(stress.goals.map(\.title.count).max(), 200)
        XCTAssertTrue(stress.friends.contains { $0.name.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } }, "an Arabic name")
        XCTAssertTrue(stress.friends.contains { $0.name.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) } }, "a Japanese name")
        XCTAssertTrue(stress.history.contains { $0.kept.isEmpty && !$0.repaired }, "an empty day in the history")
        XCTAssertEqual(stress.energy, stress.companion.capacity, "more goals done than energy can hold")
        let empty = try PetFixture.fixture("empty-day.json")
        XCTAssertTrue(empty.goals.isEmpty && empty.friends.isEmpty && empty.checkIns.isEmpty)
    }

    func testEveryScreenLaysOutTheHostileDaysWithoutALintFinding() throws {
        for name in ["stress.json", "empty-day.json"] {
            let snapshot = try PetFixture.fixture(name)
            for screen in PetFixture.screens {
                for appearance in Appearance.allCases {
                    for device in [Device.iPhone, .se] {
                        let frame = PetFixture.screen(PetFixture.view(screen.id, snapshot), appearance, drawsCJK: true, device: device)
                        let findings = lint(frame, theme: Theme(app: .pet, appearance: appearance))
                        XCTAssertEqual(findings.map(\.description), [], "\(name) \(screen.id) \(appearance) \(device.name)")
                    }
                }
            }
        }
    }

    func testFortyGoalsAreAllListedAndTheLongTitleIsCut() throws {
        let stress = try PetFixture.fixture("stress.json")
        let frame = PetFixture.screen(PetHomeScreen(stress), drawsCJK: true)
        let shown = stress.goals.filter { !FrameProbe.named($0.title, in: frame).isEmpty }
        XCTAssertEqual(shown.count, stress.goals.count, "every goal is a row of the scroll")
        XCTAssertEqual(FrameProbe.names(startingWith: "+", in: frame), [])
        let long = try XCTUnwrap(stress.goals.first { $0.title.count == 200 })
        let tile = try XCTUnwrap(PetFixture.one(long.title, in: frame)?.frame)
        let truncated = FrameProbe.frames(tile).contains { entry in
            if case .text(let t) = entry.frame.item { return t.string == long.title && t.metrics.isTruncated }
            return false
        }
        XCTAssertTrue(truncated, "the 200-character title ends in an ellipsis")
    }

    func testNamesInAnyScriptReachTheFriendsScreen() throws {
        let stress = try PetFixture.fixture("stress.json")
        let frame = PetFixture.screen(PetFriendsScreen(stress), drawsCJK: true)
        let buddy = try XCTUnwrap(stress.buddy)
        XCTAssertTrue(FrameProbe.texts(frame).contains(buddy.name))
        XCTAssertNotNil(PetFixture.one("\(buddy.name)'s check open", in: frame))
        for friend in stress.friends { XCTAssertEqual(FrameProbe.named(friend.name, in: frame).filter { $0.frame.role == .row }.count, 1, friend.name) }
        XCTAssertEqual(FrameProbe.names(startingWith: "+", in: frame), [], "every friend a row, none counted away")
    }

    func testAnEmptyDayInvitesTheFirstGoal() throws {
        let empty = try PetFixture.fixture("empty-day.json")
        let home = PetFixture.screen(PetHomeScreen(empty))
        XCTAssertNotNil(PetFixture.one("no goals", in: home))
        XCTAssertEqual(PetHomeModel(empty).speech, "Let's plan a kind day. Tap + to add a goal.")
        XCTAssertNotNil(PetFixture.one("no goal buddy", in: PetFixture.screen(PetFriendsScreen(empty))))
        XCTAssertEqual(StreakHero(streak: 0, reveal: 1).line, "Every streak starts with a single day")
    }
}

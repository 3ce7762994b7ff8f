import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest
@testable import FolioApps

final class PetStoryTests: XCTestCase {
    private func story(_ id: String) throws -> StoryEntry {
        try XCTUnwrap(AppDefinition.pet.stories.first { $0.id == id }, id)
    }

    private func state(_ id: String) throws -> PetSnapshot {
        try XCTUnwrap(try story(id).snapshot(from: PetFixture.snapshot()) as? PetSnapshot, id)
    }

    private func frame(_ id: String) throws -> Frame {
        PetFixture.screen(try XCTUnwrap(try story(id).view(for: PetFixture.snapshot()), id))
    }

    /// Every state DESIGN.md lists for the app, in the order of its seed, each with a caption; a
    /// screen's first story is its default, the bundled day as it is.
    func testEveryStoryTheDesignListsIsDeclaredAndEachDefaultIsTheDayAsItIs() throws {
        XCTAssertEqual(AppDefinition.pet.stories.map(\.id), [
            "pet.home:at-home", "pet.home:setting-off", "pet.home:away",
            "pet.checkin:before", "pet.checkin:good", "pet.checkin:low-day", "pet.checkin:confirmed",
            "pet.adventure:back", "pet.adventure:underway",
            "pet.friends:buddies", "pet.friends:encouraged",
            "pet.progress:month",
            "pet.streak:thirty", "pet.streak:repaired",
            "pet.add-goal:empty", "pet.add-goal:filled",
        ])
        for story in AppDefinition.pet.stories { XCTAssertFalse(story.caption.isEmpty, story.id) }
        let snapshot = try PetFixture.snapshot()
        for screen in PetFixture.screens {
            let first = try XCTUnwrap(AppDefinition.pet.stories.first { $0.screenID == screen.id }, "\(screen.id) has a story")
            XCTAssertEqual(try first.snapshot(from: snapshot) as? PetSnapshot, snapshot, "\(first.id) is the day as it is")
            XCTAssertEqual(PetFixture.screen(try XCTUnwrap(try first.view(for: snapshot))),
                           PetFixture.screen(PetFixture.view(screen.id, snapshot)), "\(first.id) draws the bare \(screen.id)")
        }
    }

    /// One story across the screens: at home with 40 of 50 and back from Mossy Hollow; full and
    /// packed; away four hours on the trail, the same day on Home and on the adventure.
    func testTheStoriesTellOneStory() throws {
        let home = try state("pet.home:at-home")
        XCTAssertFalse(home.isCompanionAway)
        XCTAssertEqual([home.energy, home.companion.capacity], [40, 50])
        XCTAssertEqual(home.adventure.status, .back)
        XCTAssertEqual(home.adventure.finds.count, 4)
        XCTAssertNil(home.todaysCheckIn, "no check-in yet: the heart is still to tap")

        let full = try state("pet.home:setting-off")
        XCTAssertTrue(full.isEnergyFull && full.canDepart)
        XCTAssertEqual(full.goals.filter { !$0.done }.map(\.title), ["Lights out by eleven"], "Brush teeth and Read ten pages ticked")

        let away = try state("pet.home:away")
        XCTAssertEqual(try state("pet.adventure:underway"), away, "Home and the adventure show the same trip")
        XCTAssertTrue(away.isCompanionAway)
        XCTAssertEqual(away.time.description, "22:40")
        XCTAssertEqual(away.adventure.reachedStops.map(\.name), ["Garden Gate", "Puddle Bridge"])
        XCTAssertEqual(away.adventure.finds.map(\.title), ["A tiny speckled mushroom", "A spiral snail shell"])

        XCTAssertEqual(try state("pet.checkin:confirmed").todaysCheckIn?.mood, .good)
        XCTAssertEqual(try state("pet.friends:encouraged").buddy?.encouragement.last?.text, PetFriendsScreen.cheer)
        let repaired = try state("pet.streak:repaired")
        XCTAssertEqual([home.currentStreak, repaired.currentStreak], [30, 32], "Oct 28 filled in joins the streak to Oct 27")
        XCTAssertEqual([home.streakRepairsLeft, repaired.streakRepairsLeft], [2, 1])
    }

    func testEveryStoryShowsItsState() throws {
        XCTAssertNotNil(PetFixture.one("Biscuit", in: try frame("pet.home:at-home")))
        XCTAssertEqual(FrameProbe.named("bubble", in: try frame("pet.home:at-home")).count, 1, "talking in its bubble")
        XCTAssertNotNil(PetFixture.one("energy 50 of 50", in: try frame("pet.home:setting-off")))
        XCTAssertNotNil(PetFixture.one("Biscuit's empty spot", in: try frame("pet.home:away")))
        XCTAssertNotNil(PetFixture.one("Biscuit's postcard", in: try frame("pet.home:away")))
        XCTAssertEqual(FrameProbe.named("filter rail", in: try frame("pet.checkin:low-day")).count, 1, "first aid opened")
        XCTAssertTrue(FrameProbe.texts(try frame("pet.checkin:confirmed")).contains("Checked in"))
        XCTAssertNotNil(PetFixture.one("home again", in: try frame("pet.adventure:back")))
        XCTAssertNotNil(PetFixture.one("timer dial", in: try frame("pet.adventure:underway")))
        XCTAssertNotNil(PetFixture.one("toast", in: try frame("pet.friends:encouraged")))
        XCTAssertEqual(FrameProbe.named("repaired", in: try frame("pet.streak:thirty")).count, 1, "Nov 14, repaired before")
        XCTAssertEqual(FrameProbe.named("repaired", in: try frame("pet.streak:repaired")).count, 2, "and Oct 28 now")
        XCTAssertTrue(FrameProbe.texts(try frame("pet.add-goal:filled")).contains("Stretch before bed"))
    }
}

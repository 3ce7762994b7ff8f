import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioPieces
import FolioTestSupport
import XCTest
@testable import FolioApps

/// The third craft pass's Self-Care Pet rules, on values and frame-tree numbers: the mood said one
/// way and drawn calmly, the streak's number said once, the dial's word clear of its ticks, the fan's
/// back cards without peeking letters, light inline buttons on Friends, the check-in's time of day
/// from the snapshot's clock, and no field focused without a keyboard.
final class PetCraftTests: XCTestCase {
    /// The bundled month: 27 check-ins averaging 88 / 27 = 3.26, 11 good and 2 great. The words
    /// follow the average (okay), not the most common face ("Mostly good").
    func testProgressSaysTheMonthsMoodByTheAverageTheReportUses() throws {
        let snapshot = try PetFixture.snapshot()
        let model = ProgressModel(snapshot)
        XCTAssertEqual(model.mood.checkIns.count, 27)
        XCTAssertEqual(try XCTUnwrap(model.mood.averageScore), 88.0 / 27, accuracy: 1e-9)
        XCTAssertEqual(model.moodHeadline, "Okay on average")
        XCTAssertEqual(model.moodDetail, "13 of 27 check-ins good or great")
        let texts = FrameProbe.texts(PetFixture.screen(PetProgressScreen(snapshot)))
        XCTAssertTrue(texts.contains("Okay on average"), "\(texts)")
        XCTAssertFalse(texts.contains { $0.hasPrefix("Mostly") })
        // The weekly report's mood page says the week's and the month's mood by the same rule.
        let week = PetWeek(snapshot, week: snapshot.currentWeek)
        XCTAssertEqual(PetFormat.moodHeadline(week.month), "\(try XCTUnwrap(week.month.averageMood).face.title) on average")
        XCTAssertEqual(PetFormat.moodHeadline(snapshot.moodSummary(from: snapshot.date.adding(days: -29), through: snapshot.date)),
                       model.moodHeadline)
    }

    /// The month's line is the weekly rolling average: it stays between bad and good where the days
    /// swing from awful to great, and the check-ins are dots at their own moods.
    func testTheMoodLineIsAWeeklyRollingAverageNotTheDailySwing() throws {
        let snapshot = try PetFixture.snapshot()
        let days = ProgressModel(snapshot).moodDays
        let averages = days.compactMap(\.average), moods = days.compactMap(\.mood).map(\.score)
        XCTAssertEqual(averages.count, 30, "every day of the month has a check-in in its week")
        XCTAssertEqual((moods.max() ?? 0) - (moods.min() ?? 0), 4, "the days run from awful to great")
        XCTAssertLessThan((averages.max() ?? 0) - (averages.min() ?? 0), 1.2, "the line stays calm")
        XCTAssertEqual(try XCTUnwrap(averages.last), 3.0, accuracy: 1e-9, "Nov 21–27: good, bad, bad, okay, okay, good")
        XCTAssertEqual(days.compactMap(\.label), ["Oct 30", "Nov 6", "Nov 13", "Nov 20", "Today"])
        let chart = try XCTUnwrap(PetFixture.one("mood trend", in: PetFixture.screen(PetProgressScreen(snapshot)))?.frame)
        XCTAssertEqual(FrameProbe.named("check-in", in: chart).count, 27)
        XCTAssertEqual(FrameProbe.named("weekly average", in: chart).count, 1, "one unbroken line")
    }

    /// The streak's number is said once, in the glow; the line over it and the repairs card say
    /// what it means without repeating a count.
    func testTheStreakSaysItsNumberOnce() throws {
        let snapshot = try PetFixture.snapshot()
        let texts = FrameProbe.texts(PetFixture.screen(PetStreakScreen(snapshot)))
        XCTAssertEqual(texts.filter { $0.contains("30") }, ["30"], "\(texts)")
        XCTAssertFalse(texts.contains { $0.contains("day streak") })
        XCTAssertTrue(texts.contains("days in a row"))
        XCTAssertEqual(texts.filter { $0 == "2" || $0.contains("2 repairs") }, ["2 repairs left"])
        XCTAssertTrue(texts.contains("5 days so far"), "the week is not over on a Friday: \(texts)")
        XCTAssertEqual(StreakHero(streak: 1, reveal: 1).caption, "day in a row")
    }

    /// The word under the ring's time sits inside the ticks: its farthest corner from the dial's
    /// centre is nearer than the long ticks' inner ends (0.30075 of the diameter: the ring's radius
    /// less its width and a quarter, the ticks' start and a long tick's length).
    func testTheDialsWordIsClearOfItsTicks() throws {
        let snapshot = try PetStoryStates.away(try PetFixture.snapshot())
        for device in [Device.iPhone, .se] {
            let frame = PetFixture.screen(PetAdventureScreen(snapshot), device: device)
            let dial = try XCTUnwrap(PetFixture.one("timer dial", in: frame)?.rect)
            let label = try XCTUnwrap(FrameProbe.frames(frame).first {
                if case .text(let t) = $0.frame.item { return t.string == PetAdventureScreen.dialLabel(isAway: true) }
                return false
            }?.rect)
            let dx = max(abs(label.minX - dial.midX), abs(label.maxX - dial.midX))
            let dy = max(abs(label.minY - dial.midY), abs(label.maxY - dial.midY))
            let farthest = (dx * dx + dy * dy).squareRoot()
            XCTAssertLessThan(farthest, 0.30075 * dial.width - 3, "\(device.name): the word touches the ticks")
            XCTAssertTrue(FrameProbe.texts(frame).contains("Tomorrow, 6:40\u{202F}AM"), "\(device.name): when it is back, whole")
        }
        // The scene's title is whole on the narrowest phone, clear of the moon.
        let back = PetFixture.screen(PetAdventureScreen(try PetFixture.snapshot()), device: .se)
        let title = try XCTUnwrap(FrameProbe.frames(back).first {
            if case .text(let t) = $0.frame.item { return t.string == "Back from Mossy Hollow" }
            return false
        })
        if case .text(let t) = title.frame.item { XCTAssertFalse(t.metrics.isTruncated, "the title is cut on the SE") }
    }

    /// Only the front card of the finds' fan carries words: the cards behind show their icon, so
    /// no letter of their titles peeks past the front card's edge.
    func testOnlyTheFrontFindCardCarriesWords() throws {
        let frame = PetFixture.screen(FindsSheet(try PetFixture.snapshot()))
        let fan = try XCTUnwrap(PetFixture.one("fan stack", in: frame)?.frame)
        let front = try XCTUnwrap(PetFixture.one("front card", in: fan)?.frame)
        XCTAssertEqual(FrameProbe.texts(front), ["An acorn cap, just the right size for a hat", "from Old Owl Oak"])
        for n in 2...4 {
            let card = try XCTUnwrap(PetFixture.one("card \(n)", in: fan)?.frame)
            XCTAssertEqual(FrameProbe.texts(card), [], "card \(n)")
            XCTAssertEqual(FrameProbe.frames(card).filter { if case .icon = $0.frame.item { return true }; return false }.count, 1)
        }
    }

    /// Friends' actions are light and inline: a 34 pt tinted circle or pill in a 44 pt touch, with
    /// no shadow — not raised accent buttons in a card.
    func testFriendsActionsAreLightInlineButtons() throws {
        let snapshot = try PetFixture.snapshot()
        let frame = PetFixture.screen(PetFriendsScreen(snapshot))
        for name in ["Cheer on"] + snapshot.friends.map({ "Send vibes to \($0.name)" }) {
            let button = try XCTUnwrap(PetFixture.one(name, in: frame))
            XCTAssertEqual(button.rect.height, 44, accuracy: 0.01, name)
            let shapes = FrameProbe.frames(button.frame).filter { if case .shape = $0.frame.item { return true }; return false }
            XCTAssertEqual(shapes.map(\.rect.height), [TintedButton.side], "\(name): one light wash, drawn 34 pt")
            let effects = FrameProbe.frames(button.frame).flatMap { entry -> [Effect] in
                if case .group(let g) = entry.frame.item { return g.effects }
                return []
            }
            XCTAssertEqual(effects, [], "\(name) casts no shadow")
        }
    }

    /// The check-in names the part of the day from the snapshot's clock: the bundled day is at
    /// 18:40, Friday evening; the same day at 08:10 is Friday morning.
    func testTheCheckInsTimeOfDayComesFromTheSnapshotsTime() throws {
        var snapshot = try PetFixture.snapshot()
        XCTAssertTrue(FrameProbe.texts(PetFixture.screen(PetCheckInScreen(snapshot))).contains("Friday evening · Nov 27"))
        snapshot.time = try XCTUnwrap(LocalTime(hour: 8, minute: 10))
        XCTAssertTrue(FrameProbe.texts(PetFixture.screen(PetCheckInScreen(snapshot))).contains("Friday morning · Nov 27"))
        snapshot.time = try XCTUnwrap(LocalTime(hour: 13, minute: 5))
        XCTAssertTrue(FrameProbe.texts(PetFixture.screen(PetCheckInScreen(snapshot))).contains("Friday afternoon · Nov 27"))
    }

    /// No field is drawn focused while no keyboard is: the add-goal sheet's field rests, with no
    /// caret, empty and filled.
    func testTheAddGoalFieldIsNotShownFocusedWithoutAKeyboard() throws {
        let snapshot = try PetFixture.snapshot()
        for view in [PetAddGoalScreen(snapshot), PetAddGoalScreen(snapshot, draft: PetStoryStates.filledGoal(snapshot))] {
            let field = try XCTUnwrap(PetFixture.one("Goal", in: PetFixture.screen(view))?.frame)
            XCTAssertEqual(FrameProbe.named("caret", in: field).count, 0)
        }
    }
}

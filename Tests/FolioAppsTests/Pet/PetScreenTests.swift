import FolioAppsTestSupport
import FolioTestSupport
import FolioDomain
import FolioLayout
import FolioPieces
import XCTest
@testable import FolioApps

final class PetScreenTests: XCTestCase {
    func testTheSevenScreensAreRegisteredWithTheirPresentation() {
        let screens = PetFixture.screens.map { "\($0.id) \($0.presentation.rawValue)" }
        XCTAssertEqual(screens, ["pet.home tab", "pet.checkin sheet", "pet.adventure pushed", "pet.friends tab", "pet.progress tab",
                                 "pet.streak pushed", "pet.add-goal sheet"])
    }

    func testEveryScreenLintsCleanInLightAndDark() throws {
        let snapshot = try PetFixture.snapshot()
        for screen in PetFixture.screens {
            for appearance in Appearance.allCases {
                let frame = PetFixture.screen(PetFixture.view(screen.id, snapshot), appearance)
                let findings = lint(frame, theme: Theme(app: .pet, appearance: appearance))
                XCTAssertEqual(findings.map(\.description), [], "\(screen.id) \(appearance)")
            }
        }
    }

    func testEveryScreenLintsCleanOnTheSmallAndLargePhones() throws {
        let snapshot = try PetFixture.snapshot()
        for device in [Device.se, .proMax] {
            for screen in PetFixture.screens {
                let frame = PetFixture.screen(PetFixture.view(screen.id, snapshot), device: device)
                XCTAssertEqual(lint(frame, theme: Theme(app: .pet)).map(\.description), [], "\(screen.id) on \(device.name)")
            }
        }
    }

    /// A small phone shows less of the same scroll: every card, tile and row of every screen is on
    /// the SE and the Pro Max as on the iPhone, as tall, the scenes and charts at their full height.
    func testEveryPhoneGetsTheSameContentAtTheSameHeights() throws {
        let snapshot = try PetFixture.snapshot()
        for screen in PetFixture.screens {
            let content = [Device.se, .iPhone, .proMax].map { device in
                FrameProbe.frames(PetFixture.screen(PetFixture.view(screen.id, snapshot), device: device))
                    .filter { [.card, .tile, .row, .chart, .mascot].contains($0.frame.role) }
                    .map { "\($0.frame.name ?? "\($0.frame.role)") \(($0.rect.height * 10).rounded() / 10)" }
            }
            XCTAssertFalse(content[1].isEmpty, screen.id)
            XCTAssertEqual(content[0], content[1], "\(screen.id): the SE as the iPhone")
            XCTAssertEqual(content[2], content[1], "\(screen.id): the Pro Max as the iPhone")
        }
        let small = PetFixture.screen(PetAdventureScreen(snapshot), device: .se)
        XCTAssertEqual(PetFixture.one("adventure scene", in: small)?.rect.height ?? 0, AdventureScene.idealHeight, accuracy: 0.01)
    }

    func testTheTabScreensSitOnTheDockAndThePushedOnesHaveABackButton() throws {
        let snapshot = try PetFixture.snapshot()
        for screen in PetFixture.screens {
            let frame = PetFixture.screen(PetFixture.view(screen.id, snapshot))
            let dock = FrameProbe.named("dock", in: frame).count, back = FrameProbe.named("Back", in: frame).count
            switch screen.presentation {
            case .tab: XCTAssertEqual([dock, back], [1, 0], screen.id)
            case .pushed: XCTAssertEqual([dock, back], [0, 1], screen.id)
            case .sheet:
                XCTAssertEqual(FrameProbe.named("sheet", in: frame).count, 1, screen.id)
                XCTAssertEqual(FrameProbe.named("grabber", in: frame).count, 1, screen.id)
            }
        }
    }

    func testCheckInShowsTheFiveFacesTheWordsAndFirstAid() throws {
        let snapshot = try PetFixture.snapshot()
        let frame = PetFixture.screen(PetCheckInScreen(snapshot))
        for face in ["Awful", "Bad", "Okay", "Good", "Great"] {
            let found = PetFixture.one(face, in: frame)
            XCTAssertEqual(found?.frame.isTapTarget, true, face)
        }
        XCTAssertEqual(CheckInDraft.starterWords.filter { FrameProbe.named($0.capitalizedFirst, in: frame).count == 1 }.count, 6)
        XCTAssertNotNil(PetFixture.one("first aid", in: frame))
        XCTAssertTrue(FrameProbe.texts(frame).contains("First aid for low days"))
        XCTAssertEqual(FrameProbe.named("filter rail", in: frame).count, 0, "first aid stays folded until a low face is picked")

        let low = PetFixture.screen(PetCheckInScreen(snapshot, draft: CheckInDraft(mood: .bad, words: ["tired"])))
        XCTAssertEqual(FrameProbe.named("filter rail", in: low).count, 1)
        let aid = try XCTUnwrap(PetFixture.one("first aid", in: low)?.frame)
        for title in FirstAid.all.map(\.title) { XCTAssertEqual(FrameProbe.named(title, in: aid).count, 1, title) }
        XCTAssertEqual(FrameProbe.named("Tired", in: low).count, 1, "a bad face offers its own words")
    }

    func testChoosingAFactorNeverMovesItAndTheRailRunsToTheScreenEdge() throws {
        XCTAssertEqual(Set(CheckInDraft.factorOrder), Set(MoodFactor.allCases))
        XCTAssertEqual(CheckInDraft.factorOrder.count, MoodFactor.allCases.count, "each factor once")
        let snapshot = try PetFixture.snapshot()
        let before = PetFixture.screen(PetCheckInScreen(snapshot, draft: CheckInDraft(mood: .good)))
        let after = PetFixture.screen(PetCheckInScreen(snapshot, draft: CheckInDraft(mood: .good, factors: [.friends, .money])))
        let rail = try XCTUnwrap(PetFixture.one("chip rail", in: before)).rect
        func chip(_ title: String, in root: Frame) throws -> Rect {
            try XCTUnwrap(FrameProbe.named(title, in: root).first { abs($0.rect.midY - rail.midY) < rail.height / 2 }, title).rect
        }
        for factor in MoodFactor.allCases {
            let (was, now) = (try chip(factor.title, in: before), try chip(factor.title, in: after))
            XCTAssertEqual(was.minX, now.minX, accuracy: 1e-9, "\(factor.title) stays where it was when chosen")
        }
        let strip = try XCTUnwrap(FrameProbe.frames(before).first { entry in
            guard case .group(let g) = entry.frame.item, g.clip == .rect else { return false }
            return abs(entry.rect.midY - rail.midY) < 1 && entry.rect.height <= rail.height + 1e-9
        }, "the rail's clipped strip")
        XCTAssertEqual(strip.rect.minX, 0, accuracy: 1e-9, "the rail runs to the screen's leading edge")
        XCTAssertEqual(strip.rect.maxX, 393, accuracy: 1e-9, "and to its trailing edge, where it fades")
        let first = try chip(CheckInDraft.factorOrder[0].title, in: before)
        XCTAssertEqual(first.minX, rail.minX, accuracy: 1e-9, "the first chip lines up with the content")
    }

    func testAdventureSceneAndCardsStandOnOneColumn() throws {
        let frame = PetFixture.screen(PetAdventureScreen(try PetStoryStates.away(PetFixture.snapshot())))
        let scene = try XCTUnwrap(PetFixture.one("adventure scene", in: frame)).rect
        let dial = try XCTUnwrap(PetFixture.one("time until back", in: frame)).rect
        let finds = try XCTUnwrap(PetFixture.one("finds", in: frame)).rect
        XCTAssertEqual(scene.minX, 20, accuracy: 0.01, "the scene on the screen's margin")
        for card in [dial, finds] {
            XCTAssertEqual(card.minX, scene.minX, accuracy: 0.01, "each card under the scene's leading edge")
            XCTAssertEqual(card.maxX, scene.maxX, accuracy: 0.01, "and its trailing edge")
        }
        XCTAssertEqual(dial.minY - scene.maxY, PetStyle.sectionGap, accuracy: 0.01, "the ring of time right under the scene")
        XCTAssertEqual(finds.minY - dial.maxY, PetStyle.sectionGap, accuracy: 0.01, "the finds under the ring")
        XCTAssertEqual(try XCTUnwrap(PetFixture.one("timer dial", in: frame)).rect.width, PetAdventureScreen.dialDiameter, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(PetFixture.one("navigation bar", in: frame)).rect.minX, 0, accuracy: 0.01, "nothing pushes the bar aside")
    }

    func testNoStarTwinklesBehindTheAdventuresTitle() throws {
        let snapshot = try PetFixture.snapshot()
        let model = AdventureModel(snapshot)
        for appearance in [Appearance.light, .dark] {
            let frame = PetFixture.screen(PetAdventureScreen(snapshot), appearance)
            let stars = FrameProbe.named("star", in: frame)
            XCTAssertFalse(stars.isEmpty, "\(appearance): an evening sky has stars")
            for line in [model.headline, model.subline] {
                let text = try XCTUnwrap(FrameProbe.frames(frame).first { entry in
                    if case .text(let t) = entry.frame.item { return t.string == line }
                    return false
                }, line).rect
                for star in stars {
                    guard case .shape(let shape) = star.frame.item, case .path(let path) = shape.shape else { continue }
                    let mark = path.controlBounds.offsetBy(dx: star.rect.minX, dy: star.rect.minY)
                    XCTAssertNil(mark.intersection(text), "\(appearance): a star on \"\(line)\"")
                }
            }
        }
    }

    func testAdventureShowsTheRingTheGlassStopsAndTheFinds() throws {
        let home = try PetFixture.snapshot()
        let back = PetFixture.screen(PetAdventureScreen(home))
        XCTAssertNotNil(PetFixture.one("home again", in: back), "back home: a house where the ring was")
        XCTAssertTrue(FrameProbe.texts(back).contains("Yesterday, 7:05\u{202F}PM"), "when it set off")
        XCTAssertTrue(FrameProbe.texts(back).contains("7:05\u{202F}AM"), "and came home this morning")
        let snapshot = try PetStoryStates.away(home)
        let model = AdventureModel(snapshot)
        XCTAssertEqual(model.time.remaining, 8 * 60 * 60, "set off at 18:40 for twelve hours, it is 22:40")
        XCTAssertEqual(model.time.total, 12 * 60 * 60)
        let frame = PetFixture.screen(PetAdventureScreen(snapshot))
        XCTAssertNotNil(PetFixture.one("timer dial", in: frame))
        XCTAssertTrue(FrameProbe.texts(frame).contains("8h"), "the Timer Dial reads long durations without seconds")
        XCTAssertTrue(FrameProbe.texts(frame).contains("Tomorrow, 6:40\u{202F}AM"), "back by the morning")
        for stop in snapshot.adventure.route { XCTAssertNotNil(PetFixture.one(stop.name, in: frame), stop.name) }
        XCTAssertEqual(model.trailCurrent, 2, "two stops reached, heading for Bramble Path")
        // What Biscuit found, latest first, each title whole (wrapped, never cut) over its stop, with
        // the icon its words name.
        let finds = snapshot.adventure.finds.reversed().map(\.title)
        let rows = FrameProbe.frames(frame).filter { finds.contains($0.frame.name ?? "") }
        XCTAssertEqual(rows.map(\.frame.name), finds, "every find listed, the latest first")
        for (row, title) in zip(rows, finds) {
            var strings: [String] = [], cut: [String] = [], icons: [String] = []
            row.frame.walk { f, _, _ in
                if case .text(let t) = f.item { strings.append(t.string); if t.metrics.isTruncated { cut.append(t.string) } }
                if case .icon(let i) = f.item { icons.append(i.icon.rawValue) }
            }
            XCTAssertEqual(cut, [], "\(title) is not truncated")
            XCTAssertEqual(strings.first, title)
            XCTAssertEqual(icons, [AdventureModel.icon(forFind: title).rawValue], title)
        }
        XCTAssertEqual(AdventureModel.icon(forFind: "An acorn cap, just the right size for a hat"), .acorn)
        XCTAssertEqual(AdventureModel.icon(forFind: "A smooth river pebble"), .pebble)
        XCTAssertNotNil(PetFixture.one("Biscuit", in: frame))
    }

    func testALongRouteKeepsFiveStopsAroundTheOneBeingHeadedFor() throws {
        var snapshot = try PetFixture.snapshot()
        snapshot.adventure.route = (0..<9).map { RouteStop(id: "s\($0)", name: "Stop \($0)", reached: $0 < 6) }
        snapshot.adventure.finds = []
        let model = AdventureModel(snapshot)
        XCTAssertEqual(model.trailStops.map(\.title), ["Stop 4", "Stop 5", "Stop 6", "Stop 7", "Stop 8"])
        XCTAssertEqual(model.trailCurrent, 2)
        XCTAssertEqual(model.trailStops.last?.icon, .flag, "the destination flies a flag")
    }

    func testFriendsPutsYourVioletCheckBesideYourBuddysSkyCheck() throws {
        let snapshot = try PetFixture.snapshot()
        let frame = PetFixture.screen(PetFriendsScreen(snapshot))
        XCTAssertNotNil(PetFixture.one("your check checked", in: frame))
        XCTAssertNotNil(PetFixture.one("Juno's check checked", in: frame))
        let you = try XCTUnwrap(PetFixture.one("your check checked", in: frame)?.rect)
        let juno = try XCTUnwrap(PetFixture.one("Juno's check checked", in: frame)?.rect)
        XCTAssertEqual(you.midY, juno.midY, accuracy: 0.5, "side by side")
        XCTAssertLessThan(you.midX, juno.midX)
        XCTAssertNotNil(PetFixture.one("Cheer on", in: frame))
        for friend in snapshot.friends { XCTAssertNotNil(PetFixture.one("Send vibes to \(friend.name)", in: frame), friend.name) }

        let unticked = try snapshot.applying(.untickGoal(id: "water-on-waking"))
        XCTAssertNotNil(PetFixture.one("your check open", in: PetFixture.screen(PetFriendsScreen(unticked))))
    }

    func testEncouragementSaysWhoAndWhenAndTheHeartsHaveRoom() throws {
        let snapshot = try PetFixture.snapshot()
        let frame = PetFixture.screen(PetFriendsScreen(snapshot))
        let texts = FrameProbe.texts(frame)
        XCTAssertTrue(texts.contains("Juno · 7:32\u{202F}AM"), "the buddy's bubble says who and when: \(texts)")
        XCTAssertTrue(texts.contains("You · 8:10\u{202F}AM"))
        let older = try XCTUnwrap(snapshot.buddy?.encouragement.first)
        XCTAssertEqual(EncouragementSection.caption(older, from: "Juno", today: snapshot.date), "You · Yesterday")
        let hearts = snapshot.friends.compactMap { PetFixture.one("Send vibes to \($0.name)", in: frame)?.rect }
        XCTAssertEqual(hearts.count, 2)
        for heart in hearts {
            XCTAssertEqual(heart.width, 44, accuracy: 0.01, "a 44 pt heart in a list row")
            XCTAssertEqual(heart.height, 44, accuracy: 0.01)
        }
        XCTAssertGreaterThanOrEqual(hearts[1].minY - hearts[0].maxY, Space.xs, "room between the hearts")
        let cheer = try XCTUnwrap(PetFixture.one("Cheer on", in: frame)?.frame)
        let accent = Theme(app: .pet).color(.accent)
        let fills = FrameProbe.frames(cheer).compactMap { entry -> Paint? in
            if case .shape(let shape) = entry.frame.item { return shape.fill }
            return nil
        }
        XCTAssertFalse(fills.contains { paint in
            if case .linear(let g) = paint { return g.stops.last?.color == accent }
            if case .solid(let c) = paint { return c == accent }
            return false
        }, "Cheer on is the quieter secondary pill, not a second accent action")
    }

    func testProgressCountsGoalsKeptPerAreaOverThirtyDays() throws {
        let snapshot = try PetFixture.snapshot()
        let kept = snapshot.goalsKept(from: snapshot.date.adding(days: -29), through: snapshot.date)
        let model = ProgressModel(snapshot)
        XCTAssertEqual(model.stats.map(\.label), ["Body", "Mind", "Rest", "Social", "Home", "All"])
        XCTAssertEqual(model.stats.map(\.value), CareArea.allCases.map { "\(kept[$0] ?? 0)" } + ["\(kept.values.reduce(0, +))"])
        let frame = PetFixture.screen(PetProgressScreen(snapshot))
        for stat in model.stats {
            let tiles = FrameProbe.named(stat.label, in: frame).filter { $0.frame.role == .tile }
            XCTAssertEqual(tiles.count, 1, stat.label)
            XCTAssertTrue(tiles.first.map { FrameProbe.texts($0.frame).contains(stat.value) } ?? false, stat.label)
        }
        XCTAssertEqual(FrameProbe.named("mood trend", in: frame).filter { $0.frame.role == .chart }.count, 1)
        XCTAssertEqual(model.moodDays.count, 30)
        XCTAssertEqual(model.moodDays.compactMap(\.mood).count, snapshot.moods(days: 30).compactMap(\.mood).count)
        XCTAssertNotNil(PetFixture.one("30-day streak", in: frame))
    }

    func testProgressTrendsSayWhatTheyCompareAndDeclinesAreNeutral() throws {
        let snapshot = try PetFixture.snapshot()
        let frame = PetFixture.screen(PetProgressScreen(snapshot))
        XCTAssertTrue(FrameProbe.texts(frame).contains { $0.contains("last 15 days vs the 15 before") })
        let theme = Theme(app: .pet)
        let badges = FrameProbe.frames(frame).filter { $0.frame.role == .badge }
        XCTAssertFalse(badges.isEmpty)
        var falls = 0
        for area in CareArea.allCases {
            let delta = ProgressModel(snapshot).change(area)
            guard delta < 0 else { continue }
            falls += 1
            let tile = try XCTUnwrap(FrameProbe.named(area.title, in: frame).first { $0.frame.role == .tile }?.frame)
            let inks = FrameProbe.frames(tile).compactMap { entry -> Color? in
                if case .text(let t) = entry.frame.item, t.string == "\(-delta)", case .solid(let c) = t.color { return c }
                return nil
            }
            XCTAssertEqual(inks, [TrendChip.ink(theme.color(.secondaryLabel), wash: 0.12, on: theme.color(.card))],
                           "\(area.title) falls in a neutral grey, not red")
        }
        XCTAssertGreaterThan(falls, 0, "the default data has a fall to show")
    }

    func testStreakShowsTheGlowingNumberTheWeekAndTheRepairs() throws {
        let snapshot = try PetFixture.snapshot()
        XCTAssertEqual(snapshot.currentStreak, 30)
        let frame = PetFixture.screen(PetStreakScreen(snapshot))
        let texts = FrameProbe.texts(frame)
        XCTAssertTrue(texts.contains("30"))
        XCTAssertTrue(texts.contains("2 repairs left"))
        XCTAssertNotNil(PetFixture.one("glow number", in: frame))
        let ticked = snapshot.streakDays().filter(\.isTicked).count
        XCTAssertEqual(FrameProbe.named("ticked", in: frame).count, ticked)
        XCTAssertEqual(FrameProbe.named("F 27", in: frame).count, 1, "today in the week")

        let rising = PetFixture.screen(PetStreakScreen(snapshot, reveal: 0.4))
        let words = StreakHero(streak: 30, reveal: 1).line.split(separator: " ").count
        XCTAssertLessThan(FrameProbe.texts(rising).filter { $0 != "30" }.count, FrameProbe.texts(frame).filter { $0 != "30" }.count,
                          "part way, fewer of the \(words) words are up")
    }

    func testAddGoalHasTheFieldSegmentsAreasAndCommit() throws {
        let snapshot = try PetFixture.snapshot()
        let frame = PetFixture.screen(PetAddGoalScreen(snapshot))
        XCTAssertNotNil(PetFixture.one("Goal", in: frame))
        let segments = try XCTUnwrap(PetFixture.one("segments", in: frame)?.frame)
        XCTAssertEqual(FrameProbe.frames(segments).compactMap(\.frame.name).filter { !["selection", "segments", "track"].contains($0) }, PartOfDay.allCases.map(\.title))
        let toggles = FrameProbe.frames(frame).filter { $0.frame.role == .pill && CareArea.allCases.map(\.title).contains($0.frame.name ?? "") }
        XCTAssertEqual(toggles.map(\.frame.name), CareArea.allCases.map(\.title))
        XCTAssertNotNil(PetFixture.one("Add goal", in: frame))
        XCTAssertEqual(GoalDraft(snapshot).partOfDay, .evening, "a new goal starts in the part of the day it is")
    }

    func testBiscuitWalksAsFarAlongThePathAsItsStopsSay() throws {
        let home = try PetFixture.snapshot()
        let snapshot = try PetStoryStates.away(home)
        let model = AdventureModel(snapshot)
        XCTAssertEqual(model.along, snapshot.adventure.progress(at: snapshot.now) ?? 0, accuracy: 1e-9,
                       "4 of 12 hours gone, between Puddle Bridge (0.25) and Bramble Path (0.5)")
        XCTAssertGreaterThanOrEqual(model.along, 0.25)
        XCTAssertEqual(AdventureModel(home).along, 1, "back home: at the end of the path")
        let start = AdventureLandscape.point(along: 0, width: 393, horizon: 246)
        let near = AdventureLandscape.point(along: AdventureModel(home).along, width: 393, horizon: 246)
        XCTAssertLessThan(near.point.y, start.point.y, "further along is further up the path, into the distance")
        XCTAssertLessThan(near.nearness, start.nearness, "and smaller")
    }
}

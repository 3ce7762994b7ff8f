import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

/// Every Water screen, light and dark, from the default and the hostile snapshot: lint clean.
final class WaterScreensTests: XCTestCase {
    func testTheSixScreensOfTheSeedAreRegistered() {
        XCTAssertEqual(Fixtures.water.screens.map(\.id), ["water.today", "water.widgets", "water.month", "water.challenges",
                                                     "water.summary", "water.share"])
        XCTAssertEqual(Fixtures.water.screens.map(\.presentation), [.tab, .pushed, .pushed, .pushed, .pushed, .sheet])
    }

    func testEveryScreenLintsCleanInLightAndDark() throws {
        let snapshot = try Fixtures.water.snapshot()
        for screen in Fixtures.water.screens {
            let view = try XCTUnwrap(screen.view(for: snapshot))
            for appearance in Appearance.allCases {
                XCTAssertEqual(Fixtures.water.findings(view, appearance).map(\.description), [], "\(screen.id) \(appearance)")
            }
        }
    }

    func testEveryPushedScreenSharesOneBackground() throws {
        let snapshot = try Fixtures.water.snapshot()
        for appearance in Appearance.allCases {
            let fills = try Fixtures.water.screens.filter { $0.presentation == .pushed }.map { screen -> Color? in
                let root = Fixtures.water.lay(try XCTUnwrap(screen.view(for: snapshot)), appearance)
                let ground = FrameProbe.frames(root).first { $0.frame.role == .shape && $0.rect.size == Size(width: 393, height: 852) }
                guard case .shape(let shape)? = ground?.frame.item, case .solid(let color)? = shape.fill else { return nil }
                return color
            }
            XCTAssertFalse(fills.contains(nil), "every pushed screen has a background fill")
            XCTAssertEqual(Set(fills.compactMap { $0 }).count, 1, "\(appearance): one background across the pushed screens")
        }
    }

    func testTheStressSnapshotLaysOutWithNoLintFinding() throws {
        let stress = try Fixtures.water.stress()
        XCTAssertEqual(stress.today.drinks.count, 60)
        XCTAssertEqual(Set(stress.today.drinks.map(\.kind)), Set(DrinkKind.allCases))
        XCTAssertTrue(stress.challenges.contains { $0.title.count == 200 })
        XCTAssertTrue(stress.day(stress.date.adding(days: -1)).drinks.isEmpty, "yesterday is the empty day")
        var views: [(String, any View)] = try Fixtures.water.screens.map { ($0.id, try XCTUnwrap($0.view(for: stress))) }
        views += [
            ("month, the empty day selected", WaterMonthScreen(stress, selected: stress.date.adding(days: -1))),
            ("challenges, joined page", WaterChallengesScreen(stress, position: 1)),
            ("challenges, finished page", WaterChallengesScreen(stress, position: 2)),
        ]
        for (name, view) in views {
            for appearance in Appearance.allCases {
                XCTAssertEqual(Fixtures.water.findings(view, appearance).map(\.description), [], "\(name) \(appearance)")
            }
        }
    }

    func testAnEmptyDayLintsCleanAndSaysSoHonestly() throws {
        var empty = try Fixtures.water.snapshot()
        empty.drinks.removeAll { $0.drunkAt.date == empty.date }
        let views: [any View] = [WaterTodayScreen(empty), WaterWidgetsScreen(empty), WaterMonthScreen(empty),
                                 WaterSummaryScreen(empty), WaterShareScreen(empty)]
        for view in views {
            for appearance in Appearance.allCases {
                XCTAssertEqual(Fixtures.water.findings(view, appearance).map(\.description), [])
            }
        }
        let summary = FrameProbe.texts(Fixtures.water.lay(WaterSummaryScreen(empty)))
        XCTAssertTrue(summary.contains("fresh"), "the headline of a day with no drink yet: \(summary)")
        let month = FrameProbe.texts(Fixtures.water.lay(WaterMonthScreen(empty)))
        XCTAssertTrue(month.contains("Nothing logged this day."))
    }

    func testScreensFitTheSmallerAndLargerPhones() throws {
        let snapshot = try Fixtures.water.snapshot()
        for device in [Device.se, .proMax] {
            var env = Fixtures.water.environment(.light)
            env.device = device
            for screen in Fixtures.water.screens {
                let frame = layout(try XCTUnwrap(screen.view(for: snapshot)), environment: env)
                XCTAssertEqual(lint(frame, theme: env.theme).map(\.description), [], "\(screen.id) on \(device.name)")
            }
        }
    }

    func testTheWidgetsKeepTheirSizeOnEveryPhone() throws {
        let snapshot = try Fixtures.water.snapshot()
        let heights = try [Device.se, .iPhone, .proMax].map { device in
            try FrameProbe.one("Wallpaper", in: Fixtures.water.lay(WaterWidgetsScreen(snapshot), device: device)).rect.height
        }
        XCTAssertEqual(heights[0], heights[1], accuracy: 0.01, "the SE shows less of the same widgets, not smaller ones")
        XCTAssertEqual(heights[2], heights[1], accuracy: 0.01)
    }
}

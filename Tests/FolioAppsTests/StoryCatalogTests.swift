import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioPieces
import FolioTestSupport
import Foundation
import XCTest
@testable import FolioApps

/// Every story of every screen, from the catalog (nobody lists them here): well named, drawn from
/// the bundled snapshots, lint clean on every device, no list cut to an inert "+N more", and every
/// flow step tagged with a story drawing exactly that story.
final class StoryCatalogTests: XCTestCase {
    /// Each app's bundled default snapshot, by app id.
    private static let defaults: [String: any AppSnapshot] = {
        var found: [String: any AppSnapshot] = [:]
        for app in AppCatalog.apps {
            let url = URL(fileURLWithPath: TestFiles.packageRoot).appendingPathComponent("Templates/snapshots/\(app.snapshotType.defaultFileName)")
            found[app.id.rawValue] = try? app.snapshotType.load(contentsOf: url)
        }
        return found
    }()

    private func snapshot(_ app: AppID) throws -> any AppSnapshot {
        try XCTUnwrap(Self.defaults[app.rawValue], "the bundled \(app.rawValue) snapshot loads")
    }

    /// The story laid out from its app's default snapshot on `device` in `appearance`, scrolled as it says.
    private func frame(_ story: StoryEntry, _ appearance: Appearance = .light, device: Device = .iPhone,
                       textSize: DynamicTypeSize = .large) throws -> Frame {
        let view = try XCTUnwrap(try story.view(for: try snapshot(story.app)), "\(story.id) draws from its app's snapshot")
        var env = Environment(theme: Theme(app: AppCatalog.theme(of: story.app), appearance: appearance),
                              measurer: AppFixture<PetSnapshot>.measurer)
        env.device = device
        env.textSize = textSize
        return layout(view.scrolled(story.scrollOffset), environment: env, name: story.screenID)
    }

    func testStoriesAreNamedInKebabCaseForRegisteredScreensOncePerName() {
        let screens = Set(AppCatalog.screens.map(\.id))
        for app in AppCatalog.apps {
            for story in app.stories {
                XCTAssertEqual(story.app, app.id, "\(story.id) is declared by its own app")
                XCTAssertTrue(screens.contains(story.screenID), "\(story.id) is a story of a registered screen")
                XCTAssertTrue(StoryEntry.isValidName(story.name), "\(story.id): a story's name is kebab-case")
                XCTAssertFalse(story.caption.isEmpty || story.caption.contains("\n"), "\(story.id) has a one-line caption")
                XCTAssertFalse(story.scrollOffset.isNaN || story.scrollOffset < 0, "\(story.id) scrolls down from the top")
            }
        }
        let ids = AppCatalog.stories.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "story ids are unique: \(ids)")
        XCTAssertEqual(Set(AppCatalog.stories.map(\.screenID)), screens, "every screen has at least its default story")
        XCTAssertTrue(StoryEntry.isValidName("low-day-2"))
        for bad in ["", "Away", "low_day", "low--day", "-away", "away-", "née"] {
            XCTAssertFalse(StoryEntry.isValidName(bad), bad)
        }
    }

    func testAScreensDefaultStoryIsItsSnapshotAsGiven() throws {
        for screen in AppCatalog.screens {
            let first = try XCTUnwrap(AppCatalog.story(screen.id))
            XCTAssertEqual(first.screenID, screen.id)
            let given = try snapshot(screen.app)
            var before = "", after = ""
            dump(given, to: &before)
            dump(try XCTUnwrap(try first.snapshot(from: given)), to: &after)
            XCTAssertEqual(before, after, "\(first.id), \(screen.id)'s default, must draw the snapshot as given (render --snapshot F shows F)")
        }
    }

    func testEveryStoryLintsCleanOnEveryDeviceInLightAndDark() throws {
        for story in AppCatalog.stories {
            for device in Device.all {
                for appearance in Appearance.allCases {
                    let tree = try frame(story, appearance, device: device)
                    XCTAssertEqual(tree.size, device.size)
                    let findings = lint(tree, theme: Theme(app: AppCatalog.theme(of: story.app), appearance: appearance), others: AppCatalog.themes,
                                        device: device)
                    XCTAssertEqual(findings.map(\.description), [], "\(story.id) on \(device.name), \(appearance.rawValue)")
                }
            }
        }
    }

    func testNoStoryCutsTextThatMustBeWholeAtAX3OnEveryDevice() throws {
        for story in AppCatalog.stories {
            for device in Device.all {
                let tree = try frame(story, device: device, textSize: .ax3)
                let findings = lint(tree, theme: Theme(app: AppCatalog.theme(of: story.app)), device: device).filter { $0.rule == .truncatedWhole }
                XCTAssertEqual(findings.map(\.description), [], "\(story.id) on \(device.name) at AX3")
            }
        }
    }

    func testNoStoryCutsAListToAnInertMoreStub() throws {
        for story in AppCatalog.stories {
            for device in [Device.se, .iPhone] {
                let stubs = MoreStub.inert(in: try frame(story, device: device))
                XCTAssertEqual(stubs, [], "\(story.id) on \(device.name): a list the app would scroll ends in \"+N more\"; "
                               + "show every row in the scroll, or make the summary a tappable row (role .row) with a chevron")
            }
        }
    }

    func testTheMoreStubRuleTellsARealSummaryRowFromAStub() {
        let stub = Text("+8 more recipes").role(.group, name: "more")
        let row = HStack { Text("+3 more goals"); IconView(.chevronRight) }.frame(minHeight: 44).role(.row, name: "more goals").tapTarget()
        let grey = Text("+2 more")
        // What a list cut to fit ends in: a summary row inside the cut's group named "more".
        let cut = VStack { MoreRow(label: "+6 more goals") }.role(.group, name: "more")
        let env = AppFixture<PetSnapshot>(.pet, PetSnapshot.self).environment()
        XCTAssertEqual(MoreStub.inert(in: layout(VStack { stub; row; grey; cut }, environment: env)), ["+8 more recipes", "+2 more", "+6 more goals"],
                       "a summary row is real, but not where a list was cut to fit")
        XCTAssertEqual(MoreStub.inert(in: layout(MoreRow(label: "+3 more goals"), environment: env)), [], "the kit's summary row is a real row")
        XCTAssertEqual(MoreStub.inert(in: layout(Text("12 more minutes of sun"), environment: env)), [], "prose is not a stub")
    }

    func testFlowStepsTaggedWithAStoryDrawExactlyThatStory() throws {
        for flow in AppCatalog.flows {
            let steps = try XCTUnwrap(try flow.steps(for: try snapshot(flow.app)), flow.id)
            XCTAssertNotNil(steps.first?.story, "\(flow.id) starts from a story: tag its first step with .story(\"screen:name\")")
            for (i, step) in steps.enumerated() {
                guard let name = step.story else { continue }
                let story = try XCTUnwrap(flow.story(of: step), "\(flow.id) step \(i + 1) names \(name), which is no story of \(flow.app.rawValue)")
                var env = Environment(theme: Theme(app: AppCatalog.theme(of: flow.app)), measurer: AppFixture<PetSnapshot>.measurer)
                env.device = .iPhone
                let drawn = layout(step.view, environment: env, name: story.screenID)
                XCTAssertTrue(drawn == (try frame(story)), "\(flow.id) step \(i + 1) (\"\(step.caption)\") is not \(story.id), frame for frame")
            }
        }
    }
}

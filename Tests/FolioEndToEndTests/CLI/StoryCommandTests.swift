import FolioApps
import FolioAppsTestSupport
import FolioCore
import FolioDemoApps
@testable import FolioCards
@testable import FolioGoldens
@testable import FolioReport
@testable import FolioStorybook
@testable import FolioTargets
import FolioDomain
import FolioLayout
import FolioPieces
import Foundation
import XCTest

/// Stories on the command line: listed with their captions, rendered, laid out and linted by id,
/// files named with "~", a full page taller than the phone, the storybook's screens with their
/// stories side by side, and --story for cards — through an app with stories defined here.
final class StoryCommandTests: XCTestCase {
    func testListShowsEachScreenWithItsStoriesAndCaptions() throws {
        let stories = try storied("list", "stories")
        XCTAssertEqual(stories.code, 0, stories.err)
        XCTAssertTrue(stories.out.contains("storied.list — Self-Care Pet: List\n  storied.list:top "), stories.out)
        XCTAssertTrue(stories.out.contains("Every row, at the top (default)"), stories.out)
        XCTAssertTrue(stories.out.contains("storied.list:end "), stories.out)
        XCTAssertTrue(stories.out.contains("pet.home:at-home "), "an app's declared stories are listed:\n\(stories.out)")
        let targets = try storied("list")
        XCTAssertTrue(targets.out.contains("storied.list ") && targets.out.contains("storied.list:scrolled "), targets.out)
        XCTAssertFalse(targets.out.contains("storied.list:top "), "the default story is the bare screen")
    }

    func testAStoryRendersLaysOutAndLintsByItsId() throws {
        let dir = try temporaryDirectory()
        let scrolled = try storied("layout", "storied.list:scrolled", "--json")
        XCTAssertEqual(scrolled.code, 0, scrolled.err)
        let rest = try storied("layout", "storied.list", "--json")
        let byName = try storied("layout", "storied.list:top", "--json")
        XCTAssertEqual(rest.out, byName.out, "the default story answers to its name too")
        XCTAssertNotEqual(scrolled.out, rest.out, "the scrolled story moves the rows")
        XCTAssertTrue(scrolled.out.contains(#""role": "scroll""#), "the scroll's viewport is in the frame tree")

        let render = try storied("render", "storied.list:end", "--scale", "1", "-o", "\(dir)/end.png")
        XCTAssertEqual(render.code, 0, render.err)
        XCTAssertEqual(try pixelSize("\(dir)/end.png"), [393, 852])
        let page = try storied("render", "storied.list", "--full-page", "--scale", "1", "-o", "\(dir)/page.png")
        XCTAssertEqual(page.code, 0, page.err)
        let size = try pixelSize("\(dir)/page.png")
        XCTAssertEqual(size[0], 393)
        XCTAssertEqual(size[1], 59 + 30 * 56 + 29 * 8 + 72 + 34, "a full page: every row, the dock and home indicator at its foot")

        let lint = try storied("lint", "storied.list:scrolled", "storied.list:end")
        XCTAssertEqual(lint.code, 0, lint.out + lint.err)
        XCTAssertTrue(lint.err.contains("linted 2 targets"), lint.err)
        let unknown = try storied("render", "storied.list:nope")
        XCTAssertEqual(unknown.code, 2)
        XCTAssertTrue(unknown.err.contains("unknown target 'storied.list:nope'"), unknown.err)
    }

    func testAStorysFilesAreNamedWithATilde() throws {
        let app = StoriedApp.definition
        let screen = try XCTUnwrap(app.screens.first)
        let stories = app.stories(of: screen)
        XCTAssertEqual(stories.map(\.id), ["storied.list:top", "storied.list:scrolled", "storied.list:end"])
        let target = RenderTarget.story(stories[1], of: screen, isDefault: false)
        XCTAssertEqual(target.stem, "list~scrolled")
        XCTAssertEqual(StorybookPlan.file(target, .dark, scale: 2), "storied/list~scrolled-dark@2x.png")
        XCTAssertEqual(target.screenName, "storied.list")
        XCTAssertEqual(RenderTarget.story(stories[0], of: screen, isDefault: true).name, "storied.list")
    }

    func testTheStorybookShowsAScreensStoriesSideBySide() throws {
        let dir = try temporaryDirectory()
        let book = dir + "/book"
        // The demo app has no string catalog, so the bundled manifest's locale modes would be lost axes
        // (a locale that translates nothing fails the storybook): its device and text-size modes only.
        let manifest = dir + "/storybook.json"
        try #"{"scale": 2, "device": "iphone", "appearances": ["light", "dark"], "modes": [{"name": "default"}, "#
            .appending(#"{"name": "small-phone", "device": "se", "include": [{"kind": "screen"}]}, "#)
            .appending(#"{"name": "large-phone", "device": "pro-max", "include": [{"kind": "screen"}]}, "#)
            .appending(#"{"name": "accessibility", "textSize": "AX3", "include": [{"kind": "screen"}]}], "#)
            .appending(#""include": [{"kind": "screen"}]}"#)
            .write(toFile: manifest, atomically: true, encoding: .utf8)
        let run = try storied("storybook", "--manifest", manifest, "--only", "storied", "--scale", "1", "--jobs", "1", "--out", book)
        XCTAssertEqual(run.code, 0, run.err)
        for file in ["list-light@1x.png", "list~scrolled-dark@1x.png", "list~end-light@1x.png"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(book)/storied/\(file)"), file)
        }
        let index = try String(contentsOfFile: "\(book)/index.html", encoding: .utf8)
        let article = try XCTUnwrap(index.range(of: #"<article class="story screen" id="storied.list">"#), index)
        let end = try XCTUnwrap(index.range(of: "</article>", range: article.upperBound..<index.endIndex))
        let body = index[article.upperBound..<end.lowerBound]
        XCTAssertTrue(body.contains("3 stories"), String(body))
        for id in ["storied.list:top", "storied.list:scrolled", "storied.list:end"] {
            XCTAssertTrue(body.contains(#"<div class="variant" id="\#(id)">"#), "\(id) in the screen's article")
        }
        XCTAssertTrue(body.contains("top (default)") && body.contains("Scrolled to the tenth row"), String(body))
        XCTAssertEqual(body.components(separatedBy: "<figure>").count - 1, 24, "three stories in four modes, light and dark")
        XCTAssertTrue(body.contains("<figcaption>accessibility · dark</figcaption>"), "a story's modes side by side")
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(book)/storied/list~end-small-phone-light@1x.png"))
    }

    func testAManifestDrawsChosenScreensWhole() throws {
        let json = try JSONValue(parsing: #"{"include": [{"kind": "screen"}], "fullPage": [{"name": "recipe.*"}]}"#)
        let manifest = try StorybookManifest(json: json, file: "m.json")
        let plan = StorybookPlan(manifest: manifest)
        let library = try XCTUnwrap(plan.targets.first { $0.name == "recipe.library" })
        let home = try XCTUnwrap(plan.targets.first { $0.name == "pet.home" })
        XCTAssertTrue(plan.request(library, .light).fullPage)
        XCTAssertFalse(plan.request(home, .light).fullPage)
        let all = try StorybookManifest(json: try JSONValue(parsing: #"{"include": [{}], "fullPage": true}"#), file: "m.json")
        XCTAssertTrue(all.isFullPage(home))
        XCTAssertFalse(all.isFullPage(try XCTUnwrap(TargetCatalog.target(named: "piece.mascot"))), "pages are whole already")
        XCTAssertThrowsError(try StorybookManifest(json: try JSONValue(parsing: #"{"include": [{}], "fullPage": "yes"}"#), file: "m.json")) {
            XCTAssertEqual("\($0)", "m.json: $.fullPage: expected true, false or a list of rules, found 'yes'")
        }
    }

    func testCardAndReportNameAStory() throws {
        let dir = try temporaryDirectory()
        let card = folio("card", "pet", "--story", "home:away", "--size", "square", "-o", "\(dir)/card.png")
        XCTAssertEqual(card.code, 0, card.err)
        XCTAssertEqual(folio("card", "pet", "--story", "away", "--size", "square", "-o", "\(dir)/away.png").code, 0,
                       "a name one screen of the app alone has")
        for (name, message) in [("home:default", "--story 'home:default' names no story of pet: pet.home:at-home"),
                                ("nope", "--story 'nope' names no story of pet")] {
            let refused = folio("card", "pet", "--story", name)
            XCTAssertEqual(refused.code, 2, name)
            XCTAssertTrue(refused.err.contains(message), refused.err)
        }
        XCTAssertEqual(folio("card", "pet", "--story", "home:away", "--batch", "x.ndjson", "--out", dir).code, 2)
        let report = folio("report", "weekly", "--story", "nope.home:x", "-o", "\(dir)/r.pdf")
        XCTAssertEqual(report.code, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/r.pdf"), "nothing written")
        let told = folio("report", "weekly", "--story", "pet.home:away,water.today:goal-met", "-o", "\(dir)/told.pdf")
        XCTAssertEqual(told.code, 0, told.err)
        XCTAssertTrue(told.err.contains("told.pdf ("), told.err)
    }

    /// `folio-demo`, which lists the storied app, with `arguments`.
    private func storied(_ arguments: String...) throws -> CLIResult { try folioDemo(arguments) }

    /// The width and height of the PNG at `path`, from its header.
    private func pixelSize(_ path: String) throws -> [Int] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)).prefix(24))
        return [16, 20].map { at in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    }
}

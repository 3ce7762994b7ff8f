import FolioApps
import FolioAppsTestSupport
import FolioGraphics
import FolioLayout
import XCTest
@testable import FolioStorybook
@testable import FolioTargets

/// The storybook folder: the same bytes serial or parallel, an index that links only what is there,
/// contact sheets, and flow strips.
final class StorybookRenderTests: XCTestCase {
    var dirs: [String] = []

    func directory() throws -> String {
        let dir = try GoldenFixtures.directory()
        dirs.append(dir)
        return dir
    }

    override func tearDown() {
        for dir in dirs { try? FileManager.default.removeItem(atPath: dir) }
    }

    let targets = [GoldenFixtures.card("piece.a"), GoldenFixtures.card("piece.b", fill: .accent), GoldenFixtures.card("water.c", kind: .screen),
                   GoldenFixtures.card("water.d", text: "Tea", kind: .screen), StorybookRenderTests.flow]

    /// A screen with a 40 pt button named `name` whose centre is at (`x`, `y`).
    static func screen(button name: String, x: Double, y: Double) -> any View {
        Fill(.background).overlay(alignment: .topLeading) {
            Fill(.accent).frame(width: 40, height: 40).role(.button, name: name).padding(.leading, x - 20).padding(.top, y - 20)
        }
    }

    static let flow = RenderTarget(name: "water.flow.log", summary: "Tap a drink, then see the day fill", app: .water, kind: .flow,
                                   sizing: .fitting) { _ in
        FlowStrip(caption: "Tap a drink, then see the day fill", steps: [
            FlowStep("Tap Tea", touch: "tea", screen(button: "tea", x: 100, y: 200)),
            FlowStep("Tap Undo", touch: "undo", screen(button: "undo", x: 300, y: 700)),
            FlowStep("Done", screen(button: "tea", x: 100, y: 200)),
        ])
    }

    func testParallelOutputEqualsSerialOutputByteForByte() throws {
        let serial = Storybook(plan: GoldenFixtures.plan(targets), directory: try directory())
        let parallel = Storybook(plan: GoldenFixtures.plan(targets), directory: try directory())
        XCTAssertEqual(try serial.render(parallelism: 1, measurer: GoldenFixtures.measurer), 10)
        try parallel.render(parallelism: 4, measurer: GoldenFixtures.measurer)
        for story in serial.plan.stories {
            let a = try Data(contentsOf: URL(fileURLWithPath: "\(serial.directory)/\(story.file)"))
            let b = try Data(contentsOf: URL(fileURLWithPath: "\(parallel.directory)/\(story.file)"))
            XCTAssertEqual(a, b, story.file)
        }
    }

    func testIndexLinksOnlyFilesThatExist() throws {
        let storybook = Storybook(plan: GoldenFixtures.plan(targets), directory: try directory())
        try storybook.render(shard: Shard(index: 0, count: 2)!, parallelism: 2, measurer: GoldenFixtures.measurer)
        try FileManager.default.removeItem(atPath: "\(storybook.directory)/\(storybook.plan.stories(in: Shard(index: 0, count: 2)!)[0].file)")
        let html = try String(contentsOfFile: try storybook.writeIndex(), encoding: .utf8)
        let links = Self.links(in: html)
        XCTAssertFalse(links.isEmpty)
        for link in links {
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(storybook.directory)/\(link.removingPercentEncoding ?? link)"), link)
        }
        XCTAssertFalse(links.contains(Storybook.pdfName), "no PDF written yet, so none linked")
        XCTAssertTrue(html.contains("not rendered in this folder"))
        try storybook.writePDF(measurer: GoldenFixtures.measurer)
        XCTAssertTrue(Self.links(in: try String(contentsOfFile: try storybook.writeIndex(), encoding: .utf8)).contains(Storybook.pdfName))
    }

    func testIndexShowsFlowsWithTheirCaptionAndEveryStoryWithItsSize() throws {
        let storybook = Storybook(plan: GoldenFixtures.plan(targets), directory: try directory())
        try storybook.render(parallelism: 2, measurer: GoldenFixtures.measurer)
        let html = StorybookIndex(plan: storybook.plan, directory: storybook.directory).html()
        XCTAssertTrue(html.contains("<p class=\"caption\">Tap a drink, then see the day fill</p>"))
        XCTAssertTrue(html.contains("<section id=\"water\">\n<h2>Water and Streaks</h2>"))
        XCTAssertTrue(html.contains("<section id=\"piece\">\n<h2>Pieces</h2>"))
        XCTAssertTrue(html.contains("160 × "), "page sizes in points")
        XCTAssertTrue(html.contains("water/c-light@1x.png") && html.contains("water/c-dark@1x.png"))
    }

    func testTheContactSheetsDrawTheFramesTheBatchLaidOut() throws {
        let storybook = Storybook(plan: GoldenFixtures.plan(targets), directory: try directory())
        let laidOut = LaidOutFrames()
        try storybook.renderShard(.all, parallelism: 2, measurer: GoldenFixtures.measurer, laidOut: laidOut)
        XCTAssertEqual(laidOut.count, storybook.plan.stories.count, "every story's frame is kept")
        let kept = try Data(contentsOf: URL(fileURLWithPath: try storybook.writePDF(measurer: GoldenFixtures.measurer, laidOut: laidOut).path))
        let fresh = try Data(contentsOf: URL(fileURLWithPath: try storybook.writePDF(measurer: GoldenFixtures.measurer).path))
        XCTAssertEqual(kept, fresh, "the kept frames are the ones laying out again gives")
        // …and they are the ones drawn: a different frame kept for one story changes the pages.
        let story = try XCTUnwrap(storybook.plan.stories.first)
        let other = try targets[1].frame(RenderRequest(appearance: story.appearance, device: storybook.plan.device), measurer: GoldenFixtures.measurer)
        laidOut.keep(other, of: story.target, story.appearance)
        let swapped = try Data(contentsOf: URL(fileURLWithPath: try storybook.writePDF(measurer: GoldenFixtures.measurer, laidOut: laidOut).path))
        XCTAssertNotEqual(swapped, fresh)
    }

    func testContactSheetsHaveAPageRunAndABookmarkPerGroupAndABookmarkPerStory() throws {
        let storybook = Storybook(plan: GoldenFixtures.plan(targets), directory: try directory())
        let (path, pages) = try storybook.writePDF(measurer: GoldenFixtures.measurer)
        XCTAssertEqual(pages, 2, "water (screens and the flow) and pieces fit a page each")
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("%PDF"))
        for title in ["Water and Streaks", "water.c", "water.flow.log", "Pieces", "piece.a"] {
            XCTAssertTrue(text.contains("/Title (\(title))"), "a bookmark for \(title)")
        }
    }

    func testFlowStripPutsStepsSideBySideWithTheDotOnTheTouchedFrame() throws {
        let device = Device.iPhone
        let frame = try Self.flow.frame(RenderRequest(device: device), measurer: GoldenFixtures.measurer)
        XCTAssertEqual(frame.size.width, 3 * device.size.width + 4 * Space.xl, "three screens, margins and gaps")
        var steps: [Rect] = [], touches: [Rect] = []
        frame.walk { f, rect, _ in
            if f.name?.hasPrefix("step ") == true { steps.append(rect) }
            if f.name == "touch" { touches.append(rect) }
        }
        XCTAssertEqual(steps.map(\.size), Array(repeating: device.size, count: 3))
        XCTAssertEqual(touches.count, 2, "the last step has no touch")
        XCTAssertEqual(touches[0].midX - steps[0].minX, 100, accuracy: 0.01)
        XCTAssertEqual(touches[0].midY - steps[0].minY, 200, accuracy: 0.01)
        XCTAssertEqual(touches[1].midX - steps[1].minX, 300, accuracy: 0.01)
        XCTAssertEqual(touches[1].midY - steps[1].minY, 700, accuracy: 0.01)
    }

    func testATouchThatNamesNoFrameIsSaidInTheCaption() throws {
        let strip = FlowStrip(caption: "Oops", steps: [FlowStep("Tap", touch: "nope", Self.screen(button: "tea", x: 50, y: 50))])
        let env = Environment(theme: Theme(app: .water), measurer: GoldenFixtures.measurer)
        var texts: [String] = []
        layout(strip, width: 500, environment: env).walk { f, _, _ in
            if case .text(let t) = f.item { texts.append(t.string) }
        }
        XCTAssertTrue(texts.contains("1  Tap (no frame named 'nope' to touch)"), "\(texts)")
    }

    func testEveryRegisteredFlowFindsTheFramesItTouches() throws {
        for target in TargetCatalog.all where target.kind == .flow {
            let frame = try target.frame(RenderRequest(), measurer: GoldenFixtures.measurer)
            frame.walk { f, _, _ in
                if case .text(let t) = f.item { XCTAssertFalse(t.string.contains("to touch)"), "\(target.name): \(t.string)") }
            }
        }
    }

    /// The `href` and `src` values of a page.
    static func links(in html: String) -> [String] {
        html.components(separatedBy: "href=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
            .filter { !$0.hasPrefix("#") }
            + html.components(separatedBy: "src=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }
}

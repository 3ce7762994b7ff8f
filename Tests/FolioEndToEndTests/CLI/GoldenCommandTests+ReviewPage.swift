import FolioAppsTestSupport
import FolioCodecs
import FolioCore
import FolioTestSupport
import Foundation
import XCTest

/// The review page and the storybook in a browser under a strict Content-Security-Policy: each folder
/// served on localhost with the policy as its header and loaded in headless Chromium
/// (scripts/check-page.py, through the DevTools protocol), its images measured as laid out, the
/// review's swipe divider dragged, the storybook's filter typed into, every refused resource listed.
extension GoldenCommandTests {
    /// Jenkins' default policy for the files it serves (hudson.model.DirectoryBrowserSupport.CSP):
    /// no script at all (the sandbox has no allow-scripts), styles and images only from the page's origin.
    static let jenkinsPolicy = "sandbox; default-src 'none'; img-src 'self'; style-src 'self';"
    /// The least a Jenkins administrator relaxes it by for pages with script files: the page's own scripts.
    static let scriptsPolicy = "sandbox allow-scripts; default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self';"

    /// What scripts/check-page.py found loading `page` of `folder` under `policy`.
    func browse(_ folder: String, policy: String, _ extra: [String] = []) throws -> JSONValue {
        let run = try ExternalTool.capture("\(packageRoot)/.venv/bin/python", ["\(packageRoot)/scripts/check-page.py", folder, "index.html",
                                                                               "--csp", policy, "--screenshot", "\(dir)/screen.png"] + extra)
        XCTAssertEqual(run.code, 0, run.output)
        return try JSONValue(parsing: run.output)
    }

    /// The number `value` holds, else 0.
    func number(_ value: JSONValue?) -> Double {
        guard case .number(let n)? = value else { return 0 }
        return n
    }

    /// The laid-out sizes of the page's images: each drawn at its picture's proportions (a picture
    /// that did not load is drawn as its alt text, about one line high).
    func assertImagesLaidOut(_ page: JSONValue, in folder: String, count: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        guard case .array(let images)? = page["images"] else { return XCTFail("no images: \(page)", file: file, line: line) }
        XCTAssertEqual(images.count, count, "\(images)", file: file, line: line)
        for image in images {
            guard case .string(let src)? = image["src"] else { return XCTFail("no src: \(image)", file: file, line: line) }
            let path = "\(folder)/\(src.removingPercentEncoding ?? src)"
            let picture = try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
            let width = number(image["width"]), height = number(image["height"])
            XCTAssertGreaterThan(width, 100, "\(image)", file: file, line: line)
            XCTAssertEqual(height, width * Double(picture.height) / Double(picture.width), accuracy: 2,
                           "\(src) (\(picture.width) × \(picture.height)) laid out at \(width) × \(height)", file: file, line: line)
        }
    }

    func testTheReviewWorksUnderJenkinsDefaultPolicyWithoutScript() throws {
        XCTAssertEqual(golden("record").code, 0)
        try tamper("dark", rows: 40)
        XCTAssertEqual(golden("check").code, 1)
        let html = try String(contentsOfFile: "\(dir)/review/index.html", encoding: .utf8)
        XCTAssertTrue(html.contains("<link rel=\"stylesheet\" href=\"review.css\">"), html)
        for inline in ["style=", "<style", "<script", "oninput=", "onclick="] { XCTAssertFalse(html.contains(inline), inline) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(dir)/review/review.css"))

        let page = try browse("\(dir)/review", policy: Self.jenkinsPolicy, ["--drag", "80"])
        XCTAssertEqual(page["refused"], .array([]), "nothing refused under the policy: \(page)")
        // dark: expected, actual, diff, a zoom's two crops, the swipe's two; light (passed) beside it: its golden.
        try assertImagesLaidOut(page, in: "\(dir)/review", count: 8)
        let before = number(page["swipe"]?["before"]), after = number(page["swipe"]?["after"])
        XCTAssertGreaterThan(before, 100, "\(page)")
        XCTAssertEqual(after - before, 80, accuracy: 2, "the divider followed the drag: \(before) → \(after)")
    }

    func testANewCheckKeepsThePreviousReview() throws {
        XCTAssertEqual(golden("record").code, 0)
        try tamper("dark", rows: 4)
        XCTAssertEqual(golden("check").code, 1)
        let second = golden("check")
        XCTAssertTrue(second.err.contains("golden check: the previous review is kept in \(dir)/review.previous"), second.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(dir)/review.previous/specimen/budget.dark.diff.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(dir)/review/specimen/budget.dark.diff.png"))
    }

    func testTheStorybookFilterWorksWithItsScriptFileAndThePageWithout() throws {
        let made = folio("storybook", "--out", "\(dir)/book", "--only", "water.today,specimen.budget", "--scale", "1")
        XCTAssertEqual(made.code, 0, made.err)
        let html = try String(contentsOfFile: "\(dir)/book/index.html", encoding: .utf8)
        XCTAssertTrue(html.contains("<script src=\"storybook.js\" defer></script>"), html)
        for inline in ["style=", "<style", "oninput="] { XCTAssertFalse(html.contains(inline), inline) }

        let scripted = try browse("\(dir)/book", policy: Self.scriptsPolicy, ["--filter", "specimen"])
        XCTAssertEqual(scripted["refused"], .array([]), "\(scripted)")
        XCTAssertEqual(scripted["filterShown"], .bool(true))
        XCTAssertEqual(scripted["filter"]?["before"], .number(2))
        XCTAssertEqual(scripted["filter"]?["after"], .number(1), "only the specimen is left")
        try assertImagesLaidOut(scripted, in: "\(dir)/book", count: 16)  // water.today in the manifest's eight modes (14 files), and the specimen

        let jenkins = try browse("\(dir)/book", policy: Self.jenkinsPolicy, ["--filter", "specimen"])
        XCTAssertEqual(jenkins["filterShown"], .bool(false), "no script: no filter box that does nothing")
        XCTAssertEqual(jenkins["filter"]?["after"], .number(2))
        try assertImagesLaidOut(jenkins, in: "\(dir)/book", count: 16)
    }
}

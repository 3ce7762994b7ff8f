import FolioGraphics
import Foundation
import FolioStorybook

/// The review of a golden check, `Output/review/index.html`: a summary at the top, then for each
/// target that failed, its appearances side by side as one unit, each with expected | actual | diff,
/// its counts, what changed in the frame tree in words, the changed regions cropped and enlarged,
/// actual over expected with a divider to drag across them (a swipe), and the one line that accepts
/// it. The page opens from the file system, and works under Jenkins' default Content-Security-Policy
/// (`sandbox; default-src 'none'; img-src 'self'; style-src 'self';`, which runs no script at all):
/// its style is one file beside it, `review.css`, nothing is inline, and the divider is CSS (a box
/// the reader resizes), so the page has no script.
public struct ReviewPage {
    public var report: GoldenReport
    public var suite: GoldenSuite

    public init(report: GoldenReport, suite: GoldenSuite) {
        self.report = report
        self.suite = suite
    }

    /// The command that records the goldens of `target` (all of them when nil) into the suite's folder.
    public func acceptCommand(_ target: String?) -> String {
        var words = ["folio", "golden", "record"]
        if let target { words += ["--only", target] }
        if suite.directory != GoldenSuite.defaultDirectory { words += ["--goldens", suite.directory] }
        if suite.store.directory != GoldenStore.defaultDirectory { words += ["--store", suite.store.directory] }
        if suite.plan.scale != 2 { words += ["--scale", StorybookPlan.scaleLabel(suite.plan.scale)] }
        return words.joined(separator: " ")
    }

    /// The command that copies this review's renders (of `target`, or all) over the goldens without
    /// rendering again.
    public func acceptFromReviewCommand(_ target: String?) -> String {
        var words = ["folio", "golden", "accept", suite.reviewDirectory]
        if let target { words += ["--only", target] }
        if suite.directory != GoldenSuite.defaultDirectory { words += ["--goldens", suite.directory] }
        if suite.store.directory != GoldenStore.defaultDirectory { words += ["--store", suite.store.directory] }
        return words.joined(separator: " ")
    }

    /// The page's HTML.
    public func html() -> String {
        var out = HTML.head(title: report.failed ? "Golden review: changes to look at" : "Golden review: all clear", stylesheet: Self.stylesheet)
        out += "<header>\n<h1>Golden review</h1>\n<p class=\"summary\">\(HTML.escape(report.summary))</p>\n"
        out += "<p class=\"quiet\">goldens <code>\(HTML.escape(suite.directory))</code> · store <code>\(HTML.escape(suite.store.directory))</code> · @\(StorybookPlan.scaleLabel(suite.plan.scale))x on "
            + "\(HTML.escape(suite.plan.device.name)) · threshold \(suite.diff.threshold) · max diff pixels \(suite.maxDiffPixels)</p>\n"
        if !report.packageDifferences.isEmpty {
            out += "<div class=\"notice\"><b>Pixels not comparable here: these goldens were made with other fonts or libraries; only the frame trees were compared.</b><ul>"
                + report.packageDifferences.map { "<li>\(HTML.escape($0))</li>" }.joined()
                + "</ul>Check on a machine with the goldens' packages, or re-record them here: <code>\(HTML.escape(acceptCommand(nil)))</code></div>\n"
        } else if report.failed {
            out += "<p>Accept every change below: <code>\(HTML.escape(acceptCommand(nil)))</code></p>\n"
        }
        out += "<nav>" + report.failingTargets.map { "<a href=\"#\(HTML.escape($0[0].target.name))\">\(HTML.escape($0[0].target.name))</a>" }.joined()
            + "</nav>\n</header>\n"
        out += report.failingTargets.map(section).joined()
        if !report.orphaned.isEmpty {
            out += "<section><h2>Orphaned goldens</h2><p>No story renders these manifest entries any more; remove them with "
                + "<code>\(HTML.escape(acceptCommand(nil))) --prune</code>.</p><ul>"
                + report.orphaned.map { "<li><code>\(HTML.escape($0))</code></li>" }.joined() + "</ul></section>\n"
        }
        if !report.orphanedInStore.isEmpty {
            out += "<section><h2>Unused in the store</h2><p>No manifest here names these files of <code>\(HTML.escape(suite.store.directory))</code>"
                + " (another branch's may); remove them with <code>folio golden gc</code>.</p><ul>"
                + report.orphanedInStore.map { "<li><code>\(HTML.escape($0))</code></li>" }.joined() + "</ul></section>\n"
        }
        return out + "</body>\n</html>\n"
    }

    /// The page's stylesheet, beside it.
    public static let stylesheet = "review.css"

    /// Writes `index.html` and its stylesheet into the review folder; returns the page's path.
    @discardableResult
    public func write() throws -> String {
        try AtomicFile.createDirectory(suite.reviewDirectory)
        try AtomicFile.write(HTML.baseStyle + Self.style, to: (suite.reviewDirectory as NSString).appendingPathComponent(Self.stylesheet))
        let path = (suite.reviewDirectory as NSString).appendingPathComponent("index.html")
        try AtomicFile.write(html(), to: path)
        return path
    }

    /// One failing target: all its appearances.
    private func section(_ results: [GoldenResult]) -> String {
        let target = results[0].target
        var out = "<section class=\"target\" id=\"\(HTML.escape(target.name))\">\n<h2><code>\(HTML.escape(target.name))</code> "
            + "<span class=\"quiet\">\(HTML.escape(target.summary))</span></h2>\n"
            + "<p class=\"accept\">accept: <code>\(HTML.escape(acceptFromReviewCommand(target.name)))</code> "
            + "(or render again: <code>\(HTML.escape(acceptCommand(target.name)))</code>)</p>\n<div class=\"unit\">\n"
        for result in results {
            out += "<div class=\"appearance \(result.isFailure ? "failed" : "passed")\">\n<h3>\(result.mode): "
                + "\(HTML.escape(result.message))</h3>\n"
            if !result.changes.isEmpty {
                out += "<ul class=\"changes\">" + result.changes.map { "<li>\(HTML.escape($0))</li>" }.joined() + "</ul>\n"
            }
            if result.expectedNotInStore {
                out += "<p class=\"notice\">The expected picture is not in the store <code>\(HTML.escape(suite.store.directory))</code>: "
                    + "shown are the new render and what changed in the frame tree. Fill the store (README: Goldens) to see "
                    + "expected, diff and the changed regions.</p>\n"
            }
            out += "<div class=\"triptych\">"
            if result.isFailure {
                out += figure(result.expectedImage, "expected") + figure(result.actualImage, "actual") + figure(result.diffImage, "diff")
            } else {
                out += figure(result.expectedImage, "unchanged")
            }
            out += "</div>\n"
            if result.isFailure, let expected = result.expectedImage, let actual = result.actualImage {
                out += zooms(result.zooms) + swipe(expected, actual)
            }
            out += "</div>\n"
        }
        return out + "</div>\n</section>\n"
    }

    /// The changed regions, expected beside actual, enlarged.
    private func zooms(_ zooms: [GoldenZoom]) -> String {
        guard !zooms.isEmpty else { return "" }
        return "<div class=\"zooms\">" + zooms.map { zoom in
            "<div class=\"zoom\">" + figure(zoom.expected, "expected") + figure(zoom.actual, "actual")
                + "<p class=\"quiet\">\(HTML.escape(zoom.label))</p></div>"
        }.joined() + "</div>\n"
    }

    /// Actual over expected, cut at a divider the reader drags (the handle at its foot): left of it
    /// the actual picture, right of it the expected one, so what moved shows as the divider passes.
    private func swipe(_ expected: String, _ actual: String) -> String {
        "<div class=\"swipe\"><div class=\"stack\"><img src=\"\(HTML.href(expected))\" alt=\"expected\">"
            + "<div class=\"over\"><img src=\"\(HTML.href(actual))\" alt=\"actual\"></div></div>"
            + "<p class=\"quiet\">actual ◀ drag the handle at the divider's foot ▶ expected</p></div>\n"
    }

    private func figure(_ file: String?, _ caption: String) -> String {
        guard let file else { return "" }
        return "<figure><a href=\"\(HTML.href(file))\"><img src=\"\(HTML.href(file))\" loading=\"lazy\" alt=\"\(caption)\"></a>"
            + "<figcaption>\(caption)</figcaption></figure>"
    }

    static let style = """
    .summary { font-size: 19px; font-weight: 600; margin: 4px 0; }
    .notice { background: #FFF4E5; color: #5C3B00; border-radius: 12px; padding: 12px 16px; margin: 12px 0; }
    .target { margin-top: 36px; } .accept code { user-select: all; }
    .unit { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
    .appearance { padding: 12px; border-radius: 14px; background: #0000000A; }
    .appearance.failed { outline: 2px solid #FF3B30; }
    .appearance h3 { font-size: 15px; margin: 0 0 8px; }
    .changes { margin: 0 0 10px; padding-left: 18px; font-size: 14px; }
    .triptych { display: flex; gap: 10px; } .triptych img { width: 236px; }
    .zooms { display: flex; flex-wrap: wrap; gap: 16px; margin-top: 12px; }
    .zoom { display: flex; gap: 6px; align-items: flex-start; flex-wrap: wrap; max-width: 520px; }
    .zoom img { image-rendering: pixelated; max-width: 240px; outline: 1px solid #0000001F; }
    .zoom p { flex-basis: 100%; margin: 0; font-size: 12px; }
    .swipe { margin-top: 12px; } .swipe .stack { position: relative; width: 236px; }
    .swipe .stack img { width: 236px; max-width: none; display: block; }
    .swipe .over { position: absolute; left: 0; top: 0; bottom: 0; width: 50%; min-width: 16px; max-width: 100%;
      overflow: hidden; resize: horizontal; border-right: 2px solid #FF3B30; border-radius: 10px 0 0 10px; }
    .swipe .over img { box-shadow: none; }
    .swipe p { font-size: 12px; margin: 6px 0 0; }

    """
}

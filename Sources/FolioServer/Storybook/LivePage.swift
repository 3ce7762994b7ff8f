import FolioStorybook
import FolioTargets
import FolioLayout
import Foundation

/// The live storybook's page: what is wrong with the templates now (each problem with its file and
/// JSON path; the pictures stay those of the last good templates), then the manifest's stories by
/// group, light and dark side by side, each picture drawn when the page asks for it. A script
/// reloads the page when the server says the templates changed.
struct LivePage {
    var state: LiveTemplates.State
    var directory: URL?

    /// CSS pixels per point of a screen's picture.
    static let displayScale = 0.6

    func html() -> String {
        let plan = StorybookPlan(manifest: state.manifest)
        var body = "<header>\n<h1>Folio storybook <span class=\"live\">live</span></h1>\n<p class=\"quiet\">\(plan.targets.count) stories from "
            + "<code>\(HTML.escape(directory?.path ?? "no Templates folder"))</code>, version \(state.generation); pictures are drawn on request "
            + "and the page reloads when a template is saved.</p>\n</header>\n"
        if !state.problems.isEmpty {
            body += "<section id=\"problems\" class=\"problems\">\n<h2>The templates have problems; the pictures show the last good ones</h2>\n<ul>\n"
                + state.problems.map { "<li><code>\(HTML.escape($0))</code></li>\n" }.joined() + "</ul>\n</section>\n"
        }
        let width = Int((plan.device.size.width * Self.displayScale).rounded())
        for (group, targets) in plan.groups {
            body += "<section id=\"\(HTML.escape(group))\">\n<h2>\(HTML.escape(StorybookPlan.title(ofGroup: group)))</h2>\n<div class=\"stories\">\n"
            for target in targets {
                let sized = target.sizing == .screen ? " width=\"\(width)\"" : ""
                let figures = plan.appearances.map { appearance in
                    let name = HTML.escape(target.name), look = appearance.rawValue
                    return "<figure><a href=\"/render/\(name)?appearance=\(look)&amp;scale=3\"><img src=\"/storybook/image/\(name)?appearance=\(look)"
                        + "&amp;g=\(state.generation)\"\(sized) loading=\"lazy\" alt=\"\(name), \(look)\"></a><figcaption>\(look)</figcaption></figure>\n"
                }
                body += "<article class=\"story\" id=\"\(HTML.escape(target.name))\">\n<h3><code>\(HTML.escape(target.name))</code> "
                    + "<span class=\"quiet\">— \(HTML.escape(target.summary))</span></h3>\n<div class=\"pair\">\n\(figures.joined())</div>\n</article>\n"
            }
            body += "</div>\n</section>\n"
        }
        return HTML.head(title: "Folio storybook (live)", style: Self.style) + body + Self.script + "</body>\n</html>\n"
    }

    static let script = """
    <script>
    new EventSource('/storybook/events').addEventListener('reload', () => location.reload());
    </script>

    """

    static let style = """
    .stories { display: flex; flex-wrap: wrap; gap: 28px 36px; align-items: flex-start; }
    .story { display: flex; flex-direction: column; gap: 6px; max-width: 100%; }
    .pair { display: flex; gap: 14px; flex-wrap: wrap; align-items: flex-start; }
    .pair img { max-width: 560px; }
    .live { font-size: 14px; vertical-align: middle; background: #34C759; color: white; border-radius: 8px; padding: 2px 8px; }
    .problems { background: #FF3B3022; border: 1px solid #FF3B30; border-radius: 12px; padding: 4px 16px; margin-top: 16px; }
    """
}

import FolioApps
import FolioCodecs
import FolioGraphics
import FolioLayout
import Foundation
import FolioTargets

/// The storybook's `index.html`: a static page (no server; it opens from the file system) grouped by
/// app, each screen with its stories side by side (each named, captioned, in each of its modes —
/// light and dark, the small and large phones, the accessibility text size — side by side), each
/// flow with its caption, each picture with its size.
/// It is written from the files that exist in the folder, so it never links a missing one (after a
/// sharded run, stories of other shards are counted as not here). Each picture is shown as a small
/// thumbnail (`thumbs/…`, made from the picture when the page is written) linked to the full one,
/// so the page loads quickly, and a filter box at the top narrows the stories by name or words.
/// Nothing is inline: the style is `storybook.css` and the filter's script `storybook.js`, beside the
/// page, so it works under a Content-Security-Policy that allows only the page's own files; where no
/// script may run (Jenkins' default policy), the page is the same without the filter box.
struct StorybookIndex {
    var plan: StorybookPlan
    /// The storybook folder the page lives in and links into.
    var directory: String

    init(plan: StorybookPlan, directory: String) {
        self.plan = plan
        self.directory = directory
    }

    /// The page's HTML.
    func html() -> String {
        var present = 0, absent = 0
        var sections = ""
        for (group, targets) in plan.groups {
            var articles = ""
            for run in Self.screens(targets) {
                var variants: [String] = []
                for target in run {
                    let stories = plan.stories(of: target)
                    let figures = stories.compactMap(figure)
                    present += figures.count
                    absent += stories.count - figures.count
                    guard !figures.isEmpty else { continue }
                    variants.append(run[0].story == nil ? article(target, figures: figures.map(\.html), size: figures[0].size)
                                                        : variant(target, figures: figures.map(\.html), size: figures[0].size))
                }
                guard !variants.isEmpty else { continue }
                articles += run[0].story == nil ? variants.joined() : screenArticle(run[0], variants: variants)
            }
            guard !articles.isEmpty else { continue }
            sections += "<section id=\"\(HTML.escape(group))\">\n<h2>\(HTML.escape(StorybookPlan.title(ofGroup: group)))</h2>\n"
                + "<div class=\"stories\">\n\(articles)</div>\n</section>\n"
        }
        return HTML.head(title: "Folio storybook", stylesheet: Self.stylesheet, script: Self.script) + header(present: present, absent: absent) + sections
            + footer() + "</body>\n</html>\n"
    }

    /// The page's stylesheet and script, beside it.
    public static let stylesheet = "storybook.css", script = "storybook.js"

    /// Writes the thumbnails of the pictures in the folder (on `parallelism` threads), the stylesheet,
    /// the script and `index.html`, atomically; returns the page's path.
    @discardableResult
    func write(parallelism: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> String {
        try writeThumbnails(parallelism: parallelism)
        try AtomicFile.write(HTML.baseStyle + Self.style, to: (directory as NSString).appendingPathComponent(Self.stylesheet))
        try AtomicFile.write(Self.filterScript, to: (directory as NSString).appendingPathComponent(Self.script))
        let path = (directory as NSString).appendingPathComponent("index.html")
        try AtomicFile.write(html(), to: path)
        return path
    }

    /// The folder of the thumbnails inside the storybook folder.
    static let thumbnailFolder = "thumbs"

    /// How many times smaller a thumbnail is than its picture: about 2 px per CSS pixel shown.
    var thumbnailFactor: Int { max(1, Int((plan.scale / (Self.displayScale * 2)).rounded(.up))) }

    /// The thumbnail of `file`, inside the folder.
    static func thumbnail(_ file: String) -> String { "\(thumbnailFolder)/\(file)" }

    /// Makes a thumbnail of every picture in the folder that has none or an older one (none at all
    /// when the pictures are already about the size shown, as at @1x), each picture on the next free
    /// thread of `parallelism`.
    /// - Throws: the first failure in the plan's order, after every thumbnail was tried.
    func writeThumbnails(parallelism: Int) throws {
        guard thumbnailFactor > 1 else { return }
        let (fm, directory, factor, pixelsPerPoint) = (FileManager.default, directory, thumbnailFactor, plan.scale / Double(thumbnailFactor))
        @Sendable func path(_ file: String) -> String { (directory as NSString).appendingPathComponent(file) }
        let stale = plan.stories.map(\.file)
            .filter { file in
                guard let made = (try? fm.attributesOfItem(atPath: path(file)))?[.modificationDate] as? Date else { return false }
                let old = (try? fm.attributesOfItem(atPath: path(Self.thumbnail(file))))?[.modificationDate] as? Date
                return old.map { $0 < made } ?? true
            }
        // The folders first, on one thread: two threads creating the same folder at once can fail.
        for folder in Set(stale.map { (path(Self.thumbnail($0)) as NSString).deletingLastPathComponent }).sorted() {
            try AtomicFile.createDirectory(folder)
        }
        _ = try ParallelWork.map(count: stale.count, parallelism: parallelism) { i in
            guard let bytes = FileManager.default.contents(atPath: path(stale[i])), let image = try? RasterImage(png: [UInt8](bytes)) else { return }
            try AtomicFile.write(try image.downscaled(by: factor).png(pixelsPerPoint: pixelsPerPoint), to: path(Self.thumbnail(stale[i])))
        }
    }

    private func header(present: Int, absent: Int) -> String {
        let device = plan.device
        var facts = ["\(present) images of \(plan.targets.count) stories",
                     "@\(StorybookPlan.scaleLabel(plan.scale))x on \(device.name) (\(HTML.dimensions(device.size)) pt)",
                     plan.appearances.map(\.rawValue).joined(separator: " and ")]
            + plan.modes.filter { !$0.isDefault }.map { "mode \($0.name): \($0.summary)" }
        if absent > 0 { facts.append("\(absent) not rendered in this folder (other shards, or not yet)") }
        let pdf = (directory as NSString).appendingPathComponent(Storybook.pdfName)
        if FileManager.default.fileExists(atPath: pdf) {
            facts.append("<a href=\"\(Storybook.pdfName)\">contact sheets (PDF)</a>")
        }
        let nav = plan.groups.map { "<a href=\"#\(HTML.escape($0.name))\">\(HTML.escape(StorybookPlan.title(ofGroup: $0.name)))</a>" }
        return "<header>\n<h1>Folio storybook</h1>\n<p class=\"quiet\">\(facts.joined(separator: " · "))</p>\n"
            + "<nav>\(nav.joined())</nav>\n" + Self.filter + "</header>\n"
    }

    /// The targets in runs: the stories of one screen together, every other target alone.
    static func screens(_ targets: [RenderTarget]) -> [[RenderTarget]] {
        var runs: [[RenderTarget]] = []
        for target in targets {
            if target.story != nil, let last = runs.last?.last, last.story != nil, last.screenName == target.screenName {
                runs[runs.count - 1].append(target)
            } else {
                runs.append([target])
            }
        }
        return runs
    }

    /// A screen and its stories side by side, the default first.
    private func screenArticle(_ first: RenderTarget, variants: [String]) -> String {
        let screen = first.screenName
        let title = AppCatalog.screens.first { $0.id == screen }.map { "\(AppCatalog.name(of: $0.app)): \($0.title) (\($0.presentation.rawValue))" }
        let count = variants.count == 1 ? "" : " · \(variants.count) stories"
        return "<article class=\"story screen\" id=\"\(HTML.escape(screen))\">\n"
            + "<h3><code>\(HTML.escape(screen))</code> <span class=\"quiet\">— \(HTML.escape(title ?? first.summary))\(count)</span></h3>\n"
            + "<div class=\"variants\">\n\(variants.joined())</div>\n</article>\n"
    }

    /// One story of a screen: its name (the default marked), caption, size and appearances.
    private func variant(_ target: RenderTarget, figures: [String], size: Size) -> String {
        let story = target.story.map { "\($0.name)\(target.isDefaultStory ? " (default)" : "")" } ?? target.name
        let caption = target.story?.caption ?? target.summary
        let points = Size(width: size.width / plan.scale, height: size.height / plan.scale)
        return "<div class=\"variant\" id=\"\(HTML.escape(target.story?.id ?? target.name))\">\n"
            + "<h4><code>\(HTML.escape(story))</code> <span class=\"quiet\">\(HTML.escape(caption))</span></h4>\n"
            + "<p class=\"quiet size\">\(HTML.dimensions(points)) pt · \(HTML.dimensions(size)) px</p>\n"
            + "<div class=\"pair\">\n\(figures.joined())</div>\n</div>\n"
    }

    private func article(_ target: RenderTarget, figures: [String], size: Size) -> String {
        let pixels = Size(width: size.width, height: size.height)
        let points = Size(width: size.width / plan.scale, height: size.height / plan.scale)
        let caption = target.kind == .flow ? "<p class=\"caption\">\(HTML.escape(target.summary))</p>\n" : ""
        let summary = target.kind == .flow ? "" : " <span class=\"quiet\">— \(HTML.escape(target.summary))</span>"
        return "<article class=\"story \(target.kind.rawValue)\" id=\"\(HTML.escape(target.name))\">\n"
            + "<h3><code>\(HTML.escape(target.name))</code>\(summary)</h3>\n\(caption)"
            + "<p class=\"quiet size\">\(HTML.dimensions(points)) pt · \(HTML.dimensions(pixels)) px</p>\n"
            + "<div class=\"pair\">\n\(figures.joined())</div>\n</article>\n"
    }

    /// The figure of one story in one mode and appearance, when its file is in the folder.
    private func figure(_ story: Story) -> (html: String, size: Size)? {
        let (target, appearance, file) = (story.target, story.appearance, story.file)
        guard let size = HTML.pngSize(atPath: (directory as NSString).appendingPathComponent(file)) else { return nil }
        let width = Int((size.width / plan.scale * Self.displayScale).rounded())
        let alt = "\(target.name), \(story.mode.label(appearance))"
        let thumb = Self.thumbnail(file)
        let shown = FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent(thumb)) ? thumb : file
        var html = "<figure><a href=\"\(HTML.href(file))\"><img src=\"\(HTML.href(shown))\" width=\"\(width)\" loading=\"lazy\" "
            + "alt=\"\(HTML.escape(alt))\"></a><figcaption>\(HTML.escape(story.mode.label(appearance)))</figcaption></figure>\n"
        // A story that plays shows its animated PNG beside the still (browsers play APNG natively).
        let animation = Storybook.animationFile(target, appearance)
        if story.mode.isDefault, FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent(animation)) {
            html += "<figure><a href=\"\(HTML.href(animation))\"><img src=\"\(HTML.href(animation))\" width=\"\(Int(393 * Self.displayScale))\" "
                + "loading=\"lazy\" alt=\"\(HTML.escape(alt)), playing\"></a><figcaption>\(appearance.rawValue), playing (APNG)</figcaption></figure>\n"
        }
        return (html, size)
    }

    private func footer() -> String {
        guard !plan.skipped.isEmpty else { return "" }
        let items = plan.skipped.map { "<li><code>\(HTML.escape($0.name))</code>: \(HTML.escape($0.reason))</li>" }
        return "<footer>\n<h2>Left out by the manifest</h2>\n<ul class=\"quiet\">\(items.joined())</ul>\n</footer>\n"
    }

    /// CSS pixels per point of the thumbnails.
    static let displayScale = 0.6

    /// The filter box, hidden until `filterScript` runs and shows it.
    static let filter = """
    <p><input type="search" id="filter" hidden placeholder="Filter stories: pet home, flow, dark…" aria-label="Filter stories"></p>

    """

    /// The filter: hides the stories whose name, summary and caption don't hold every word typed,
    /// and the groups left empty.
    static let filterScript = """
    const box = document.getElementById('filter');
    box.hidden = false;
    box.addEventListener('input', () => {
      const words = box.value.toLowerCase().split(/\\s+/).filter(Boolean);
      document.querySelectorAll('article.story').forEach(a => {
        const text = (a.id + ' ' + a.textContent).toLowerCase();
        a.hidden = !words.every(w => text.includes(w));
      });
      document.querySelectorAll('section').forEach(s => { s.hidden = !s.querySelector('article.story:not([hidden])'); });
    });

    """

    static let style = """
    .stories { display: flex; flex-wrap: wrap; gap: 28px 36px; align-items: flex-start; }
    .story { display: flex; flex-direction: column; gap: 6px; }
    .story.flow { flex-basis: 100%; }
    .variants { display: flex; flex-wrap: wrap; gap: 20px 28px; align-items: flex-start; }
    .variant { display: flex; flex-direction: column; gap: 4px; max-width: 520px; }
    .variant h4 { margin: 0; font-size: 14px; font-weight: 600; }
    .caption { font-size: 17px; margin: 0; }
    .size { font-size: 12px; margin: 0; }
    .pair { display: flex; gap: 14px; flex-wrap: wrap; align-items: flex-start; }
    #filter { font: inherit; font-size: 16px; padding: 8px 12px; width: min(420px, 90%); border-radius: 10px; border: 1px solid #0000002E; }
    """
}

import FolioGraphics
import FolioLayout
import FolioTargets

/// The storybook as vector contact sheets: A4 landscape pages, one run of pages per group (app,
/// pieces, specimens), each story's appearances side by side, scaled down, with its name and size.
/// Text stays text, so a page zooms like the screen itself. The outline has a bookmark per group
/// and, under it, one per story.
struct ContactSheets {
    var plan: StorybookPlan

    /// The page's margin, and the band at the top that holds the group's title.
    static let margin = 28.0, titleBand = 44.0, gap = 18.0, labelBand = 28.0

    /// A laid-out story: its frames in each appearance.
    struct Entry {
        var target: RenderTarget
        var frames: [Frame]
    }

    /// Every page, group after group in plan order, with the bookmarks that open on it; each story's
    /// frames from `laidOut` where the batch kept them.
    func pages(measurer: any TextMeasuring, laidOut: LaidOutFrames = LaidOutFrames()) throws -> [PDFPage] {
        try plan.groups.flatMap { group, targets in
            let entries = try targets.map { target in
                Entry(target: target, frames: try plan.appearances.map {
                    try laidOut.frame(of: target, $0) ?? target.frame(plan.request(target, $0), measurer: measurer)
                })
            }
            return paginate(entries, title: StorybookPlan.title(ofGroup: group), measurer: measurer)
        }
    }

    /// The named destination of a story's first thumbnail.
    static func destination(_ target: RenderTarget) -> String { "story:\(target.name)" }

    /// Packs entries into rows and rows into pages; the first page carries the group's bookmark, each
    /// page those of the stories it starts.
    private func paginate(_ entries: [Entry], title: String, measurer: any TextMeasuring) -> [PDFPage] {
        let page = PageComposer.a4Landscape, m = Self.margin
        let contentWidth = page.width - 2 * m, bottom = page.height - m
        var pages: [PDFPage] = []
        var outline = [PDFOutlineEntry(title)], marks: [String: PDFMark] = [:]
        var composer = newPage(title, number: 1, measurer: measurer)
        var x = m, y = m + Self.titleBand, rowHeight = 0.0
        for entry in entries {
            let (scale, block) = Self.layout(entry, contentWidth: contentWidth, contentHeight: bottom - m - Self.titleBand)
            if x > m, x + block.width > m + contentWidth { (x, y, rowHeight) = (m, y + rowHeight + Self.gap, 0) }
            if y > m + Self.titleBand, y + block.height > bottom {
                pages.append(PDFPage(composer.page(name: "\(title) \(pages.count + 1)"), outline: outline, marks: marks))
                (outline, marks) = ([], [:])
                composer = newPage(title, number: pages.count + 1, measurer: measurer)
                (x, y, rowHeight) = (m, m + Self.titleBand, 0)
            }
            let first = place(entry, scale: scale, at: Point(x: x, y: y), width: block.width, on: &composer)
            outline.append(PDFOutlineEntry(entry.target.name, level: 2, destination: Self.destination(entry.target)))
            marks[first] = PDFMark(destination: Self.destination(entry.target))
            x += block.width + Self.gap
            rowHeight = max(rowHeight, block.height)
        }
        pages.append(PDFPage(composer.page(name: "\(title) \(pages.count + 1)"), outline: outline, marks: marks))
        return pages
    }

    /// The scale of an entry's thumbnails and the size of its block (thumbnails side by side, label
    /// below): one scale for all, at which a phone screen's light and dark take a quarter of the
    /// page's width and at most half its height, unless the entry is too tall or too wide for the page.
    /// Tall sheets keep the common scale and take a page's height.
    static func layout(_ entry: Entry, contentWidth: Double, contentHeight: Double) -> (Double, Size) {
        let widest = entry.frames.map(\.size.width).max() ?? 1, tallest = entry.frames.map(\.size.height).max() ?? 1
        let count = Double(entry.frames.count), pairGap = 8.0
        let phone = Device.iPhone.size
        let uniform = min(((contentHeight - gap) / 2 - labelBand) / phone.height, ((contentWidth - 3 * gap) / 4 - pairGap) / (2 * phone.width))
        // Entries a little taller than a phone (a flow strip under its caption) shrink so two rows still fit.
        let twoRows = ((contentHeight - gap) / 2 - labelBand) / tallest
        let base = tallest <= phone.height * 1.25 ? min(uniform, twoRows) : uniform
        let scale = min(base, (contentHeight - labelBand) / tallest, (contentWidth - (count - 1) * pairGap) / (count * widest))
        let width = max(count * widest * scale + (count - 1) * pairGap, 150)
        return (scale, Size(width: width, height: tallest * scale + labelBand))
    }

    /// Places an entry's thumbnails and label; returns the name of its first thumbnail.
    private func place(_ entry: Entry, scale: Double, at origin: Point, width: Double, on composer: inout PageComposer) -> String {
        var x = origin.x, height = 0.0
        let names = plan.appearances.map { "\(entry.target.name) \($0.rawValue)" }
        for (frame, name) in zip(entry.frames, names) {
            composer.thumbnail(frame, scale: scale, at: Point(x: x, y: origin.y), name: name)
            x += frame.size.width * scale + 8
            height = max(height, frame.size.height * scale)
        }
        let size = entry.frames.first.map { "\(HTML.dimensions($0.size)) pt" } ?? ""
        let label = entry.target.kind == .flow ? entry.target.summary : size
        composer.text(entry.target.name, style: TextStyle.caption.weight(.semibold), at: Point(x: origin.x, y: origin.y + height + 4), width: width)
        composer.text(label, style: .caption2, color: .secondaryLabel, at: Point(x: origin.x, y: origin.y + height + 17), width: width)
        return names.first ?? entry.target.name
    }

    private func newPage(_ title: String, number: Int, measurer: any TextMeasuring) -> PageComposer {
        var composer = PageComposer(measurer: measurer)
        let m = Self.margin
        composer.text(number == 1 ? title : "\(title) (continued)", style: .title3, at: Point(x: m, y: m - 6), width: 500)
        let facts = "Folio storybook · @\(StorybookPlan.scaleLabel(plan.scale))x · \(plan.device.name) · "
            + plan.appearances.map(\.rawValue).joined(separator: " | ")
        composer.text(facts, style: .caption, color: .secondaryLabel, at: Point(x: PageComposer.a4Landscape.width - m, y: m),
                      width: 360, trailing: true)
        return composer
    }
}

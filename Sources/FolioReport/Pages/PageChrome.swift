import FolioApps
import FolioCore
import FolioLayout

/// The paper around the content: the content area inside the margins, the page's ground (unprinted
/// on paper, the theme's background on screens) and the running footer in the bottom margin.
struct PageChrome {
    let paper: Size
    let margins: EdgeInsets
    /// The footer's text for page `number` of `total`.
    let footer: (Int, Int) -> String

    static let footerName = "§footer"

    /// Where content goes: the paper inside the margins.
    var content: Rect { Rect(size: paper).inset(by: margins) }

    /// A whole page: the ground, the content, and (on every page but the first, when the template has
    /// one) the footer, which is page furniture rather than content, so it has no element.
    func page(_ content: PageContent, number: Int, of total: Int, theme: Theme,
              measurer: any TextMeasuring) -> ReportPage {
        var frames: [Frame] = []
        if let ground = ReportSurface.page(theme) {
            frames.append(Frame(size: paper, role: .background, item: .shape(ShapeItem(.rect, fill: .solid(theme.resolve(ground))))))
        }
        frames += content.parts.map(\.frame)
        let text = footer(number, total)
        let hasFooter = number > 1 && !text.isEmpty
        if hasFooter {
            var environment = Environment(theme: theme, measurer: measurer)
            environment.locale = FolioLocale.current
            let view = VStack(alignment: .leading, spacing: 8) {
                Divider()
                Text(text, style: ReportType.footer, color: .secondaryLabel).lineLimit(1)
            }
            var frame = layout(view, width: self.content.width, environment: environment, role: .chrome,
                               name: Self.footerName)
            frame.origin = Point(x: self.content.minX, y: paper.height - margins.bottom + 24)
            frames.append(frame)
        }
        return ReportPage(frame: .group(frames, size: paper, role: .screen, name: "page \(number)"),
                          elements: content.parts.compactMap(\.element), destinations: content.destinations,
                          footerName: hasFooter ? Self.footerName : nil)
    }
}

import FolioApps
import FolioCore
import FolioLayout

/// Lays a section's heading and blocks out at the content width, in the section's theme, part by
/// part: each part knows its rect, so headings, paragraphs, figures and lists can be tagged and the
/// paginator can keep every block whole.
struct BlockComposer {
    let environment: Environment
    let width: Double
    let data: ReportData

    static let cardPadding = 18.0
    static let gap = 14.0

    /// The template copy with its bindings filled in from the data.
    func fill(_ text: TemplateText) -> String {
        text.filled { Self.value($0, data: data) }
    }

    /// The phrase of the value binding `name` in copy ("38 goals"), "—" when the data lacks it.
    static func value(_ name: String, data: ReportData) -> String {
        guard case .value(let resolve)? = ReportBindings.named(name)?.kind else { return name }
        return resolve(data)?.phrase ?? "—"
    }

    /// `view` laid out at `width`, at `origin` in the block, with what it is to a reader.
    func part(_ view: any View, width: Double? = nil, at origin: Point = .zero, role: ReportElement.Role?,
              text: String = "") -> LaidPart {
        var frame = layout(view, width: width ?? self.width, environment: environment, role: .group)
        frame.origin = origin
        return LaidPart(frame: frame, element: role.map { ReportElement(role: $0, text: text, rect: frame.rect) })
    }

    /// Parts stacked down from `top` with `spacing` between them; returns them and the bottom.
    func stack(_ parts: [(any View, ReportElement.Role?, String)], width: Double? = nil, x: Double = 0, top: Double = 0,
               spacing: Double) -> ([LaidPart], Double) {
        var y = top
        var laid: [LaidPart] = []
        for (view, role, text) in parts {
            if !laid.isEmpty { y += spacing }
            let p = part(view, width: width, at: Point(x: x, y: y), role: role, text: text)
            laid.append(p)
            y += p.frame.size.height
        }
        return (laid, y)
    }

    /// The section's kicker, heading and intro (or its empty sentence), as the block that opens it.
    func header(_ section: ReportSection, destination: String, isEmpty: Bool) -> LaidBlock {
        let isCover = section.kind == .cover
        var parts: [(any View, ReportElement.Role?, String)] = []
        if let kicker = section.kicker.map(fill) {
            parts.append((Text(kicker.uppercased(), style: ReportType.kicker, color: .accent), .paragraph, kicker))
        }
        let heading = fill(section.heading)
        // At most two lines (three for a section heading): a long name in a heading is ellipsized
        // rather than pushing the cover onto a second page.
        parts.append((Text(heading, style: isCover ? ReportType.coverTitle : ReportType.heading).lineLimit(isCover ? 2 : 3),
                      .heading(level: 1), heading))
        let intro = (isEmpty ? section.empty ?? section.intro : section.intro).map(fill)
        if let intro {
            parts.append((Text(intro, style: ReportType.intro, color: .secondaryLabel), .paragraph, intro))
        }
        let (laid, bottom) = stack(parts, spacing: Space.xs)
        return LaidBlock(height: bottom, parts: laid, destination: destination)
    }

    /// A block of the template, or nil when its data is missing (a figure of an app left out).
    func block(_ block: ReportBlock) -> LaidBlock? {
        switch block {
        case .text(let text):
            // Copy about an app without a snapshot is left out with the app.
            guard text.bindings.allSatisfy({ ReportBindings.named($0)?.app.map(data.has) ?? true }) else { return nil }
            let copy = fill(text)
            let p = part(Text(copy, style: ReportType.body, color: .label), role: .paragraph, text: copy)
            return LaidBlock(height: p.frame.size.height, parts: [p])
        case .stats(let names):
            return stats(names)
        case .figure(let figure):
            return row([figure])
        case .row(let figures):
            return row(figures)
        }
    }

    /// Figures on cards side by side, all as tall as the tallest.
    private func row(_ figures: [FigureBlock]) -> LaidBlock? {
        let made = figures.compactMap { block -> (FigureBlock, ReportFigure)? in
            guard case .figure(let make)? = ReportBindings.named(block.binding)?.kind, let figure = make(data) else { return nil }
            return (block, figure)
        }
        guard !made.isEmpty else { return nil }
        let cardWidth = (width - Self.gap * Double(made.count - 1)) / Double(made.count)
        let cards = made.map { card($0.0, $0.1, width: cardWidth) }
        let height = cards.map(\.1).max() ?? 0
        var parts: [LaidPart] = []
        for (i, (content, _)) in cards.enumerated() {
            let x = Double(i) * (cardWidth + Self.gap)
            if made[i].1.isOnCard {
                let surface = ShapeView(.card).fill(ReportSurface.card(environment.theme)).frame(width: cardWidth, height: height)
                parts.append(part(surface, width: cardWidth, at: Point(x: x, y: 0), role: nil))
            }
            parts += content.map { $0.moved(by: Point(x: x, y: 0)) }
        }
        return LaidBlock(height: height, parts: parts)
    }

    /// One figure's title, picture and caption inside a card of `width` (or bare, for a figure that
    /// is a card itself); returns the parts and the card's height.
    private func card(_ block: FigureBlock, _ figure: ReportFigure, width: Double) -> ([LaidPart], Double) {
        let padding = figure.isOnCard ? Self.cardPadding : 0
        let inner = width - padding * 2
        var parts: [(any View, ReportElement.Role?, String)] = []
        if let title = block.title.map(fill) {
            parts.append((Text(title, style: ReportType.title), .heading(level: 2), title))
        }
        switch figure.reading {
        case .figure(let alt): parts.append((figure.view, .figure(alt: alt), ""))
        case .list(let items): parts.append((figure.view, .list(items: items), ""))
        case .sentence(let text): parts.append((figure.view, .paragraph, text))
        }
        if let caption = block.caption.map(fill) {
            parts.append((Text(caption, style: ReportType.caption, color: .secondaryLabel), .paragraph, caption))
        }
        let (laid, bottom) = stack(parts, width: inner, x: padding, top: padding, spacing: Space.sm)
        return (laid, bottom + padding)
    }

    /// A row of stat tiles, one per value the data has; read aloud as a list.
    private func stats(_ names: [String]) -> LaidBlock? {
        let values = names.compactMap { name -> ReportValue? in
            guard case .value(let resolve)? = ReportBindings.named(name)?.kind else { return nil }
            return resolve(data)
        }
        guard !values.isEmpty else { return nil }
        let tile = ReportSurface.card(environment.theme)
        // A figure is whole: one too wide for its tile ("US$ 112.74") is set smaller until it fits.
        let room = (width - Self.gap * Double(values.count - 1)) / Double(values.count) - 32
        let view = HStack(alignment: .top, spacing: Self.gap) {
            for value in values {
                VStack(alignment: .leading, spacing: 3) {
                    Text(value.label, style: ReportType.label, color: .secondaryLabel).lineLimit(1)
                    Text(value.number, style: fitting(value.number, ReportType.statValue, room)).lineLimit(1)
                    // Every tile keeps a detail line, so the row's tiles are all as tall.
                    Text(value.detail ?? " ", style: ReportType.caption, color: .secondaryLabel).lineLimit(1)
                }
                .padding(horizontal: 16, vertical: 14)
                .frame(maxWidth: .infinity, alignment: .topLeading)
                .background(ShapeView(.tile).fill(tile))
                .role(.row, name: value.label)
            }
        }
        let items = values.map { "\($0.label): \($0.number)" + ($0.detail.map { ", \($0)" } ?? "") }
        let p = part(view, role: .list(items: items))
        return LaidBlock(height: p.frame.size.height, parts: [p])
    }

    /// `style`, made smaller a point at a time (to 60 % of its size at most) until `text` fits `room`
    /// points on one line.
    private func fitting(_ text: String, _ style: TextStyle, _ room: Double) -> TextStyle {
        var fitted = style
        while fitted.size > style.size * 0.6,
              environment.measurer.measure(text, style: fitted, width: nil, maxLines: 1).size.width > room {
            fitted = fitted.size(fitted.size - 1)
        }
        return fitted
    }
}

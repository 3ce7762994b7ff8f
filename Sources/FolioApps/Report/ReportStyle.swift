import FolioLayout

/// The report's type scale, set for paper rather than a phone: a large cover title, chapter
/// headings, a tracked kicker, body copy with room between lines, and small tabular figures.
public enum ReportType {
    public static let coverTitle = TextStyle(size: 46, weight: .bold, letterSpacing: -1)
    public static let heading = TextStyle(size: 30, weight: .bold, letterSpacing: -0.5)
    public static let kicker = TextStyle(size: 10, weight: .semibold, letterSpacing: 0.8)
    public static let intro = TextStyle(size: 15, lineHeight: 1.3)
    public static let title = TextStyle(size: 14, weight: .semibold)
    public static let body = TextStyle(size: 12, lineHeight: 1.35)
    public static let caption = TextStyle(size: 10, lineHeight: 1.25)
    public static let label = TextStyle(size: 10.5, weight: .medium)
    public static let figure = TextStyle(size: 10.5, weight: .semibold, tabularFigures: true)
    public static let statValue = TextStyle(size: 26, weight: .bold, letterSpacing: -0.3, tabularFigures: true)
    public static let footer = TextStyle(size: 8.5, weight: .medium, tabularFigures: true)
}

/// The height of a page's content area, for figures that take the room a page leaves them.
public struct ReportContentHeight: EnvironmentKey {
    public static let defaultValue = 702.0
}

/// The surfaces a report draws on: on paper (light) cards are the app's pale grouped background with
/// no shadow; on screens (dark) they are the app's card colour on its dark background.
public enum ReportSurface {
    /// The page behind everything; nil on paper, which stays unprinted.
    public static func page(_ theme: Theme) -> ThemeColor? {
        theme.appearance == .light ? nil : .background
    }

    /// A card's fill.
    public static func card(_ theme: Theme) -> ThemeColor {
        theme.appearance == .light ? .groupedBackground : .card
    }

    /// A tile's fill, a step above the card.
    public static func tile(_ theme: Theme) -> ThemeColor {
        theme.appearance == .light ? .card : .raised
    }
}

/// A horizontal bar on a quiet track: filled for the figure being read, outlined for the one it
/// is compared with, so the two tell apart in greyscale. A `lead` draws what came before the
/// figure as a pale stretch ahead of it (a budget's earlier spending before this week's).
struct ReportBar: View {
    enum Style { case filled, outlined }

    var fraction: Double
    var lead: Double = 0
    var style: Style = .filled
    var color: ThemeColor = .accent
    var height: Double = 10

    var body: any View {
        Draw(idealSize: Size(width: 120, height: height)) { size, env in
            let track = Frame(size: size, role: .track, item: .shape(ShapeItem(.capsule, fill: .solid(env.resolve(.fill)))))
            let before = min(1, max(0, lead)), f = min(1 - before, max(0, fraction))
            guard before + f > 0 else { return [track] }
            let ink = env.resolve(color)
            var frames = [track]
            if before > 0 {
                let width = max(size.height, size.width * (before + f))
                frames.append(Frame(size: Size(width: width, height: size.height), role: .indicator,
                                    item: .shape(ShapeItem(.capsule, fill: .solid(ink.opacity(ink.alpha * 0.3))))))
            }
            guard f > 0 else { return frames }
            let start = size.width * before
            let bar = Size(width: max(size.height, size.width * f), height: size.height)
            let item = style == .filled
                ? ShapeItem(.capsule, fill: .solid(ink))
                : ShapeItem(.capsule, fill: .solid(ink.opacity(ink.alpha * 0.18)), stroke: Stroke(ink, width: 1.5))
            let inset = style == .filled ? 0 : 0.75
            frames.append(Frame(origin: Point(x: min(start, size.width - bar.width) + inset, y: inset),
                                size: Size(width: bar.width - inset * 2, height: bar.height - inset * 2),
                                role: .indicator, item: .shape(item)))
            return frames
        }
        .frame(height: height)
    }
}

/// One row of a ranked list: a label, its bar and its number.
struct ReportBarRow: View {
    var label: String
    var icon: Icon?
    var fraction: Double
    var trailing: String
    var style: ReportBar.Style = .filled
    var color: ThemeColor = .accent
    var labelWidth = 96.0
    var trailingWidth = 76.0

    var body: any View {
        HStack(spacing: Space.sm) {
            HStack(spacing: 6) {
                if let icon { IconView(icon, size: 13, color: .secondaryLabel) }
                Text(label, style: ReportType.label).lineLimit(1)
            }
            .frame(width: labelWidth, alignment: .leading)
            ReportBar(fraction: fraction, style: style, color: color)
            Text(trailing, style: ReportType.figure, color: .secondaryLabel).lineLimit(1)
                .frame(width: trailingWidth, alignment: .trailing)
        }
    }
}

/// A small key under or over a chart: a swatch drawn as the chart draws it and what it means.
struct ReportKey: View {
    var items: [(label: String, style: ReportBar.Style)]
    var color: ThemeColor = .accent

    var body: any View {
        HStack(spacing: Space.md) {
            for item in items {
                HStack(spacing: 6) {
                    ReportBar(fraction: 1, style: item.style, color: color, height: 8).frame(width: 18)
                    Text(item.label, style: ReportType.caption, color: .secondaryLabel).lineLimit(1)
                }
            }
            Spacer(minLength: 0)
        }
    }
}

import FolioLayout

/// Stat Grid — a few numbers as quiet tiles in even columns: each tile's label over its value in
/// tabular figures and its trend, an arrow and a change (green when good news, red when not) or a
/// small sparkline. The tiles of one row share its height.
public struct StatGrid: View {
    /// Where a stat is heading.
    public enum Trend: Sendable {
        /// Nothing to show.
        case none
        /// Up by the text ("12%"); `isGood` colours it green, false red, nil a neutral grey (a
        /// change that is neither praise nor alarm).
        case up(String, isGood: Bool? = true)
        /// Down by the text; `isGood` colours it green, false red, nil a neutral grey.
        case down(String, isGood: Bool? = false)
        /// The recent values, oldest first, as a small line.
        case sparkline([Double])
    }

    /// One tile.
    public struct Stat: Sendable {
        public var value: String
        public var label: String
        public var icon: Icon?
        public var trend: Trend

        public init(value: String, label: String, icon: Icon? = nil, trend: Trend = .none) {
            self.value = value
            self.label = label
            self.icon = icon
            self.trend = trend
        }
    }

    public var stats: [Stat]
    public var columns: Int

    public init(_ stats: [Stat], columns: Int = 2) {
        self.stats = stats
        self.columns = max(1, columns)
    }

    public var body: any View {
        let hasTrend = stats.contains { if case .none = $0.trend { return false }; return true }
        // At the accessibility text sizes one tile a row, so a number is never broken across lines.
        let tiles = stats.map { tile($0, trendRow: hasTrend) }
        return EnvironmentReader { env in
            let perRow = env.textSize.isAccessibilitySize ? 1 : columns
            VStack(spacing: Space.sm) {
                for start in stride(from: 0, to: tiles.count, by: perRow) {
                    EqualHeightRow(columns: perRow, spacing: Space.sm, cells: Array(tiles[start..<min(tiles.count, start + perRow)]))
                }
            }
            .role(.group, name: "stat grid")
        }
    }

    private func tile(_ stat: Stat, trendRow: Bool) -> any View {
        VStack(alignment: .leading, spacing: Space.xxs) {
            HStack(spacing: Space.xxs) {
                if let icon = stat.icon { IconView(icon, size: 14, color: .secondaryLabel, weight: .medium) }
                Text(stat.label, style: TextStyle.footnote.weight(.medium), color: .secondaryLabel).lineLimit(1)
            }
            Text(stat.value, style: TextStyle.title2.tabular()).whole()
            if trendRow {
                trend(stat.trend).frame(height: 22, alignment: .leading)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .tile(name: stat.label, padding: Space.md)
    }

    private func trend(_ trend: Trend) -> any View {
        switch trend {
        case .none:
            return Spacer(minLength: 0)
        case .up(let text, let isGood):
            return change(.arrowUp, text, tint: Self.tint(isGood))
        case .down(let text, let isGood):
            return change(.arrowDown, text, tint: Self.tint(isGood))
        case .sparkline(let values):
            return Sparkline(values: values).frame(maxWidth: .infinity)
        }
    }

    /// Green for good news, red for bad, the secondary label for a change that is neither.
    private static func tint(_ isGood: Bool?) -> ThemeColor {
        isGood.map { $0 ? .success : .destructive } ?? .secondaryLabel
    }

    private func change(_ arrow: Icon, _ text: String, tint: ThemeColor) -> any View {
        TrendChip(arrow: arrow, text: text, tint: tint, wash: 0.12, name: text)
    }
}

/// A small line of recent values with a soft wash under it and a dot on the latest, in the accent.
/// Time runs in the reading direction: right to left the line is mirrored, the latest at the left.
private struct Sparkline: View {
    var values: [Double]

    var body: any View {
        Draw(idealSize: Size(width: 96, height: 22)) { size, env in
            guard values.count > 1, let low = values.min(), let high = values.max() else { return [] }
            let accent = env.resolve(.accent)
            let dot = 5.0
            let span = high - low
            let points = values.enumerated().map { i, v in
                Point(x: dot / 2 + (size.width - dot) * Double(i) / Double(values.count - 1),
                      y: dot / 2 + (size.height - dot) * (span > 0 ? 1 - (v - low) / span : 0.5))
            }
            var line = Path()
            line.move(to: points[0])
            for p in points.dropFirst() { line.line(to: p) }
            var wash = line
            wash.line(to: Point(x: points[points.count - 1].x, y: size.height))
            wash.line(to: Point(x: points[0].x, y: size.height))
            wash.close()
            let fade = Paint.linear(LinearGradient(start: .zero, end: Point(x: 0, y: size.height),
                                                   stops: [GradientStop(0, accent.opacity(0.22)), GradientStop(1, accent.opacity(0))]))
            let last = points[points.count - 1]
            return [
                Frame(size: size, role: .shape, item: .shape(ShapeItem(.path(wash), fill: fade))),
                Frame(size: size, role: .shape, item: .shape(ShapeItem(.path(line), stroke: Stroke(accent, width: 2, cap: .round, join: .round)))),
                Frame(origin: Point(x: last.x - dot / 2, y: last.y - dot / 2), size: Size(width: dot, height: dot),
                      role: .indicator, item: .shape(ShapeItem(.ellipse, fill: .solid(accent)))),
            ]
        }
        .flipsForRightToLeft()
        .role(.chart, name: "sparkline")
    }
}

import FolioDomain
import FolioLayout

/// A ranked list as bars (the words used most, what shaped the moods, what was drunk). Each row
/// names its item and its number over a thin bar, so the bars only add the proportions and the
/// list fits a narrow card. Read aloud as a list.
enum TallyFigure {
    /// One row of the list.
    struct Row {
        var label: String
        var icon: Icon?
        var amount: Int
        var trailing: String
        var color: ThemeColor = .accent
        /// The row's own whole, when its bar measures the row against it rather than against
        /// the largest row (a budget's spending against what it holds).
        var whole: Int?
        /// What came before `amount` within `whole`, drawn pale ahead of it.
        var before = 0
    }

    /// The rows as bars scaled to the largest (or each to its own whole), in `columns` filled top
    /// to bottom, or the `empty` sentence when there are none.
    static func figure(_ rows: [Row], empty: String, columns: Int = 1) -> ReportFigure {
        guard let most = rows.map({ $0.amount + $0.before }).max(), most > 0 else {
            return ReportFigure(view: Text(empty, style: ReportType.body, color: .secondaryLabel), reading: .sentence(empty))
        }
        let perColumn = (rows.count + columns - 1) / columns
        let view = HStack(alignment: .top, spacing: Space.xl) {
            for column in stride(from: 0, to: rows.count, by: perColumn).map({ Array(rows[$0..<min(rows.count, $0 + perColumn)]) }) {
                list(column, most: most).frame(maxWidth: .infinity)
            }
        }
        return ReportFigure(view: view, reading: .list(rows.map { "\($0.label): \($0.trailing)" }))
    }

    private static func list(_ rows: [Row], most: Int) -> any View {
        VStack(alignment: .leading, spacing: Space.sm) {
            for row in rows {
                VStack(alignment: .leading, spacing: 5) {
                    HStack(spacing: 6) {
                        if let icon = row.icon { IconView(icon, size: 13, color: .secondaryLabel) }
                        Text(row.label, style: ReportType.label).lineLimit(1)
                        Spacer(minLength: Space.xs)
                        Text(row.trailing, style: ReportType.figure, color: .secondaryLabel).lineLimit(1).fixedSize()
                    }
                    let whole = Double(row.whole.map { max(1, $0) } ?? most)
                    ReportBar(fraction: Double(row.amount) / whole, lead: Double(row.before) / whole, color: row.color, height: 7)
                }
                .role(.row, name: row.label)
            }
        }
    }
}

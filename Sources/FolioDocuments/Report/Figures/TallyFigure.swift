import FolioDomain
import FolioLayout

/// A ranked list as bars: the words used most, what shaped the moods, what was drunk. Each row
/// names its item and its number, so the bars only add the proportions. Read aloud as a list.
enum TallyFigure {
    /// One row of the list.
    struct Row {
        var label: String
        var icon: Icon?
        var amount: Int
        var trailing: String
        var color: ThemeColor = .accent
    }

    static func words(_ data: ReportData) -> ReportFigure? {
        guard let mood = data.petWeek?.mood, !mood.isEmpty else { return nil }
        let rows = mood.topWords(5).map { Row(label: $0.item, amount: $0.count, trailing: checkIns($0.count), color: .pet.violetCheck) }
        return figure(rows, empty: "No words were chosen with this week's check-ins.")
    }

    static func factors(_ data: ReportData) -> ReportFigure? {
        guard let mood = data.petWeek?.mood, !mood.isEmpty else { return nil }
        let rows = mood.topFactors(5).map {
            Row(label: ReportFormat.title($0.item.rawValue), amount: $0.count, trailing: checkIns($0.count), color: .pet.azure)
        }
        return figure(rows, empty: "No check-in this week said what shaped the mood.")
    }

    static func drinks(_ data: ReportData) -> ReportFigure? {
        guard let week = data.waterWeek, !week.isEmpty else { return nil }
        let rows = week.hydrationByKind.map {
            Row(label: ReportFormat.title($0.kind.rawValue), icon: icon($0.kind), amount: $0.ml,
                trailing: ReportFormat.volume($0.ml), color: color($0.kind))
        }
        return figure(rows, empty: "")
    }

    /// The rows as bars scaled to the largest, or the `empty` sentence when there are none.
    static func figure(_ rows: [Row], empty: String) -> ReportFigure {
        guard let most = rows.map(\.amount).max(), most > 0 else {
            return ReportFigure(view: Text(empty, style: ReportType.body, color: .secondaryLabel), reading: .list([empty]))
        }
        let view = VStack(alignment: .leading, spacing: 9) {
            for row in rows {
                ReportBarRow(label: row.label, icon: row.icon, fraction: Double(row.amount) / Double(most),
                             trailing: row.trailing, color: row.color)
            }
        }
        return ReportFigure(view: view, reading: .list(rows.map { "\($0.label): \($0.trailing)" }))
    }

    private static func checkIns(_ n: Int) -> String { ReportFormat.count(n, "check-in") }

    /// The drink's icon, as the water app's shelf shows it.
    static func icon(_ kind: DrinkKind) -> Icon {
        switch kind {
        case .water: .drop
        case .tea: .tea
        case .coffee: .coffee
        case .milk: .milk
        case .juice: .juice
        case .soda: .soda
        }
    }

    /// The drink's colour from the water app's palette.
    static func color(_ kind: DrinkKind) -> ThemeColor {
        switch kind {
        case .water: .water.water
        case .tea: .water.tea
        case .coffee: .water.coffee
        case .milk: .water.milk
        case .juice: .water.juice
        case .soda: .water.soda
        }
    }
}

import FolioDomain
import FolioLayout

extension TallyFigure {
    /// What counted towards the water goal, by drink, named and drawn as the app shows them.
    static func drinks(_ data: ReportData) -> ReportFigure? {
        guard let week = data.waterWeek, !week.isEmpty else { return nil }
        let rows = week.hydrationByKind.map {
            Row(label: $0.kind.displayName, icon: $0.kind.icon, amount: $0.ml,
                trailing: ReportFormat.volume($0.ml), color: $0.kind == .milk ? milk : $0.kind.color)
        }
        return figure(rows, empty: "", columns: 2)
    }

    /// The water palette's milk a shade deeper: the pale original vanishes on a pale card.
    private static let milk = ThemeColor(light: 0xDCCBAE, dark: 0xBFB4A3)
}

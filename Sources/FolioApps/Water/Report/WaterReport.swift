import FolioDomain

extension AppReport {
    /// Water and Streaks' part of the weekly report: the water chapter.
    static let water = AppReport(
        WaterSnapshot.self,
        chapters: [
            ReportChapter("water", "Each day's water against the goal, the days it was met, the week's llamas.") {
                $0.waterWeek?.isEmpty ?? true
            },
        ],
        bindings: ReportBindings.water,
        summarize: { $0.weekSummary($1) },
        recordedDays: { water, week in
            guard let week else { return water.recordedDays }
            return water.recordedDays(in: week)
        },
        moment: { ($0.now, $0.timeZone) })
}

extension ReportData {
    /// The Water and Streaks snapshot, nil when none was found.
    var water: WaterSnapshot? { snapshot(WaterSnapshot.self) }
    /// What the water chapter shows of the week.
    var waterWeek: WaterWeekSummary? { summary(WaterWeekSummary.self) }
}

import FolioDomain

extension AppReport {
    /// Recipe and Cooking Mode's part of the weekly report: the meals chapter.
    static let recipe = AppReport(
        RecipeSnapshot.self,
        chapters: [
            ReportChapter("meals", "What was planned and cooked each day, the recipes cooked most, the shopping ticked.") {
                $0.mealsWeek?.isEmpty ?? true
            },
        ],
        bindings: ReportBindings.recipe,
        summarize: { $0.weekSummary($1) },
        recordedDays: { kitchen, week in
            guard let week else { return kitchen.recordedDays }
            return kitchen.recordedDays(in: week)
        },
        moment: { (LocalDateTime(date: $0.date, time: $0.time), $0.timeZone) })
}

extension ReportData {
    /// The Recipe and Cooking Mode snapshot, nil when none was found.
    var kitchen: RecipeSnapshot? { snapshot(RecipeSnapshot.self) }
    /// What the meals chapter shows of the week.
    var mealsWeek: RecipeWeekSummary? { summary(RecipeWeekSummary.self) }
}

import FolioDomain
import FolioLayout
import FolioPieces

/// The meals chapter's week: a row a day, its weekday, the planned recipe's small cover and title
/// (or an honest "Nothing planned"), and a check where it was cooked; tonight's meal says so, days still ahead are quieter.
enum RecipeWeekFigure {
    static func figure(_ data: ReportData) -> ReportFigure? {
        guard let week = data.mealsWeek, !week.isEmpty else { return nil }
        let view = VStack(alignment: .leading, spacing: Space.xxs) {
            for day in week.days { row(day) }
        }
        return ReportFigure(view: view, reading: .list(week.days.map(reading)))
    }

    private static func row(_ day: RecipeWeekSummary.Day) -> any View {
        let recipe = day.planned ?? day.cooked.first
        let cooked = !day.cooked.isEmpty
        return HStack(spacing: Space.sm) {
            Text(ReportFormat.weekday(day.date), style: ReportType.label, color: .secondaryLabel).lineLimit(1).frame(width: 64, alignment: .leading)
            if let recipe {
                RecipeCover.view(recipe, .row).frame(width: 22, height: 22)
                Text(recipe.title, style: ReportType.title, color: day.isAhead ? .secondaryLabel : .label).lineLimit(1)
            } else {
                Text(recipeStrings("Nothing planned"), style: ReportType.body, color: .secondaryLabel).lineLimit(1)
            }
            Spacer(minLength: Space.xs)
            if cooked {
                IconView(.check, size: 12, color: .accentForeground)
                    .frame(width: 18, height: 18)
                    .background(ShapeView(.circle).fill(.accent))
                    .role(.indicator, name: "cooked")
            } else if day.isAhead || day.isToday, recipe != nil {
                Text(day.isToday ? recipeStrings("Tonight") : recipeStrings("Planned"), style: ReportType.caption, color: .secondaryLabel).lineLimit(1)
            }
        }
        .frame(minHeight: 22)
        .role(.row, name: ReportFormat.weekday(day.date))
    }

    private static func reading(_ day: RecipeWeekSummary.Day) -> String {
        let name = ReportFormat.weekday(day.date)
        guard let recipe = day.planned ?? day.cooked.first else { return recipeStrings("%@: nothing planned", .text(name)) }
        let title = FormatArgument.text(recipe.title)
        if !day.cooked.isEmpty { return recipeStrings("%1$@: %2$@, cooked", .text(name), title) }
        if day.isToday { return recipeStrings("%1$@: %2$@, tonight", .text(name), title) }
        return day.isAhead ? recipeStrings("%1$@: %2$@, planned", .text(name), title) : recipeStrings("%1$@: %2$@, not cooked", .text(name), title)
    }
}

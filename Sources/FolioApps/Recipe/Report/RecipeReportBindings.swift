import FolioDomain

extension ReportBindings {
    /// What the Recipe and Cooking Mode snapshot gives a report.
    static let recipe: [ReportBinding] = recipeValues + recipeFigures

    private static let recipeValues: [ReportBinding] = [
        .value("recipe.planned", "Days of the week with a meal planned, \"5 of 7 days\".") { data in
            guard let week = data.mealsWeek else { return nil }
            return ReportValue("\(week.planned)", phrase: "\(week.planned) of 7 days", label: "Meals planned", detail: "of 7 days")
        },
        .value("recipe.cooked", "Meals cooked in the week, and how many as planned.") { data in
            guard let week = data.mealsWeek else { return nil }
            return ReportValue("\(week.cooked)", phrase: Format.count(week.cooked, "meal"), label: "Meals cooked",
                               detail: "\(week.cookedAsPlanned) as planned")
        },
        .value("recipe.favourite", "The recipe cooked most, \"Tomato soup\".") { data in
            guard let first = data.mealsWeek?.mostCooked.first else { return nil }
            return ReportValue("\(first.times)×", phrase: first.recipe.title, label: "Cooked most", detail: first.recipe.title)
        },
        .value("recipe.shopping", "Items ticked on the week's shopping list, \"4 of 19\".") { data in
            guard let shopping = data.mealsWeek?.shopping else { return nil }
            return ReportValue("\(shopping.ticked)", phrase: "\(shopping.ticked) of \(Format.count(shopping.total, "item"))",
                               label: "Shopping ticked", detail: "of \(shopping.total) on the list")
        },
    ]

    private static let recipeFigures: [ReportBinding] = [
        .figure("recipe.week", "Each day's planned meal, with a check on the days it was cooked.") { RecipeWeekFigure.figure($0) },
        .figure("recipe.mostCooked", "The recipes cooked most, how often.") { data in
            guard let week = data.mealsWeek, !week.mostCooked.isEmpty else { return nil }
            let rows = week.mostCooked.map { favourite in
                TallyFigure.Row(label: favourite.recipe.title, icon: nil, amount: favourite.times,
                                trailing: Format.count(favourite.times, "time"),
                                color: RecipeCover.themeColor(RecipeCover.look(favourite.recipe).color))
            }
            return TallyFigure.figure(rows, empty: "Nothing cooked yet.")
        },
    ]
}

import FolioDomain

extension ReportBindings {
    /// What the Recipe and Cooking Mode snapshot gives a report.
    static let recipe: [ReportBinding] = recipeValues + recipeFigures

    private static let recipeValues: [ReportBinding] = [
        .value("recipe.planned", "Days of the week with a meal planned, \"5 of 7 days\".") { data in
            guard let week = data.mealsWeek else { return nil }
            return ReportValue(Format.grouped(week.planned), phrase: recipeStrings("%lld of 7 days", .integer(week.planned)),
                               label: recipeStrings("Meals planned"), detail: recipeStrings("of 7 days"))
        },
        .value("recipe.cooked", "Meals cooked in the week, and how many as planned.") { data in
            guard let week = data.mealsWeek else { return nil }
            return ReportValue(Format.grouped(week.cooked), phrase: recipeStrings("%lld meals", .integer(week.cooked)), label: recipeStrings("Meals cooked"),
                               detail: recipeStrings("%lld as planned", .integer(week.cookedAsPlanned)))
        },
        .value("recipe.favourite", "The recipe cooked most, \"Tomato soup\".") { data in
            guard let first = data.mealsWeek?.mostCooked.first else { return nil }
            return ReportValue(recipeStrings("%lld×", .integer(first.times)), phrase: first.recipe.title, label: recipeStrings("Cooked most"),
                               detail: first.recipe.title)
        },
        .value("recipe.shopping", "Items ticked on the week's shopping list, \"4 of 19\".") { data in
            guard let shopping = data.mealsWeek?.shopping else { return nil }
            return ReportValue(Format.grouped(shopping.ticked), phrase: recipeStrings("%1$lld of %2$lld items", .integer(shopping.ticked), .integer(shopping.total)),
                               label: recipeStrings("Shopping ticked"), detail: recipeStrings("of %lld on the list", .integer(shopping.total)))
        },
    ]

    private static let recipeFigures: [ReportBinding] = [
        .figure("recipe.week", "Each day's planned meal, with a check on the days it was cooked.") { RecipeWeekFigure.figure($0) },
        .figure("recipe.mostCooked", "The recipes cooked most, how often.") { data in
            guard let week = data.mealsWeek, !week.mostCooked.isEmpty else { return nil }
            let rows = week.mostCooked.map { favourite in
                TallyFigure.Row(label: favourite.recipe.title, icon: nil, amount: favourite.times,
                                trailing: recipeStrings("%lld times", .integer(favourite.times)),
                                color: RecipeCover.themeColor(RecipeCover.look(favourite.recipe).color))
            }
            return TallyFigure.figure(rows, empty: recipeStrings("Nothing cooked yet."))
        },
    ]
}

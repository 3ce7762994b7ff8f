import FolioDomain
import FolioLayout
import FolioPieces

/// The week's meals under the day picker, Monday to Sunday: a Swipe Action Row for each planned
/// day (pin behind its leading edge, remove behind its trailing one; the days already past quiet,
/// "Cooked" when they were) and, for the free days from today, one card that says so and offers a
/// recipe not planned this week, with a Commit Button that plans it in place.
struct PlanWeek: View {
    var snapshot: RecipeSnapshot
    var swiped: LocalDate?
    var offset: Double
    /// Where the offer's Commit Button is (idle until tapped).
    var offerPhase: CommitButton.Phase

    /// The actions behind a planned meal.
    static var pin: SwipeActionRow.Action { SwipeActionRow.Action(icon: .pin, label: recipeStrings("Pin"), tint: .warning) }
    static var remove: SwipeActionRow.Action { SwipeActionRow.Action(icon: .trash, label: recipeStrings("Remove"), tint: .destructive) }

    var body: any View {
        let days = snapshot.week.days
        let free = days.filter { snapshot.meal(on: $0) == nil && $0 >= snapshot.date }
        return VStack(alignment: .leading, spacing: 4) {
            for day in days {
                if let meal = snapshot.meal(on: day), let recipe = snapshot.recipe(meal.recipeID) { row(day, meal, recipe) }
            }
            if !free.isEmpty { offer(free).padding(.top, Space.xs) }
        }
        .role(.group, name: "week of meals")
    }

    /// A meal's row: tall enough for its Pin and Remove pills to be 44 pt targets.
    static let rowHeight = 52.0

    /// The name of the row of `day`, for flows to point at.
    static func rowName(_ day: LocalDate) -> String { "meal \(day)" }

    private func row(_ day: LocalDate, _ meal: PlannedMeal, _ recipe: Recipe) -> any View {
        let past = day < snapshot.date, tonight = day == snapshot.date
        return SwipeActionRow(offset: day == swiped ? offset : 0, leading: [meal.isPinned ? Self.unpin : Self.pin],
                              trailing: [Self.remove], style: .capsule) {
            // At the accessibility sizes the day goes on a line of its own above the dish, so neither
            // the day nor the title is squeezed into a narrow column.
            EnvironmentReader { env in
                if env.textSize.isAccessibilitySize {
                    VStack(alignment: .leading, spacing: Space.xxs) {
                        Text(Format.locale.date(year: day.year, month: day.month, day: day.day, style: .full), style: TextStyle.subheadline.weight(.semibold),
                             color: tonight ? .accent : .secondaryLabel).whole()
                        mealColumn(day, meal, recipe, past: past, stacked: true)
                    }
                    .padding(Space.sm)
                } else {
                    HStack(spacing: Space.sm) {
                        dayColumn(day, tonight: tonight).frame(width: dayColumnWidth(env))
                        mealColumn(day, meal, recipe, past: past, stacked: false)
                    }
                    .padding(EdgeInsets(top: 6, leading: Space.sm, bottom: 6, trailing: Space.sm))
                    .frame(minHeight: Self.rowHeight)
                }
            }
        }
        .role(.row, name: Self.rowName(day))
    }

    /// The day's short name over its number, in the accent tonight.
    private func dayColumn(_ day: LocalDate, tonight: Bool) -> any View {
        VStack(spacing: 0) {
            Text(RecipeFormat.weekday(day), style: Self.weekdayStyle, color: tonight ? .accent : .secondaryLabel).lineLimit(1)
            Text(Format.grouped(day.day), style: TextStyle.headline.tabular(), color: tonight ? .accent : .label).lineLimit(1)
        }
    }

    private static let weekdayStyle = TextStyle.caption.weight(.semibold)

    /// The day column's width: the widest of the week's short day names in the locale (Arabic's
    /// are whole words), at least 36 pt, the same for every row so the covers line up.
    private func dayColumnWidth(_ env: Environment) -> Double {
        let names = snapshot.week.days.map(RecipeFormat.weekday)
        let widest = names.map { env.measurer.measure($0, style: env.scaled(Self.weekdayStyle), width: nil, maxLines: 1).size.width }.max() ?? 0
        return max(36, widest.rounded(.up))
    }

    /// The meal: its small cover (tonight's meal is the plan's row with its cover, in the week's
    /// column: the one place the plan names it), its title whole, its detail, and its pin — under
    /// the words when `stacked` (the accessibility sizes), so the title keeps the row's width.
    private func mealColumn(_ day: LocalDate, _ meal: PlannedMeal, _ recipe: Recipe, past: Bool, stacked: Bool) -> any View {
        HStack(spacing: Space.sm) {
            RecipeCover.view(recipe, .row).frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 0) {
                Text(recipe.title, style: .headline, color: past ? .secondaryLabel : .label).whole()
                Text(detail(day, meal, recipe), style: .footnote, color: .secondaryLabel).lineLimit(2)
                if stacked && meal.isPinned { Self.pinnedMark.padding(.top, Space.xxs) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            if !stacked && meal.isPinned { Self.pinnedMark }
        }
    }

    /// A pinned meal's mark: the pin and the word, in a small tinted capsule.
    static var pinnedMark: any View {
        HStack(spacing: 3) {
            IconView(.pin, size: 12, color: .accent, relativeTo: .caption1)
            Text(recipeStrings("Pinned"), style: TextStyle.caption.weight(.semibold), color: .accent).lineLimit(1)
        }
        .padding(horizontal: 8, vertical: 4)
        .background(ShapeView(.pill).fill(.accent.opacity(0.12)))
        .fixedSize()
        .role(.badge, name: "pinned")
    }

    static var unpin: SwipeActionRow.Action { SwipeActionRow.Action(icon: .pin, label: recipeStrings("Unpin"), tint: .fill) }

    private func detail(_ day: LocalDate, _ meal: PlannedMeal, _ recipe: Recipe) -> String {
        let time = RecipeFormat.minutes(recipe.totalMinutes)
        if recipe.cooked.contains(day) { return RecipeFormat.dotted(recipeStrings("Cooked"), time) }
        // Tonight's servings only while the row has room: a pinned row keeps its mark and its time whole.
        guard day == snapshot.date else { return time }
        let tonight = recipeStrings("Tonight")
        return meal.isPinned ? RecipeFormat.dotted(tonight, time)
            : RecipeFormat.dotted(tonight, time, RecipeFormat.servings(meal.servings ?? recipe.servings))
    }

    /// The free days, and the recipe offered for the first of them.
    private func offer(_ free: [LocalDate]) -> any View {
        let names = RecipeWords.list(free.map(RecipeFormat.weekday))
        let weekend = free.count == 2 && free.allSatisfy { $0.weekday.rawValue >= 6 }
        let suggestion = Self.suggestion(snapshot, for: free[0])
        // The dish, then the button under it at full width, so the dish's name and the button's
        // words keep their room in every language.
        return VStack(alignment: .leading, spacing: Space.sm) {
            Text(weekend ? recipeStrings("The weekend is free") : recipeStrings("%@ free", .text(names)), style: .headline).whole()
            if let suggestion {
                HStack(spacing: Space.sm) {
                    RecipeCover.view(suggestion, .row).frame(width: 44, height: 44)
                    VStack(alignment: .leading, spacing: 0) {
                        Text(suggestion.title, style: TextStyle.subheadline.weight(.semibold)).whole()
                        Text(RecipeFormat.dotted(recipeStrings("Suggested"), RecipeFormat.minutes(suggestion.totalMinutes)), style: .footnote,
                             color: .secondaryLabel).lineLimit(2)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
                CommitButton(Self.planTitle(free[0]), phase: offerPhase, t: 0.5, successTitle: recipeStrings("Planned"),
                             failureTitle: recipeStrings("Try again"), expands: true)
            } else {
                Text(recipeStrings("Nothing planned"), style: .footnote, color: .secondaryLabel).lineLimit(2)
            }
        }
        .card(name: "Free days", padding: Space.sm)
        .cardShadow()
    }

    /// The offer's button for a free `day`: "Plan Saturday".
    static func planTitle(_ day: LocalDate) -> String { recipeStrings("Plan %@", .text(RecipeFormat.weekdayName(day))) }

    /// The recipe offered for a free day: not planned this week, weekend breakfasts first on a
    /// weekend, then the quickest, ties in library order.
    static func suggestion(_ snapshot: RecipeSnapshot, for day: LocalDate) -> Recipe? {
        let planned = Set(snapshot.plan.filter { snapshot.week.contains($0.date) }.map(\.recipeID))
        let weekend = day.weekday.rawValue >= 6
        return snapshot.recipes.enumerated().filter { !planned.contains($0.element.id) }.min { a, b in
            let ka = (weekend && a.element.tags.contains(.breakfast) ? 0 : 1, a.element.totalMinutes, a.offset)
            let kb = (weekend && b.element.tags.contains(.breakfast) ? 0 : 1, b.element.totalMinutes, b.offset)
            return ka < kb
        }?.element
    }
}

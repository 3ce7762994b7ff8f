import FolioDomain
import FolioLayout
import FolioPieces

/// The plan (tab 1): the week in a Day Picker (cooked days ticked, today ringed), then each day's
/// meal as its own Swipe Action Row you swipe right to pin or left to remove, tonight's with its
/// cover large (the plan names each meal once), pinned ones marked, and the empty weekend honestly
/// empty, offering a recipe to plan.
struct RecipePlanScreen: View {
    var snapshot: RecipeSnapshot
    /// The day whose row is slid, and how far (negative: toward remove; positive: toward pin).
    var swiped: LocalDate?
    var offset: Double
    /// Where the weekend offer's Commit Button is.
    var offerPhase: CommitButton.Phase

    init(_ snapshot: RecipeSnapshot, swiped: LocalDate? = nil, offset: Double = 0, offerPhase: CommitButton.Phase = .idle) {
        self.snapshot = snapshot
        self.swiped = swiped
        self.offset = offset
        self.offerPhase = offerPhase
    }

    var body: any View {
        let week = snapshot.week
        let planned = week.days.filter { snapshot.meal(on: $0) != nil }.count
        return Screen(background: .background, chrome: .dock(selected: 1, tabs: RecipeStyle.tabs)) {
            VStack(alignment: .leading, spacing: Space.xs) {
                ScreenHeader(recipeStrings("Plan"), detail: RecipeFormat.week(week),
                             subtitle: recipeStrings("%lld of 7 days planned", .integer(planned)), buttons: [
                    RoundButton(.plus, name: recipeStrings("Plan a meal")),
                ])
                // The week's strip says little the rows do not at the accessibility sizes, where its
                // seven columns cannot hold their numbers: there the rows name each day instead.
                EnvironmentReader { env in
                    if !env.textSize.isAccessibilitySize { DayPicker(days: days(week), selected: week.days.firstIndex(of: snapshot.date)) }
                }
                PlanWeek(snapshot: snapshot, swiped: swiped, offset: offset, offerPhase: offerPhase)
            }
            .padding(.horizontal, RecipeStyle.margin)
            .padding(.top, Space.xs)
        }
    }

    private func days(_ week: ISOWeek) -> [DayPicker.Day] {
        week.days.map { day in
            let cooked = snapshot.meal(on: day).flatMap { snapshot.recipe($0.recipeID) }?.cooked.contains(day) ?? false
            return DayPicker.Day(weekday: RecipeWords.initial(day.weekday), date: day.day, isTicked: cooked, isToday: day == snapshot.date)
        }
    }
}

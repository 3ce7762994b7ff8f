import FolioDomain
import FolioLayout
import FolioPieces

/// The plan (tab 1): tonight's recipe as a Media Row with its cover, the week in a Day Picker
/// (cooked days ticked, today ringed), the week's meals as Swipe Action Rows you swipe right to
/// pin or left to remove, and the empty weekend honestly empty, offering a recipe to plan.
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
                ScreenHeader("Plan", detail: RecipeFormat.week(week), subtitle: "\(planned) of 7 days planned", buttons: [
                    RoundButton(.plus, name: "Plan a meal"),
                ])
                tonight
                DayPicker(days: days(week), selected: week.days.firstIndex(of: snapshot.date))
                PlanWeek(snapshot: snapshot, swiped: swiped, offset: offset, offerPhase: offerPhase)
            }
            .padding(.horizontal, RecipeStyle.margin)
            .padding(.top, Space.xs)
        }
    }

    private var tonight: any View {
        guard let (meal, recipe) = snapshot.tonight else {
            return EmptyNote(text: "Nothing planned tonight.")
        }
        let servings = meal.servings ?? recipe.servings
        return MediaRow(picture: RecipeCover.view(recipe, .row), title: recipe.title,
                        detail: "Tonight · \(RecipeFormat.minutes(recipe.totalMinutes)) · \(RecipeFormat.servings(servings))",
                        accessory: .chevron, pictureSide: 48)
            .card(name: "Tonight", padding: 0)
            .cardShadow()
    }

    private func days(_ week: ISOWeek) -> [DayPicker.Day] {
        week.days.map { day in
            let cooked = snapshot.meal(on: day).flatMap { snapshot.recipe($0.recipeID) }?.cooked.contains(day) ?? false
            return DayPicker.Day(weekday: String(day.weekday.name.prefix(1)), date: day.day, isTicked: cooked, isToday: day == snapshot.date)
        }
    }
}

import FolioDomain
import FolioLayout
import FolioPieces

/// The flows of the Recipe seed, each a strip of screens built from a snapshot by applying the
/// domain's actions: the screen before, where the finger goes, and the screens after.
enum RecipeFlows {
    /// Swipe the library from All to Quick, then open the first quick recipe listed in a row.
    static func quickRecipe(_ s: RecipeSnapshot) throws -> [FlowStep] {
        let quick = try s.applying(.pickTab(.quick))
        let grid = Set(quick.cookAgain(on: .quick).prefix(RecipeLibraryScreen.gridCount).map(\.id))
        guard let recipe = quick.recipes(on: .quick).first(where: { !grid.contains($0.id) }) else { return [] }
        let opened = try quick.applying(.openRecipe(id: recipe.id))
        let row = RecipeRows.rowName(recipe)
        return [
            FlowStep("Swipe from All", touch: "pages", RecipeLibraryScreen(s)).story("library").dragging(.horizontal(-180)),
            FlowStep("The pages follow the finger: Quick, 30 minutes or less", touch: row, RecipeLibraryScreen(quick)).story("library:quick").following { t in
                RecipeLibraryScreen(s, position: FlowMotion.follow(t, reach: 0.5, settle: 1))
            },
            FlowStep("Tap \(recipe.title)", touch: row, RecipeLibraryScreen(quick, pressed: recipe.id)),
            FlowStep("\(recipe.title) slides in", RecipeDetailScreen(opened)).pushed(),
        ]
    }

    /// Start cooking the open recipe, turn the oven timer for the first step, then step on.
    static func cook(_ s: RecipeSnapshot) throws -> [FlowStep] {
        let cooking = try s.applying(.startCooking)
        let turned = try cooking.applying(.setOvenTimer(seconds: 10 * 60))
        let next = try turned.applying(.stepForward)
        // The finger goes from the knob at twelve to where ten minutes puts it, on the iPhone's dial.
        let dial = RecipeCookingScreen.dialDiameter(screenHeight: Device.iPhone.size.height)
        let turn = RecipeCookingScreen.knobOffset(seconds: 10 * 60, diameter: dial) - RecipeCookingScreen.knobOffset(seconds: 0, diameter: dial)
        return [
            FlowStep("Tap Start cooking", touch: recipeStrings("Start cooking"), RecipeDetailScreen(s)).story("detail"),
            FlowStep("The button squashes", touch: recipeStrings("Start cooking"), RecipeDetailScreen(s, press: 1))
                .moving(.press) { p in RecipeDetailScreen(s, press: p) },
            FlowStep("Step 1 in focus: hold the timer's knob", touch: "timer knob", RecipeCookingScreen(cooking)).pushed()
                .dragging(FingerPath(turn)),
            FlowStep("Turned to 10 min: tap Start timer", touch: recipeStrings("Start timer"), RecipeCookingScreen(turned))
                .arriving(FlowMotion(.drag, haptic: true, transition: .fade)),
            FlowStep("It runs: tap Next step", touch: recipeStrings("Next step"), RecipeCookingScreen(turned, isRunning: true))
                .arriving(FlowMotion(.tap, haptic: true, transition: .fade)),
            FlowStep("The method moves up: step 2 sets its own timer", RecipeCookingScreen(next))
                .moving(.spring) { p in p >= 1 ? RecipeCookingScreen(next) : RecipeCookingScreen(turned, advance: p, isRunning: true) },
        ]
    }

    /// Open the servings sheet from the sliders button, drag the track to twice the servings,
    /// then swipe the amounts to US cups.
    static func servings(_ s: RecipeSnapshot) throws -> [FlowStep] {
        let target = RecipeServingsScreen.scaledServings(s)
        let scaled = try s.applying(.scaleServings(target))
        let us = try scaled.applying(.switchUnits(.us))
        return [
            FlowStep("Tap the sliders button", touch: recipeStrings("Sliders"), RecipeDetailScreen(s)).story("detail"),
            FlowStep("The sheet rises to its detent", touch: "knob", RecipeServingsScreen(s)).story("servings").presented(),
            FlowStep("Drag the servings track: it grows under the finger", touch: "knob", RecipeServingsScreen(s, drag: 1))
                .moving(.drag) { p in RecipeServingsScreen(s, drag: p) }.dragging(.horizontal(90)),
            FlowStep("\(RecipeFormat.servings(target)): the amounts scale", touch: "pages", RecipeServingsScreen(scaled, drag: 1))
                .arriving(FlowMotion(.drag, haptic: true, transition: .fade)).dragging(.horizontal(-150)),
            FlowStep("Swipe to US cups: the amounts in cups, spoons and pounds", RecipeServingsScreen(us)).story("servings:us-cups").following { t in
                t >= 1 ? RecipeServingsScreen(us) : RecipeServingsScreen(scaled, position: FlowMotion.follow(t, reach: 0.5, settle: 1))
            },
        ]
    }

    /// Swipe the next meal on the plan (tonight's, else the first one after it) right and pin it
    /// (or unpin it when it is pinned already); then plan the suggested recipe on the first free day.
    static func planMeal(_ s: RecipeSnapshot) throws -> [FlowStep] {
        guard let meal = s.week.days.filter({ $0 >= s.date }).lazy.compactMap(s.meal(on:)).first else { return [] }
        let day = meal.date
        let pinned = try s.applying(meal.isPinned ? .unpinMeal(date: day) : .pinMeal(date: day))
        let action = meal.isPinned ? PlanWeek.unpin.label : PlanWeek.pin.label
        let row = PlanWeek.rowName(day)
        let open = SwipeActionRow.fullWidth(of: 1, style: .capsule)
        let name = day == s.date ? "tonight's meal" : "\(RecipeFormat.weekday(day))'s meal"
        var steps = [
            FlowStep("Swipe \(name)", touch: row, RecipePlanScreen(s)).story("plan").dragging(.horizontal(open * 0.5)),
            FlowStep("It follows the finger, then springs open: tap \(action)", touch: action, RecipePlanScreen(s, swiped: day, offset: open))
                .following { t in RecipePlanScreen(s, swiped: day, offset: FlowMotion.follow(t, reach: open * 0.5, settle: open)) },
            FlowStep(meal.isPinned ? "Unpinned" : "Pinned", RecipePlanScreen(pinned)).arriving(FlowMotion(.tap, haptic: true, transition: .fade)),
        ]
        if let free = pinned.week.days.first(where: { pinned.meal(on: $0) == nil && $0 >= pinned.date }),
           let recipe = PlanWeek.suggestion(pinned, for: free) {
            let planned = try pinned.applying(.planRecipe(id: recipe.id, date: free))
            let button = PlanWeek.planTitle(free)
            steps[2].touch = button
            steps += [
                FlowStep("Or pick a recipe for the weekend", touch: button, RecipePlanScreen(pinned, offerPhase: .loading(progress: 0.6)))
                    .moving(.loading) { p in RecipePlanScreen(pinned, offerPhase: .loading(progress: 0.6 * p)) },
                FlowStep("Planned in place", RecipePlanScreen(pinned, offerPhase: .success)).arriving(FlowMotion(.loading, haptic: true, transition: .fade)),
                FlowStep("\(recipe.title) on \(RecipeFormat.weekdayName(free))", RecipePlanScreen(planned)),
            ]
        }
        return steps
    }

    /// Swipe from the first aisle to the second and tick its first item off; the count rolls.
    static func shopping(_ s: RecipeSnapshot) throws -> [FlowStep] {
        let list = s.shoppingList
        guard list.aisles.count > 1, let item = list.items(in: list.aisles[1]).first(where: { !$0.isTicked }) else { return [] }
        let ticked = try s.applying([.pickAisle(list.aisles[1]), .tick(itemID: item.id)])
        let row = RecipeShoppingScreen.rowName(item)
        return [
            FlowStep("Swipe from \(RecipeWords.aisle(list.aisles[0]))", touch: "pages", RecipeShoppingScreen(s)).story("shopping").dragging(.horizontal(-170)),
            FlowStep("Between aisles: tick \(item.name) off", touch: row, RecipeShoppingScreen(s, position: 1)).following { t in
                RecipeShoppingScreen(s, position: FlowMotion.follow(t, reach: 0.5, settle: 1))
            },
            FlowStep("Ticked at once; the count rolls: \(ticked.shoppingList.remaining) left",
                     RecipeShoppingScreen(ticked, rollingFrom: list.remaining)).springing(.toggle, haptic: true) { t in
                RecipeShoppingScreen(ticked, rollingFrom: list.remaining, roll: t)
            },
        ]
    }
}

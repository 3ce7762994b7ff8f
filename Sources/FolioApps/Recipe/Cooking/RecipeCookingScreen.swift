import FolioDomain
import FolioLayout
import FolioPieces

/// Cooking mode (pushed from the recipe), centred: which step of how many, the oven timer you turn
/// (a kitchen timer's face of sixty minutes, or the hours a long step needs) with the oven's
/// setting under the time, the method as Focus Steps with the current step large and the others
/// dimmed, and the way back and on. Once the timer runs, a pill under the dial says when it rings.
struct RecipeCookingScreen: View {
    var snapshot: RecipeSnapshot
    /// The timer's knob is under the finger.
    var isTurning: Bool
    /// How far the focus has moved on toward the next step, 0…1.
    var advance: Double
    /// The timer is counting down (from the snapshot's time, what is left on it).
    var isRunning: Bool

    init(_ snapshot: RecipeSnapshot, isTurning: Bool = false, advance: Double = 0, isRunning: Bool = false) {
        self.snapshot = snapshot
        self.isTurning = isTurning
        self.advance = advance
        self.isRunning = isRunning
    }

    /// The screen as registered: cooking the open recipe at its first step with a timer (see
    /// ``atTimedStep(_:)``), or as the snapshot has it when it is cooking already.
    static func registered(_ snapshot: RecipeSnapshot) -> RecipeCookingScreen {
        guard snapshot.cooking == nil, let started = try? atTimedStep(snapshot) else { return RecipeCookingScreen(snapshot) }
        return RecipeCookingScreen(started)
    }

    /// `snapshot` cooking its open recipe, stepped on to the first step with a timer (the first
    /// step when none has one), that step's timer set.
    static func atTimedStep(_ snapshot: RecipeSnapshot) throws(RecipeActionError) -> RecipeSnapshot {
        let started = try snapshot.applying(.startCooking)
        let timed = snapshot.openRecipe?.steps.firstIndex { $0.timerMinutes != nil } ?? 0
        return try started.applying(Array(repeating: .stepForward, count: timed))
    }

    var body: any View {
        let recipe = snapshot.cooking.flatMap { snapshot.recipe($0.recipeID) } ?? snapshot.openRecipe
        guard let recipe, !recipe.steps.isEmpty else {
            return Screen(background: .background, chrome: .navigation(title: "Cooking")) {
                EmptyNote(text: "This recipe has no steps to cook.").padding(RecipeStyle.margin)
            }
        }
        let session = snapshot.cooking ?? CookingSession(recipeID: recipe.id, step: 0, timerSeconds: 0)
        let step = recipe.steps[min(session.step, recipe.steps.count - 1)]
        return Screen(background: .background, chrome: .navigation(title: recipe.title, trailing: [
            RoundButton(.close, name: "Stop cooking"),
        ])) {
            VStack(spacing: Space.md) {
                Text("Step \(session.step + 1) of \(recipe.steps.count)", style: TextStyle.footnote.weight(.semibold).tracking(0.6),
                     color: .secondaryLabel)
                    .lineLimit(1)
                EnvironmentReader { env in
                    TimerDial(remaining: session.timerSeconds, total: Self.face(for: session.timerSeconds),
                              label: ovenLabel(step), diameter: Self.dialDiameter(screenHeight: env.device.size.height),
                              isTurning: isTurning)
                        .role(.indicator, name: "oven timer")
                        .tapTarget()
                }
                if isRunning, session.timerSeconds > 0 { rings(after: session.timerSeconds) }
                FocusSteps(steps: recipe.steps.map(\.text), current: session.step, t: advance)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                controls(session, count: recipe.steps.count)
            }
            .padding(EdgeInsets(top: Space.xs, leading: RecipeStyle.margin, bottom: Space.md, trailing: RecipeStyle.margin))
        }
    }

    /// The dial's diameter on a screen `screenHeight` tall: 232 pt on the default iPhone, less on a
    /// smaller one so the step in focus keeps its room.
    static func dialDiameter(screenHeight: Double) -> Double { min(232, (screenHeight * 0.28).rounded()) }

    /// The seconds the dial's face stands for: an hour for a kitchen timer, whole hours beyond.
    static func face(for seconds: Int) -> Int {
        max(3_600, (seconds + 3_599) / 3_600 * 3_600)
    }

    /// "Rings at 19:58": when the running timer goes off, from the snapshot's time (seconds rounded up
    /// to the minute, as a kitchen timer's face reads).
    private func rings(after seconds: Int) -> any View {
        let at = LocalTime(minutesSinceMidnight: snapshot.time.minutesSinceMidnight + (seconds + 59) / 60)
        return HStack(spacing: Space.xxs) {
            IconView(.bell, size: 13, color: .accent)
            Text("Running · rings at \(at)", style: TextStyle.footnote.weight(.semibold), color: .accent).lineLimit(1)
        }
        .padding(horizontal: Space.sm, vertical: Space.xxs)
        .background(ShapeView(.pill).fill(.accent.opacity(0.14)))
        .role(.pill, name: "timer running")
    }

    private func ovenLabel(_ step: RecipeStep) -> String {
        if let oven = step.oven { return "Oven \(oven.display(in: snapshot.units))" }
        return snapshot.cooking?.timerSeconds ?? 0 > 0 ? "Timer" : "Turn to set"
    }

    private func controls(_ session: CookingSession, count: Int) -> any View {
        let last = session.step + 1 >= count
        return HStack(spacing: Space.sm) {
            ElasticButton(icon: .chevronLeft, name: "Previous step", style: .secondary, isEnabled: session.step > 0)
            ElasticButton(last ? "Done" : "Next step", icon: last ? .check : .arrowRight, expands: true)
        }
    }
}

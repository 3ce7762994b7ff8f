import Foundation
import FolioDomain
import FolioLayout
import FolioPieces

/// Cooking mode (pushed from the recipe), centred: which step of how many, the oven timer you turn
/// (a kitchen timer's face of sixty minutes, or the hours a long step needs) with the oven's
/// setting under the time, Start (or Pause and when it rings, while it runs) under the dial, the
/// method as Focus Steps with the current step large and the others dimmed, and the way back and
/// on. Its one way out is Done at the top, as iOS cooking modes have it.
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
            return Screen(background: .background, chrome: .navigation(title: recipeStrings("Cooking"))) {
                EmptyNote(text: recipeStrings("This recipe has no steps to cook.")).padding(RecipeStyle.margin)
            }
        }
        let session = snapshot.cooking ?? CookingSession(recipeID: recipe.id, step: 0, timerSeconds: 0)
        let step = recipe.steps[min(session.step, recipe.steps.count - 1)]
        // One way out, as iOS cooking modes have: the recipe's name with Done, no back chevron too.
        return Screen(background: .background, chrome: .none) {
            VStack(spacing: Space.sm) {
                CookingTopBar(title: recipe.title, step: recipeStrings("Step %1$lld of %2$lld", .integer(session.step + 1), .integer(recipe.steps.count)))
                // At the accessibility sizes the oven's setting goes under the dial, whose face has no
                // room for it at that size.
                EnvironmentReader { env in
                    let diameter = Self.dialDiameter(screenHeight: env.device.size.height)
                    let large = env.textSize.isAccessibilitySize
                    ZStack {
                        TimerDial(remaining: session.timerSeconds, total: Self.face(for: session.timerSeconds),
                                  label: large ? nil : ovenLabel(step, compact: diameter < 200), diameter: diameter, isTurning: isTurning)
                            .role(.indicator, name: "oven timer")
                            .tapTarget()
                        Self.knobHandle(seconds: session.timerSeconds, diameter: diameter)
                    }
                    if large { Text(ovenLabel(step, compact: false), style: .subheadline, color: .secondaryLabel).whole() }
                }
                if session.timerSeconds > 0 { timerControls(session) }
                // The method in the method's look (black ink, quiet discs): Focus Steps dims the steps
                // around the focus, which in the theme's ink fell under 4.5:1.
                EnvironmentReader { env in
                    FocusSteps(steps: recipe.steps.map(\.text), current: session.step, t: advance)
                        .theme(Theme(app: .recipeMethod, appearance: env.theme.appearance))
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                controls(session, count: recipe.steps.count)
            }
            .padding(EdgeInsets(top: Space.xxs, leading: RecipeStyle.margin, bottom: Space.md, trailing: RecipeStyle.margin))
        }
    }

    /// Where the dial's knob is for `seconds` on a dial `diameter` wide, from the dial's centre:
    /// on the ring (TimerDial's radius, its line 6.5 % of the side in from 1.25 lines), turned
    /// clockwise from twelve by the share of the face the time takes.
    static func knobOffset(seconds: Int, diameter: Double) -> Point {
        let line = diameter * 0.065, radius = diameter / 2 - line * 1.25
        let angle = -Double.pi / 2 + 2 * .pi * min(1, Double(max(0, seconds)) / Double(face(for: seconds)))
        return Point(x: radius * cos(angle), y: radius * sin(angle))
    }

    /// An invisible 44 pt handle over the knob, named so a flow's finger lands on the knob itself.
    private static func knobHandle(seconds: Int, diameter: Double) -> any View {
        Draw(idealSize: Size(width: diameter, height: diameter)) { size, _ in
            let knob = knobOffset(seconds: seconds, diameter: diameter)
            let origin = Point(x: size.width / 2 + knob.x - 22, y: size.height / 2 + knob.y - 22)
            return [.group([], origin: origin, size: Size(width: 44, height: 44), role: .indicator, name: "timer knob")]
        }
        .frame(width: diameter, height: diameter)
    }

    /// Start when the timer is set and still, Pause while it runs, with when it rings: each a glyph
    /// and its word, as iOS's timers have them.
    private func timerControls(_ session: CookingSession) -> any View {
        AdaptiveStack(spacing: Space.sm, stackedSpacing: Space.xs) {
            ElasticButton(isRunning ? recipeStrings("Pause") : recipeStrings("Start timer"), icon: isRunning ? .pause : .play, style: .secondary)
                .fixedSize()
            if isRunning { rings(after: session.timerSeconds) }
        }
    }

    /// The dial's diameter on a screen `screenHeight` tall: 232 pt on the default iPhone, 156 on the
    /// SE's 667, so the step in focus, the timer's Start and the way on all stay on its screen.
    static func dialDiameter(screenHeight: Double) -> Double { min(232, (screenHeight * 0.28 - max(0, 800 - screenHeight) * 0.23).rounded()) }

    /// The seconds the dial's face stands for: an hour for a kitchen timer, whole hours beyond.
    static func face(for seconds: Int) -> Int {
        max(3_600, (seconds + 3_599) / 3_600 * 3_600)
    }

    /// "Rings at 6:58 PM": when the running timer goes off, from the snapshot's time (seconds rounded up
    /// to the minute, as a kitchen timer's face reads).
    private func rings(after seconds: Int) -> any View {
        let at = LocalTime(minutesSinceMidnight: snapshot.time.minutesSinceMidnight + (seconds + 59) / 60)
        return HStack(spacing: Space.xxs) {
            IconView(.bell, size: 14, color: .secondaryLabel, relativeTo: .subheadline)
            Text(recipeStrings("Rings at %@", .text(RecipeFormat.time(at))), style: TextStyle.subheadline.weight(.semibold).tabular(),
                 color: .secondaryLabel).whole()
        }
        .role(.group, name: "timer running")
    }

    /// What the dial says under the time: the oven's setting ("Oven 200°C", the degrees alone on a
    /// small dial, where the words would touch its ticks), else whether the timer is set.
    private func ovenLabel(_ step: RecipeStep, compact: Bool) -> String {
        if let oven = step.oven {
            let degrees = RecipeAmounts.oven(oven, in: snapshot.units)
            return compact ? degrees : recipeStrings("Oven %@", .text(degrees))
        }
        return snapshot.cooking?.timerSeconds ?? 0 > 0 ? recipeStrings("Timer") : recipeStrings("Turn to set")
    }

    private func controls(_ session: CookingSession, count: Int) -> any View {
        let last = session.step + 1 >= count
        return HStack(spacing: Space.sm) {
            ElasticButton(icon: .chevronLeft, name: recipeStrings("Previous step"), style: .secondary, isEnabled: session.step > 0)
            ElasticButton(last ? recipeStrings("Done") : recipeStrings("Next step"), icon: last ? .check : .arrowRight, expands: true)
        }
    }
}

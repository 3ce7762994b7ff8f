import FolioDomain
import FolioLayout
import FolioPieces

extension MotionSheetEntry {
    /// The Recipe and Cooking Mode seed's behaviours, each on the pieces and screens the app uses.
    static let recipe = MotionSheetEntry(.recipe, snapshot: RecipeSnapshot.self) { s in
        [
            MotionBehaviours.tabs("Each tab keeps its own place, so switching back returns you where you were.",
                                  from: RecipeLibraryScreen(s), touch: recipeStrings("Plan"), to: RecipePlanScreen(s), fromTab: 0),
            MotionBehaviours.push("The next screen slides in from the trailing edge; back slides it away.",
                                  from: RecipeLibraryScreen(s), touch: "pages", to: RecipeDetailScreen(s)),
            MotionBehaviours.sheet("The sheet rises over the screen, rests at its detents and follows your drag to dismiss.",
                                   from: RecipeDetailScreen(s), touch: recipeStrings("Sliders"), sheet: RecipeServingsScreen(s)),
            MotionBehaviours.tap("A tap acts on release, so dragging off cancels it.", title: "Start cooking", done: "Cooking", icon: .flame),
            MotionBehaviours.press("The control dips while your finger is down and springs back on release.", title: "Start cooking"),
            RecipeMotion.drag,
            MotionBehaviours.swipe("It follows your finger, then commits or springs home based on distance and speed.", row: { offset in
                SwipeActionRow(offset: offset, trailing: [.delete], style: .capsule) { MotionBehaviours.row("Tomato soup", "Friday · 45 min") }
            }, reach: -50, open: -SwipeActionRow.fullWidth(of: 1, style: .capsule)),
            MotionBehaviours.toggle("The state changes at once and the control animates to match.", touch: "Basil") { on in
                TaskRow(title: "Basil", quantity: "2 bunches", isDone: on)
            },
            MotionBehaviours.select("The selection moves between options instead of blinking.", touch: "All") { from, to, t in
                MotionBehaviours.trackingTabs(["All", "Quick", "Soups"], from: from, to: to, t: t)
            },
            MotionBehaviours.loading("The control shows progress in place, then resolves to success or an error.", title: "Plan Saturday"),
            MotionBehaviours.spring("Motion overshoots slightly and settles, the way physical things do.", title: "Start cooking"),
            MotionBehaviours.haptic("A short tap of vibration confirms the moment something happens.", title: "Plan Saturday", done: "Planned"),
        ]
    }
}

/// The recipe's own Drag: the servings track grows under the finger, follows it 1:1 and settles.
enum RecipeMotion {
    static let drag: MotionBehaviour = {
        let track = { (value: Double, drag: Double) in
            ExpandingTrack("Servings", value: value, valueLabel: "\(Int((2 + value * 6).rounded()))", drag: drag).role(.group, name: "track")
        }
        return MotionBehaviours.piece("Drag", "It tracks 1:1 under your finger and settles with a spring when released.",
                                      before: track(0.25, 0), touch: "track", finger: .horizontal(80),
                                      after: FlowStep("Drag", track(0.5, 0)).following(.drag) { t in
                                          let share = FlowMotion.fingerShare
                                          let held = t < share ? 1 : 1 - Motion.spring((t - share) / (1 - share))
                                          return track(0.25 + 0.25 * FlowMotion.follow(t, reach: 1.15, settle: 1), held)
                                      })
    }()
}

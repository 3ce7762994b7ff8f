import FolioDomain
import FolioLayout
import FolioPieces

extension MotionSheetEntry {
    /// The Self-Care Pet seed's behaviours, each on the pieces and screens the app uses.
    static let pet = MotionSheetEntry(.pet, snapshot: PetSnapshot.self) { s in
        [
            MotionBehaviours.tabs("Each tab keeps its own place, so switching back returns you where you were.",
                                  from: PetHomeScreen(s), touch: petStrings("Progress"), to: PetProgressScreen(s), fromTab: 0),
            MotionBehaviours.push("The next screen slides in from the trailing edge; back slides it away.",
                                  from: PetProgressScreen(s), touch: StreakRow.title(s.currentStreak), to: PetStreakScreen(s)),
            MotionBehaviours.sheet("The sheet rises over the screen, rests at its detents and follows your drag to dismiss.",
                                   from: PetHomeScreen(s), touch: "New goal", sheet: PetAddGoalScreen(s)),
            MotionBehaviours.tap("A tap acts on release, so dragging off cancels it.", title: "Send good vibes", done: "Sent", icon: .heart),
            MotionBehaviours.select("The selection moves between options instead of blinking.", touch: "Week") { from, to, t in
                GlassSegments(["Week", "Month", "Year"], selected: to, from: from, t: t)
            },
            MotionBehaviours.swipe("It follows your finger, then commits or springs home based on distance and speed.", row: { offset in
                SwipeActionRow(offset: offset, trailing: [.edit, .delete]) { PlanRow(title: "Brush teeth", area: "Body", icon: .tooth) }
            }, reach: -70, open: -SwipeActionRow.fullWidth(of: 2)),
            MotionBehaviours.drag("It tracks 1:1 under your finger and settles with a spring when released.", sheet: PetAddGoalScreen(s)),
            MotionBehaviours.loading("The control shows progress in place, then resolves to success or an error.", title: "Check in"),
            MotionBehaviours.spring("Motion overshoots slightly and settles, the way physical things do.", title: "Add goal"),
            MotionBehaviours.haptic("A short tap of vibration confirms the moment something happens.", title: "Check in", done: "Checked in"),
        ]
    }
}

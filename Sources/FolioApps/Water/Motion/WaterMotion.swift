import FolioDomain
import FolioLayout
import FolioPieces

extension MotionSheetEntry {
    /// The Water and Streaks seed's behaviours, each on the pieces and screens the app uses.
    static let water = MotionSheetEntry(.water, snapshot: WaterSnapshot.self) { s in
        [
            MotionBehaviours.tap("A tap acts on release, so dragging off cancels it.", title: "Log a glass", done: "Logged"),
            MotionBehaviours.press("The control dips while your finger is down and springs back on release.", title: "Share", icon: .share),
            MotionBehaviours.select("The selection moves between options instead of blinking.", touch: "Day") { from, to, t in
                MotionBehaviours.trackingTabs(["Day", "Week", "Month"], from: from, to: to, t: t)
            },
            MotionBehaviours.swipe("It follows your finger, then commits or springs home based on distance and speed.", row: { offset in
                SwipeActionRow(offset: offset, trailing: [.delete]) { MotionBehaviours.row("Coffee", "200 ml · 08:10") }
            }, reach: -50, open: -SwipeActionRow.fullWidth(of: 1)),
            MotionBehaviours.drag("It tracks 1:1 under your finger and settles with a spring when released.", sheet: WaterShareScreen(s)),
            MotionBehaviours.push("The next screen slides in from the trailing edge; back slides it away.",
                                  from: WaterTodayScreen(s), touch: "Day mascot", to: WaterSummaryScreen(s)),
            MotionBehaviours.sheet("The sheet rises over the screen, rests at its detents and follows your drag to dismiss.",
                                   from: WaterTodayScreen(s), touch: "Share", sheet: WaterShareScreen(s)),
            MotionBehaviours.spring("Motion overshoots slightly and settles, the way physical things do.", title: "Log a drink"),
            MotionBehaviours.haptic("A short tap of vibration confirms the moment something happens.", title: "Share", done: "Shared"),
        ]
    }
}

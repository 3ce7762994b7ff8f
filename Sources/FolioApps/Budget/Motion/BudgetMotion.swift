import FolioDomain
import FolioLayout
import FolioPieces

extension MotionSheetEntry {
    /// The Budget Envelopes seed's behaviours, each on the pieces and screens the app uses.
    static let budget = MotionSheetEntry(.budget, snapshot: BudgetSnapshot.self) { s in
        let envelope = BudgetEnvelopeScreen.defaultEnvelope(s)
        let sheet = AddExpenseSheet(s, envelope: envelope)
        return [
            MotionBehaviours.tap("A tap acts on release, so dragging off cancels it.", title: "Add expense", done: "Added"),
            MotionBehaviours.press("The control dips while your finger is down and springs back on release.", title: "Add expense", icon: .plus),
            MotionBehaviours.swipe("It follows your finger, then commits or springs home based on distance and speed.", row: { offset in
                FullSwipeRow(offset: offset, actions: [.edit, .delete]) {
                    MotionBehaviours.row("Groceries", "$293.35 left of $640.00").surface(.tile, fill: .card)
                }
            }, reach: -70, open: -FullSwipeRow.openWidth(of: 2)),
            MotionBehaviours.drag("It tracks 1:1 under your finger and settles with a spring when released.", sheet: sheet),
            MotionBehaviours.push("The next screen slides in from the trailing edge; back slides it away.",
                                  from: BudgetsScreen(s), touch: s.envelope(envelope)?.name ?? "", to: BudgetEnvelopeScreen(s, envelope: envelope)),
            MotionBehaviours.sheet("The sheet rises over the screen, rests at its detents and follows your drag to dismiss.",
                                   from: BudgetsScreen(s), touch: "Add expense", sheet: sheet),
            MotionBehaviours.select("The selection moves between options instead of blinking.", touch: "Monthly") { from, to, t in
                Choice([.init("Monthly"), .init("Weekly")], selected: to, from: from, t: t).budgetSelection()
            },
            MotionBehaviours.spring("Motion overshoots slightly and settles, the way physical things do.", title: "Save"),
            MotionBehaviours.haptic("A short tap of vibration confirms the moment something happens.", title: "Move money", done: "Moved"),
        ]
    }
}

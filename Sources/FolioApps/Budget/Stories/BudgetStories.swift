import FolioDomain
import FolioLayout

/// The named states of the Budget Envelopes screens (see ``StoryEntry``): Friday 27 November at
/// 18:40, $359.63 left across seven budgets, Eating out $37.40 over.
enum BudgetStories {
    static let all: [StoryEntry] = budgets + envelope + spending + addExpense + rhythm + transfer

    private static func story(_ screen: String, _ name: String, _ caption: String,
                              view: @escaping @Sendable (BudgetSnapshot) -> any View) -> StoryEntry {
        StoryEntry(.budget, screen: screen, name, caption: caption, snapshot: BudgetSnapshot.self, view: view)
    }

    static let budgets = [
        story("budgets", "one-over", "$359.63 left this month across seven budgets; Eating out is $37.40 over") { BudgetsScreen($0) },
        story("budgets", "swiped", "Eating out swiped left: Edit and Delete behind the block") {
            BudgetsScreen.swiped($0, envelope: BudgetsScreen.swipedEnvelope($0))
        },
    ]

    static let envelope = [
        story("envelope", "this-month", "Groceries: $293.35 left this month, 4 days to go, nine spends latest first") {
            BudgetEnvelopeScreen($0, envelope: BudgetEnvelopeScreen.defaultEnvelope($0))
        },
        story("envelope", "today", "The balance tapped: what Groceries has left today") {
            BudgetEnvelopeScreen($0, envelope: BudgetEnvelopeScreen.defaultEnvelope($0), showsToday: true)
        },
    ]

    static let spending = [
        story("spending", "by-day", "November so far, day by day, today first") { BudgetSpendingScreen($0) },
        story("spending", "by-note", "Swiped to By note: the month's spends summed by what they were") { BudgetSpendingScreen($0, position: 1) },
        story("spending", "refunds", "The Refunds page, honestly empty: no money came back this month") { BudgetSpendingScreen($0, position: 2) },
    ]

    static let addExpense = [
        story("add-expense", "before", "The keypad open for Groceries, nothing typed: Add waits dimmed") { AddExpenseSheet.registered($0) },
        story("add-expense", "typed", "$12.50 typed: what would be left today and this month drops with it") { AddExpenseSheet.typed($0) },
    ]

    static let rhythm = [
        story("rhythm", "choosing", "A new budget named Pets, $20.00 a week: Weekly picked in place of monthly, its first week previewed") {
            RhythmSheet.registered($0)
        },
        story("rhythm", "saved", "Saved in place: the button turns to Saved") {
            var sheet = RhythmSheet.registered($0)
            sheet.phase = .success
            return sheet
        },
    ]

    static let transfer = [
        story("transfer", "choosing", "Moving $37.40 from Groceries to cover Eating out") { TransferSheet.registered($0) },
        story("transfer", "moved", "Moved: both blocks changed, the total left did not") { TransferSheet.registered($0, phase: .success) },
    ]
}

import FolioDomain

extension AppDefinition {
    /// Budget Envelopes: its screens, flows, share card, spending chapter and stories, drawn from `BudgetSnapshot`.
    public static let budget = AppDefinition(theme: .budget, snapshot: BudgetSnapshot.self, screens: BudgetScreens.all, flows: BudgetFlows.all,
                                           shareCard: .budget, report: .budget, motion: .budget,
                                           stories: BudgetStories.all)
}

/// Budget Envelopes' screens, registered in ``AppDefinition/budget``.
enum BudgetScreens {
    /// The screens of Budget Envelopes, in the order of its seed. Budgets is the root (registered as
    /// `.tab`, the registry's only root presentation); a budget and Spending are pushed from it and
    /// the other three are sheets.
    static let all: [ScreenEntry] = [
        ScreenEntry(.budget, "budgets", title: "Budgets", presentation: .tab, snapshot: BudgetSnapshot.self) {
            BudgetsScreen($0)
        },
        ScreenEntry(.budget, "envelope", title: "Budget", presentation: .pushed, snapshot: BudgetSnapshot.self) {
            BudgetEnvelopeScreen($0, envelope: BudgetEnvelopeScreen.defaultEnvelope($0))
        },
        ScreenEntry(.budget, "spending", title: "Spending", presentation: .pushed, snapshot: BudgetSnapshot.self) {
            BudgetSpendingScreen($0)
        },
        ScreenEntry(.budget, "add-expense", title: "Add expense", presentation: .sheet, snapshot: BudgetSnapshot.self) {
            AddExpenseSheet.registered($0)
        },
        ScreenEntry(.budget, "rhythm", title: "Reset rhythm", presentation: .sheet, snapshot: BudgetSnapshot.self) {
            RhythmSheet.registered($0)
        },
        ScreenEntry(.budget, "transfer", title: "Transfer", presentation: .sheet, snapshot: BudgetSnapshot.self) {
            TransferSheet.registered($0)
        },
    ]
}

extension BudgetFlows {
    /// The flows of the Budget Envelopes seed, captioned with its lines word for word.
    static let all: [FlowEntry] = [
        FlowEntry(.budget, "swipe-budget", caption: "Swipe a budget left, then tap Groceries", snapshot: BudgetSnapshot.self,
                  steps: { BudgetFlows.swipeBudget($0) }),
        FlowEntry(.budget, "balance-today", caption: "Tap the balance to see today, then swipe a spend away", snapshot: BudgetSnapshot.self,
                  steps: { try BudgetFlows.balanceToday($0) }),
        FlowEntry(.budget, "add-expense", caption: "Press Add expense and type an amount on the keypad", snapshot: BudgetSnapshot.self,
                  steps: { try BudgetFlows.addExpense($0) }),
        FlowEntry(.budget, "spending-by-note", caption: "Open Spending and swipe to By note", snapshot: BudgetSnapshot.self,
                  steps: { BudgetFlows.spendingByNote($0) }),
        FlowEntry(.budget, "new-budget-rhythm", caption: "Press + in the header, pick a rhythm and Save", snapshot: BudgetSnapshot.self,
                  steps: { try BudgetFlows.newBudgetRhythm($0) }),
        FlowEntry(.budget, "transfer", caption: "Press the transfer button and move money", snapshot: BudgetSnapshot.self,
                  steps: { try BudgetFlows.transferMoney($0) }),
    ]
}

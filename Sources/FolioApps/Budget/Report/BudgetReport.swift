import FolioDomain

extension AppReport {
    /// Budget Envelopes' part of the weekly report: the spending chapter.
    static let budget = AppReport(
        BudgetSnapshot.self,
        chapters: [
            ReportChapter("spending", "Each budget's spending this week against its budget, the ones over, transfers and the largest spends.") {
                $0.budgetWeek?.isEmpty ?? true
            },
        ],
        bindings: ReportBindings.budget,
        summarize: { $0.weekSummary($1) },
        recordedDays: { budget, week in
            guard let week else { return budget.recordedDays }
            return budget.recordedDays(in: week)
        },
        moment: { ($0.now, $0.timeZone) })
}

extension ReportData {
    /// The Budget Envelopes snapshot, nil when none was found.
    var budget: BudgetSnapshot? { snapshot(BudgetSnapshot.self) }
    /// What the spending chapter shows of the week.
    var budgetWeek: BudgetWeekSummary? { summary(BudgetWeekSummary.self) }
}

import FolioDomain
import FolioLayout

extension ReportBindings {
    /// What the Budget Envelopes snapshot gives a report.
    static let budget: [ReportBinding] = budgetValues + budgetFigures

    private static let budgetValues: [ReportBinding] = [
        .value("budget.spent", "Spent less refunded across budgets on the week's days.") { data in
            guard let budget = data.budget, let week = data.budgetWeek else { return nil }
            let count = week.spending?.spends.count ?? 0
            return ReportValue(BudgetFormat(budget).money(week.spent(budget.currency)), label: budgetStrings("Spent this week"),
                               detail: budgetStrings("%lld spends", .integer(count)))
        },
        .value("budget.over", "How many budgets are over in their current period, \"1 over budget\".") { data in
            guard let week = data.budgetWeek else { return nil }
            let over = week.over
            return ReportValue(Format.grouped(over.count),
                               phrase: over.isEmpty ? budgetStrings("every budget on track") : budgetStrings("%lld over budget", .integer(over.count)),
                               label: budgetStrings("Budgets over"),
                               detail: over.isEmpty ? budgetStrings("all on track") : ReportFormat.list(over.map(\.status.envelope.name)))
        },
        .value("budget.budgets", "The budgets counted, \"7 budgets\".") { data in
            data.budgetWeek.map {
                ReportValue(Format.grouped($0.envelopes.count), phrase: budgetStrings("%lld budgets", .integer($0.envelopes.count)),
                            label: budgetStrings("Budgets"))
            }
        },
        .value("budget.transfers", "Transfers made between budgets in the week.") { data in
            guard let budget = data.budget, let week = data.budgetWeek else { return nil }
            let phrase = week.transfers.isEmpty ? budgetStrings("no transfers") : budgetStrings("%lld transfers", .integer(week.transfers.count))
            return ReportValue(Format.grouped(week.transfers.count), phrase: phrase, label: budgetStrings("Transfers"),
                               detail: week.transfers.isEmpty ? budgetStrings("none this week")
                                   : budgetStrings("%@ moved", .text(BudgetFormat(budget).money(week.moved(budget.currency)))))
        },
    ]

    private static let budgetFigures: [ReportBinding] = [
        .figure("budget.envelopes", "Each budget's spending this week and earlier in its period, against what it holds.") { BudgetReportFigures.envelopes($0) },
        .figure("budget.notes", "The week's largest spends by note, most first.") { BudgetReportFigures.notes($0) },
        .figure("budget.moves", "The transfers of the week, largest first.") { BudgetReportFigures.moves($0) },
    ]
}

/// The spending chapter's figures, drawn as the report's ranked bars.
enum BudgetReportFigures {
    /// The most rows a list shows.
    static let rows = 8
    /// The most notes the largest spends show (two a column), so the chapter keeps to one page.
    static let notes = 4

    /// Each budget's week against its period, every bar on one scale where the budget is a
    /// marked line (see `BudgetBars`); the budgets over first, then the most spent this week.
    static func envelopes(_ data: ReportData) -> ReportFigure? {
        guard let rows = envelopeRows(data) else { return nil }
        return ReportFigure(view: BudgetBars(rows: rows), reading: .list(rows.map { "\($0.label): \($0.trailing)" }))
    }

    /// The rows of `envelopes`; nil for an empty week.
    static func envelopeRows(_ data: ReportData) -> [BudgetBars.Row]? {
        guard let budget = data.budget, let week = data.budgetWeek, !week.isEmpty else { return nil }
        let format = BudgetFormat(budget)
        let ranked = week.envelopes.sorted {
            ($0.status.isOver ? 1 : 0, $0.spentThisWeek.minorUnits) > ($1.status.isOver ? 1 : 0, $1.spentThisWeek.minorUnits)
        }
        return ranked.prefix(rows).map { entry in
            let status = entry.status
            let spent = max(0, status.spent.minorUnits)
            let thisWeek = max(0, min(entry.spentThisWeek.minorUnits, spent))
            let share = BudgetWords.shareOf(status.envelope.rhythm.every, format.percent(status.fractionSpent), format.money(status.available))
            return BudgetBars.Row(label: status.envelope.name, icon: BudgetStyle.icon(status.envelope.icon),
                                  trailing: "\(budgetStrings("%@ this week", .text(format.money(entry.spentThisWeek)))) · \(share)",
                                  before: spent - thisWeek, thisWeek: thisWeek, available: status.available.minorUnits)
        }
    }

    /// The week's spends grouped by note, largest total first.
    static func notes(_ data: ReportData) -> ReportFigure? {
        guard let budget = data.budget, let spending = data.budgetWeek?.spending, !spending.spends.isEmpty else { return nil }
        let format = BudgetFormat(budget)
        let list = spending.byNote.prefix(notes).map { group in
            TallyFigure.Row(label: group.key, amount: Int(group.total.minorUnits),
                            trailing: "\(format.money(group.total)) · \(budgetStrings("%lld spends", .integer(group.spends.count)))")
        }
        return TallyFigure.figure(list, empty: "", columns: 2)
    }

    /// The transfers of the week; none when there were none, which the chapter's intro and its
    /// transfers figure already say.
    static func moves(_ data: ReportData) -> ReportFigure? {
        guard let budget = data.budget, let week = data.budgetWeek, !week.transfers.isEmpty else { return nil }
        let format = BudgetFormat(budget)
        let list = week.transfers.sorted { $0.amount.minorUnits > $1.amount.minorUnits }.prefix(rows).map { move in
            TallyFigure.Row(label: "\(budget.envelope(move.from)?.name ?? move.from) → \(budget.envelope(move.to)?.name ?? move.to)",
                            icon: .transfer, amount: Int(move.amount.minorUnits),
                            trailing: "\(format.money(move.amount)) · \(ReportFormat.shortDate(move.date))")
        }
        return TallyFigure.figure(list, empty: "")
    }
}

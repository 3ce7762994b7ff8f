import FolioDomain
import FolioLayout
import FolioPieces

/// Spending (pushed): the month so far in a Stat Grid (spent, per day, how many spends, the
/// largest), over Tracking Tabs of swipeable pages: By day, By note, and Refunds, honestly empty
/// when the month has none.
public struct BudgetSpendingScreen: View {
    /// The budget, as the screen draws it.
    public var snapshot: BudgetSnapshot
    /// Where the pages are: 0 By day, 1 By note, 2 Refunds (fractions mid-swipe).
    public var position: Double

    /// The month's spending with the pages at `position`.
    public init(_ snapshot: BudgetSnapshot, position: Double = 0) {
        self.snapshot = snapshot
        self.position = position
    }

    /// The page titles, in the current locale.
    static var titles: [String] { [budgetStrings("By day"), budgetStrings("By note"), budgetStrings("Refunds")] }

    public var body: any View {
        let format = BudgetFormat(snapshot)
        let month = snapshot.monthSummary
        return Screen(background: .background, chrome: .navigation(title: budgetStrings("Spending"))) {
            VStack(alignment: .leading, spacing: Space.md) {
                Text(budgetStrings("%@ so far", .text(BudgetFormat.month(snapshot.date))), style: .title3).lineLimit(1)
                EnvironmentReader { env in
                    let stats = stats(month, format)
                    StatGrid(stats, columns: TextFit.statColumns(stats, width: env.device.size.width - 2 * Space.md, env))
                }
                TrackingTabs(Self.titles, position: position, background: .background) {
                    [byDay(month, format), byNote(month, format), refunds(month, format)]
                }
            }
            .padding(EdgeInsets(top: Space.xs, leading: Space.md, bottom: Space.xl, trailing: Space.md))
        }
    }

    private func stats(_ month: SpendingSummary, _ format: BudgetFormat) -> [StatGrid.Stat] {
        [
            .init(value: format.money(month.net), label: budgetStrings("Spent"), icon: .wallet),
            .init(value: format.money(month.perDay), label: budgetStrings("Per day"), icon: .calendar),
            .init(value: format.count(month.spends.count), label: budgetStrings("Spends"), icon: .receipt),
            .init(value: month.largest.map { format.money($0.amount) } ?? "—", label: budgetStrings("Largest"),
                  icon: .chartUp),
        ]
    }

    private func byDay(_ month: SpendingSummary, _ format: BudgetFormat) -> any View {
        let days = month.byDay
        return SpendingPage(rows: days.map { group in
            let day = group.spends.first?.at.date ?? snapshot.date
            return SpendingPage.Row(title: Self.dayTitle(day, today: snapshot.date),
                                    detail: budgetStrings("%lld spends", .integer(group.spends.count)), amount: format.money(group.total))
        }, more: { budgetStrings("+%lld more days", .integer($0)) }, empty: BudgetWords.nothingSpent(.monthly))
    }

    /// A day's row title: "Today", else "Thu, Nov 26".
    static func dayTitle(_ day: LocalDate, today: LocalDate) -> String { day == today ? budgetStrings("Today") : BudgetFormat.day(day) }

    /// The name of the first row of By day (the latest day with a spend), where a swipe of the pages
    /// starts; nil when the month has none.
    static func firstDayRow(_ snapshot: BudgetSnapshot) -> String? {
        snapshot.monthSummary.byDay.first?.spends.first.map { dayTitle($0.at.date, today: snapshot.date) }
    }

    private func byNote(_ month: SpendingSummary, _ format: BudgetFormat) -> any View {
        let notes = month.byNote
        return SpendingPage(rows: notes.map { group in
            let envelope = group.spends.first.flatMap { snapshot.envelope($0.envelope) }
            return SpendingPage.Row(title: group.key, detail: "\(budgetStrings("%lld spends", .integer(group.spends.count))) · \(envelope?.name ?? "")",
                                    amount: format.money(group.total), envelope: envelope.map { (BudgetStyle.icon($0.icon), BudgetStyle.color($0.color)) })
        }, more: { budgetStrings("+%lld more notes", .integer($0)) }, empty: BudgetWords.nothingSpent(.monthly))
    }

    private func refunds(_ month: SpendingSummary, _ format: BudgetFormat) -> any View {
        SpendingPage(rows: month.refunds.map { refund in
            SpendingPage.Row(title: refund.note, detail: BudgetFormat.moment(refund.at, today: snapshot.date),
                             amount: "+" + format.money(refund.amount),
                             envelope: snapshot.envelope(refund.envelope).map { (BudgetStyle.icon($0.icon), BudgetStyle.color($0.color)) })
        }, more: { budgetStrings("+%lld more refunds", .integer($0)) }, empty: budgetStrings("No refunds this month. Money back into an envelope shows up here, apart from your spends."))
    }
}

import FolioDomain
import FolioLayout

extension ShareCardEntry {
    /// Budget Envelopes: the month's envelopes kept under budget, in shares and percentages only
    /// (a card is for sharing; ``BudgetCardContent`` shows amounts only when asked), over paper and
    /// pastel envelopes.
    public static let budget = ShareCardEntry(.budget, snapshot: BudgetSnapshot.self,
                                              style: ShareCardStyle(icon: .wallet, shadow: ThemeColor(light: 0x2A2470, dark: 0x000000),
                                                                    backdrop: { BudgetCardBackdrop.frames($0) })) { snapshot, options in
        let statuses = snapshot.statuses
        let kept = statuses.filter { !$0.isOver }.count
        let totals = snapshot.totals
        let format = BudgetFormat(snapshot)
        let headline = statuses.isEmpty ? budgetStrings("A fresh budget")
            : kept == statuses.count ? budgetStrings("Every budget on track") : budgetStrings("%@ on track", .text(BudgetCardContent.kept(statuses)))
        let daysLeft = max(1, statuses.map(\.daysLeft).min() ?? 1)
        let detail = budgetStrings("%@ spent", .text(format.percent(totals.fractionSpent))) + " · "
            + budgetStrings("%1$lld days left in %2$@", .integer(daysLeft), .text(BudgetFormat.month(snapshot.date)))
        return ShareCardFace(content: BudgetCardContent(snapshot, showsAmounts: options.showsAmounts), fill: .card,
                             headline: headline, detail: detail)
    }
}

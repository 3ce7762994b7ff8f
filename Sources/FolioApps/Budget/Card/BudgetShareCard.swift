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
        let headline = statuses.isEmpty ? "A fresh budget"
            : kept == statuses.count ? "Every budget on track" : "\(BudgetCardContent.kept(statuses)) on track"
        let daysLeft = Format.count(max(1, statuses.map(\.daysLeft).min() ?? 1), "day")
        let detail = "\(format.percent(totals.fractionSpent)) spent · \(daysLeft) left in \(snapshot.date.monthName)"
        return ShareCardFace(content: BudgetCardContent(snapshot, showsAmounts: options.showsAmounts), fill: .card,
                             headline: headline, detail: detail)
    }
}

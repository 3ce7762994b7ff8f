import FolioDomain
import FolioLayout
import FolioPieces

/// One spend (or refund) as a row you swipe away: the envelope's symbol on its colour, the note
/// over when it was, and the amount (a refund in green with a plus).
struct SpendRow: View {
    var spend: Spend
    var envelope: Envelope?
    var today: LocalDate
    var format: BudgetFormat
    /// How far the row is slid (negative: the delete action shows).
    var offset: Double = 0

    /// The name of a spend's row in the frame tree (for touches).
    static func name(_ spend: Spend) -> String { "spend \(spend.id)" }

    var body: any View {
        let refund = spend.kind == .refund
        let amount = refund ? "+" + format.money(spend.amount) : format.money(spend.amount)
        return FullSwipeRow(offset: offset, actions: [.delete]) {
            HStack(spacing: Space.sm) {
                IconView(envelope.map { BudgetStyle.icon($0.icon) } ?? .receipt, size: 16, color: .label)
                    .frame(width: 36, height: 36)
                    .background(ShapeView(.circle).fill(envelope.map { BudgetStyle.color($0.color) } ?? .fill))
                // Side by side, the amount at the trailing edge; at the accessibility sizes the
                // amount goes under the note and time, so no word is broken to share a line.
                AdaptiveStack(spacing: Space.sm) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(spend.note, style: .headline).whole()
                        Text(BudgetFormat.moment(spend.at, today: today), style: .footnote, color: .secondaryLabel).whole()
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    Text(amount, style: TextStyle.headline.tabular(), color: refund ? .success : .label).whole()
                        .lineLimit(1)
                        .layoutPriority(1)
                }
            }
            .padding(horizontal: Space.md, vertical: Space.sm)
            .frame(maxWidth: .infinity, alignment: .leading)
            .surface(.tile, fill: .card)
        }
        .role(.row, name: Self.name(spend))
    }
}

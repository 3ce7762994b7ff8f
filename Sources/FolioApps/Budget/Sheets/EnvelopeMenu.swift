import FolioDomain
import FolioLayout
import FolioPieces

/// The choices a transfer's From or To row opens in place, as an iOS inline picker does: under the
/// row, inside the same card, every budget it can pick (not the one on the other side of the
/// move), each its symbol on its colour, its name and what it has left, a check at the trailing
/// edge of the one picked now. The rest of the sheet moves down to make room.
struct EnvelopeMenu: View {
    /// The budgets offered, in the list's order.
    var choices: [EnvelopeStatus]
    /// The one picked now.
    var selected: String
    var format: BudgetFormat

    /// The name of a choice's row, for touches.
    static func name(_ status: EnvelopeStatus) -> String { budgetStrings("Pick %@", .text(status.envelope.name)) }

    var body: any View {
        VStack(alignment: .leading, spacing: 0) {
            for status in choices {
                Divider().padding(.leading, 62)
                row(status)
            }
        }
        .role(.group, name: "choices")
    }

    private func row(_ status: EnvelopeStatus) -> any View {
        HStack(spacing: Space.sm) {
            IconView(BudgetStyle.icon(status.envelope.icon), size: 14, color: .label)
                .frame(width: 34, height: 34)
                .background(ShapeView(.circle).fill(BudgetStyle.color(status.envelope.color)))
            AdaptiveStack(spacing: Space.xs) {
                Text(status.envelope.name, style: .body).whole()
                Spacer(minLength: 0)
                Text(TransferSheet.left(status, format), style: TextStyle.subheadline.tabular(),
                     color: status.isOver ? .destructive : .secondaryLabel).whole()
            }
            IconView(.check, size: 15, color: .budget.link)
                .frame(width: 18)
                .opacity(status.envelope.id == selected ? 1 : 0)
        }
        .padding(horizontal: Space.md, vertical: Space.xs)
        .frame(minHeight: 50)
        .role(.button, name: Self.name(status))
        .tapTarget()
    }
}

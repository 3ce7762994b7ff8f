import FolioLayout
import FolioPieces

/// One page of the Spending tabs: rows of a title over a quiet line and the amount (the envelope's
/// symbol on its colour before it where there is one), every one on one card (the screen scrolls);
/// or, with no rows, an honest empty state.
struct SpendingPage: View {
    /// One row of the page.
    struct Row {
        var title: String
        var detail: String
        var amount: String
        /// The envelope the row belongs to, as its symbol on its colour before the row (nil: none).
        var envelope: (icon: Icon, color: ThemeColor)?
    }

    var rows: [Row]
    /// What the summary row past ``MoreRow/listLimit`` rows says of `n` more rows ("+3 more days").
    var more: (Int) -> String
    /// The sentence of an empty page.
    var empty: String

    var body: any View {
        guard !rows.isEmpty else {
            return VStack(spacing: Space.sm) {
                IconView(.receipt, size: 26, color: .secondaryLabel)
                    .frame(width: 56, height: 56)
                    .background(ShapeView(.circle).fill(.fill))
                Text(empty, style: .subheadline, color: .secondaryLabel).lineLimit(nil).multilineTextAlignment(.center)
            }
            .padding(.vertical, Space.xl)
            .frame(maxWidth: .infinity)
            .card(name: "empty page")
        }
        let (shown, more) = MoreRow.capped(rows)
        let card = VStack(alignment: .leading, spacing: 0) {
            for (i, row) in shown.enumerated() {
                if i > 0 { Divider().padding(.leading, Space.md) }
                line(row)
            }
        }
        .card(name: "page rows", padding: 0)
        guard more > 0 else { return card }
        return VStack(alignment: .leading, spacing: Space.xs) {
            card
            MoreRow(label: self.more(more))
        }
    }

    private func line(_ row: Row) -> any View {
        HStack(spacing: Space.sm) {
            if let envelope = row.envelope {
                IconView(envelope.icon, size: 14, color: .label)
                    .frame(width: 30, height: 30)
                    .background(ShapeView(.circle).fill(envelope.color))
            }
            // The amount under the title at the accessibility sizes, every word whole.
            AdaptiveStack(spacing: Space.sm) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(row.title, style: .headline).whole()
                    Text(row.detail, style: .footnote, color: .secondaryLabel).lineLimit(3)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                Text(row.amount, style: TextStyle.headline.tabular()).whole().lineLimit(1).layoutPriority(1)
            }
        }
        .padding(horizontal: Space.md, vertical: Space.sm)
        .role(.row, name: row.title)
    }
}

import FolioDomain
import FolioLayout
import FolioPieces

/// The face of Budget Envelopes' share card, flat: how many of the month's envelopes are kept under
/// budget, then each envelope (the ones over first) as a line of its colour with the share of it spent. Private by
/// default: shares and percentages only; `showsAmounts` adds what is left of each.
public struct BudgetCardContent: View {
    /// The budget; the card shows its envelopes' current periods.
    public var snapshot: BudgetSnapshot
    /// Whether amounts of money are shown (off by default: a card is for sharing).
    public var showsAmounts: Bool

    /// The card for `snapshot`, amounts shown only when `showsAmounts`.
    public init(_ snapshot: BudgetSnapshot, showsAmounts: Bool = false) {
        self.snapshot = snapshot
        self.showsAmounts = showsAmounts
    }

    /// The envelope lines that fit on the card before "+N more".
    static let lines = 6

    /// How many of `statuses` are kept within budget, as the card says it ("6 of 7").
    static func kept(_ statuses: [EnvelopeStatus]) -> String {
        budgetStrings("%1$lld of %2$lld", .integer(statuses.filter { !$0.isOver }.count), .integer(statuses.count))
    }

    public var body: any View {
        let statuses = snapshot.statusesByAttention
        let format = BudgetFormat(snapshot)
        let shown = Array(statuses.prefix(Self.lines))
        return VStack(alignment: .leading, spacing: Space.sm) {
            HStack(spacing: Space.xxs) {
                IconView(.wallet, size: 13, color: .budget.link)
                Text(budgetStrings("%@ budgets", .text(BudgetFormat.month(snapshot.date))), style: TextStyle.footnote.weight(.semibold), color: .secondaryLabel)
                    .lineLimit(1)
            }
            VStack(alignment: .leading, spacing: 0) {
                Text(Self.kept(statuses), style: TextStyle(size: 44, weight: .bold, letterSpacing: -1, tabularFigures: true)).lineLimit(1)
                Text(budgetStrings("kept within budget"), style: .subheadline, color: .secondaryLabel).lineLimit(1)
            }
            VStack(spacing: Space.xs) {
                for status in shown {
                    line(status, format)
                }
            }
            Spacer(minLength: 0)
            if statuses.count > shown.count {
                Text(budgetStrings("+%lld more", .integer(statuses.count - shown.count)), style: .caption, color: .secondaryLabel).lineLimit(1)
            }
        }
        .padding(Space.lg)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .role(.group, name: "budget card")
    }

    /// What a line says of its envelope: "62% spent", with amounts "62% spent · $227.50 left" or,
    /// past the budget, "115% spent · $37.40 over" (never a negative amount left).
    static func figure(_ status: EnvelopeStatus, _ format: BudgetFormat, showsAmounts: Bool) -> String {
        let share = budgetStrings("%@ spent", .text(format.percent(status.fractionSpent)))
        guard showsAmounts else { return share }
        let amount = status.isOver ? budgetStrings("%@ over", .text(format.over(status.left)))
            : budgetStrings("%@ left", .text(format.money(status.left)))
        return "\(share) · \(amount)"
    }

    private func line(_ status: EnvelopeStatus, _ format: BudgetFormat) -> any View {
        let figure = Self.figure(status, format, showsAmounts: showsAmounts)
        let tint: ThemeColor = status.isOver ? .budget.overBudget : .label
        return VStack(alignment: .leading, spacing: 3) {
            HStack(alignment: .bottom, spacing: Space.xs) {
                Text(status.envelope.name, style: TextStyle.footnote.weight(.semibold)).lineLimit(1)
                Spacer(minLength: 0)
                Text(figure, style: TextStyle.footnote.weight(.semibold).tabular(), color: tint).lineLimit(1).layoutPriority(1)
            }
            CardShareBar(share: status.fractionSpent, color: BudgetStyle.color(status.envelope.color), over: status.isOver)
        }
        .role(.row, name: status.envelope.name)
    }
}

/// A bar of an envelope on the card: its block colour as the track, the share spent in a deeper
/// ink over it (in the over-budget red, full, when over).
private struct CardShareBar: View {
    var share: Double
    var color: ThemeColor
    var over: Bool

    var body: any View {
        Draw(idealSize: Size(width: 120, height: 8)) { size, env in
            let track = Frame(size: size, role: .track, item: .shape(ShapeItem(.capsule, fill: .solid(env.resolve(color)))))
            let ink = over ? env.resolve(.budget.overBudget) : env.resolve(.label).opacity(0.72)
            let width = max(size.height, size.width * min(1, max(0, share)))
            let bar = Frame(size: Size(width: width, height: size.height), role: .indicator,
                            item: .shape(ShapeItem(.capsule, fill: .solid(ink))))
            return share > 0 ? [track, bar] : [track]
        }
        .frame(height: 8)
    }
}

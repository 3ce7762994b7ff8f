import FolioLayout

/// Balance Panel — a budget at a glance, on a card: what is left set large in tabular figures (it
/// can roll in from an earlier value at `t`), how much of the budget is spent, and a bar. Over
/// budget, the amount turns red and the bar runs full in the over-budget colour. Amounts come
/// preformatted with the fraction spent.
public struct BalancePanel: View {
    /// The line over the amount ("Left this month").
    public var title: String
    /// What is left ("$1,240").
    public var left: String
    /// What was left before the last change, to roll from; nil when nothing rolls.
    public var previousLeft: String?
    /// What is spent ("$760 spent").
    public var spent: String
    /// The budget ("of $2,000").
    public var budget: String
    /// The share of the budget spent: more than 1 is over.
    public var fraction: Double
    /// How far the amount has rolled, 0…1.
    public var t: Double

    public init(title: String = "Left to spend", left: String, previousLeft: String? = nil, spent: String,
                budget: String, fraction: Double, t: Double = 1) {
        self.title = title
        self.left = left
        self.previousLeft = previousLeft
        self.spent = spent
        self.budget = budget
        self.fraction = fraction
        self.t = t
    }

    /// Whether more than the budget is spent.
    public var isOver: Bool { fraction > 1 }

    public var body: any View {
        let amountColor: ThemeColor = isOver ? .budget.overBudget : .label
        return VStack(spacing: Space.xs) {
            Text(title, style: TextStyle.subheadline.weight(.medium), color: .secondaryLabel).lineLimit(1)
            Odometer(from: previousLeft ?? left, to: left, t: t, style: BalancePanel.amountStyle, color: amountColor)
            VStack(spacing: Space.xs) {
                RowMeter(fraction: isOver ? 1 : fraction, fill: isOver ? .budget.overBudget : .accent,
                         track: .fill, height: 10)
                HStack(spacing: Space.xs) {
                    Text(spent, style: TextStyle.footnote.weight(.semibold).tabular(),
                         color: isOver ? .budget.overBudget : .label)
                        .lineLimit(1)
                    Spacer(minLength: 0)
                    Text(budget, style: TextStyle.footnote.tabular(), color: .secondaryLabel).lineLimit(1)
                }
            }
            .padding(.top, Space.sm)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, Space.xs)
        .card(name: "balance", padding: Space.lg)
    }

    /// The amount's type: large, heavy, tightly tracked, tabular.
    static let amountStyle = TextStyle(size: 48, weight: .bold, letterSpacing: -1, tabularFigures: true)
}

import FolioDomain
import FolioLayout
import FolioPieces

/// A budget (pushed under its own title): a Balance Panel with what is left this period (or, once
/// the balance is tapped, what is left today), a ring of the days to go and an accent add button;
/// the period and its rhythm in a line; every spend of the period as a Swipe Action Row, latest
/// first, as the screen scrolls.
public struct BudgetEnvelopeScreen: View {
    /// The budget, as the screen draws it.
    public var snapshot: BudgetSnapshot
    /// The envelope shown.
    public var envelopeID: String
    /// Whether the balance shows what is left today instead of this period.
    public var showsToday: Bool
    /// The amount the balance rolls from, and how far it has rolled.
    public var rollingFrom: Money?
    public var roll: Double
    /// The spend slid open, and how far.
    public var openSpend: String?
    public var openOffset: Double

    /// The envelope `envelopeID` of `snapshot`.
    public init(_ snapshot: BudgetSnapshot, envelope envelopeID: String, showsToday: Bool = false, rollingFrom: Money? = nil,
                roll: Double = 1, openSpend: String? = nil, openOffset: Double? = nil) {
        self.snapshot = snapshot
        self.envelopeID = envelopeID
        self.showsToday = showsToday
        self.rollingFrom = rollingFrom
        self.roll = roll
        self.openSpend = openSpend
        self.openOffset = openOffset ?? -FullSwipeRow.openWidth(of: 1)
    }

    /// The envelope the screen opens on: Groceries when there is one, else the first.
    public static func defaultEnvelope(_ snapshot: BudgetSnapshot) -> String {
        (snapshot.activeEnvelopes.first { $0.id == "groceries" } ?? snapshot.activeEnvelopes.first)?.id ?? ""
    }

    public var body: any View {
        let format = BudgetFormat(snapshot)
        guard let status = snapshot.status(envelopeID) else {
            return Screen(background: .background, chrome: .navigation(title: budgetStrings("Budget"))) {
                Text(budgetStrings("This budget is gone."), style: .body, color: .secondaryLabel).frame(maxWidth: .infinity).padding(Space.xl)
            }
        }
        return Screen(background: .background, chrome: .navigation(title: status.envelope.name, trailing: [
            RoundButton(.pencil, name: budgetStrings("Edit budget")),
        ])) {
            VStack(alignment: .leading, spacing: Space.lg) {
                balance(status, format)
                spends(status, format)
            }
            .padding(EdgeInsets(top: Space.xs, leading: Space.md, bottom: Space.xl, trailing: Space.md))
        }
    }

    private func balance(_ status: EnvelopeStatus, _ format: BudgetFormat) -> any View {
        let rhythm = status.envelope.rhythm
        let title = showsToday ? budgetStrings("Left today") : BudgetWords.leftThis(rhythm.every)
        let left = showsToday ? status.leftToday : status.left
        let spent = showsToday ? budgetStrings("%@ spent today", .text(format.money(status.spentToday)))
            : budgetStrings("%@ spent", .text(format.money(status.spent)))
        let of = budgetStrings("of %@", .text(format.money(showsToday ? status.allowanceToday : status.available)))
        let fraction = showsToday ? status.fractionSpentToday : status.fractionSpent
        return VStack(alignment: .leading, spacing: Space.xs) {
            BalancePanel(title: title, left: format.money(left), previousLeft: rollingFrom.map(format.money), spent: spent,
                         budget: of, fraction: fraction, t: roll,
                         ring: .init(daysLeft: status.daysLeft, periodDays: status.period.dayCount,
                                     caption: budgetStrings("%lld days left", .integer(status.daysLeft))),
                         add: RoundButton(.plus, name: budgetStrings("Add expense")))
                .role(.group, name: "Balance")
                .tapTarget()
            Text("\(BudgetWords.rhythm(rhythm)) · \(BudgetFormat.period(status.period))", style: .footnote, color: .secondaryLabel)
                .lineLimit(nil)
                .padding(.horizontal, Space.xxs)
        }
    }

    /// The latest spends heading and every spend of the period under it.
    private func spends(_ status: EnvelopeStatus, _ format: BudgetFormat) -> any View {
        let all = snapshot.periodSpends(of: status.envelope)
        let heading = AdaptiveStack(spacing: Space.xs) {
            Text(budgetStrings("Latest spends"), style: .title3).whole().layoutPriority(1)
            Spacer(minLength: 0)
            Text(budgetStrings("%lld spends", .integer(all.count)), style: .subheadline, color: .secondaryLabel).whole()
        }
        guard !all.isEmpty else {
            return VStack(alignment: .leading, spacing: Space.xs) {
                heading
                Text(BudgetWords.nothingSpent(status.envelope.rhythm.every), style: .subheadline, color: .secondaryLabel)
                    .frame(maxWidth: .infinity, minHeight: 56)
                    .tile(name: "No spends")
            }
        }
        let (shown, more) = MoreRow.capped(all)
        return VStack(alignment: .leading, spacing: Space.xs) {
            heading
            for spend in shown {
                SpendRow(spend: spend, envelope: status.envelope, today: snapshot.date, format: format,
                         offset: spend.id == openSpend ? openOffset : 0)
            }
            if more > 0 { MoreRow(label: budgetStrings("+%lld more spends", .integer(more))) }
        }
    }
}

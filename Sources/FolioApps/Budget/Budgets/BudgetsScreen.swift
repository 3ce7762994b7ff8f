import FolioDomain
import FolioLayout
import FolioPieces

/// Budgets: the two-weight header ("Budgets November") with round transfer and new-budget buttons,
/// a centred Balance Panel where what is left across the envelopes rolls in above the spent bar and
/// the one primary action (Add expense), then every envelope as a Color Block List block you swipe
/// for edit and delete, every one of them as the screen scrolls, the ones over budget first. The app's root screen: no dock.
public struct BudgetsScreen: View {
    /// The budget, as the screen draws it.
    public var snapshot: BudgetSnapshot
    /// The envelope slid open, and how far (negative: toward the leading edge).
    public var openEnvelope: String?
    public var openOffset: Double
    /// What was left before the last change (to roll from), and how far the digits have rolled.
    public var rollingFrom: Money?
    public var roll: Double
    /// How far the Add expense button is pressed, 0…1.
    public var press: Double

    /// Budgets drawn from `snapshot`, optionally with a block slid open, the total mid-roll, the
    /// primary action pressed.
    public init(_ snapshot: BudgetSnapshot, openEnvelope: String? = nil, openOffset: Double? = nil, rollingFrom: Money? = nil,
                roll: Double = 1, press: Double = 0) {
        self.snapshot = snapshot
        self.openEnvelope = openEnvelope
        self.openOffset = openOffset ?? -BudgetsScreen.openWidth
        self.rollingFrom = rollingFrom
        self.roll = roll
        self.press = press
    }

    /// How far a block slides to show its edit and delete actions in full.
    static let openWidth = FullSwipeRow.openWidth(of: 2)

    /// The envelope a swipe opens: the first block that is not Groceries (the one the swipe flow
    /// then taps), so the one over budget at the top of the list.
    static func swipedEnvelope(_ snapshot: BudgetSnapshot) -> String? {
        let target = BudgetEnvelopeScreen.defaultEnvelope(snapshot)
        return snapshot.statusesByAttention.first { $0.envelope.id != target }?.envelope.id
    }

    /// Budgets with `envelope` swiped open, scrolled just far enough that its block shows whole
    /// above the home indicator (at the accessibility sizes the header and the card fill the first
    /// screen), as a person scrolls to a row before swiping it.
    static func swiped(_ snapshot: BudgetSnapshot, envelope: String?) -> any View {
        EnvironmentReader { env in
            BudgetsScreen(snapshot, openEnvelope: envelope).scrolled(revealing(envelope.flatMap(snapshot.envelope)?.name, snapshot, env))
        }
    }

    /// How far Budgets scrolls in `env` for the block `name` to end above the home indicator.
    private static func revealing(_ name: String?, _ snapshot: BudgetSnapshot, _ env: Environment) -> Double {
        guard let name else { return 0 }
        var bottom = 0.0
        layout(BudgetsScreen(snapshot), environment: env).walk { frame, rect, _ in
            if frame.name == name, bottom == 0 { bottom = rect.maxY }
        }
        return max(0, bottom - (env.device.size.height - env.device.safeArea.bottom - Space.lg))
    }

    public var body: any View {
        let format = BudgetFormat(snapshot)
        let totals = snapshot.totals
        return Screen(background: .background) {
            VStack(alignment: .leading, spacing: Space.lg) {
                header(totals)
                BalancePanel(title: leftTitle, left: format.money(totals.left),
                             previousLeft: rollingFrom.map(format.money), spent: budgetStrings("%@ spent", .text(format.money(totals.spent))),
                             budget: budgetStrings("of %@", .text(format.money(totals.available))), fraction: totals.fractionSpent, t: roll,
                             action: addExpense)
                envelopes(format)
            }
            .padding(EdgeInsets(top: Space.xs, leading: Space.md, bottom: Space.xl, trailing: Space.md))
        }
    }

    /// The two-weight header, "Budgets Nov", with its round transfer and new-budget buttons. Where
    /// the month does not fit on the title's line beside the buttons (Arabic, whose months have no
    /// short form), it leads the line under the title instead of breaking mid-word.
    private func header(_ totals: BudgetTotals) -> any View {
        EnvironmentReader { env in
            let title = budgetStrings("Budgets"), month = BudgetFormat.month(snapshot.date, abbreviated: true)
            let buttons = [RoundButton(.transfer, name: budgetStrings("Transfer")), RoundButton(.plus, name: budgetStrings("New budget"))]
            let room = env.device.size.width - 2 * Space.md - buttons.map(\.diameter).reduce(0, +) - Space.xs - Space.sm
            let fits = env.textSize.isAccessibilitySize || TextFit.width("\(title) \(month)", .largeTitle, env) <= room
            ScreenHeader(title, detail: fits ? month : nil, subtitle: fits ? subtitle(totals) : "\(month) · \(subtitle(totals))",
                         buttons: buttons)
        }
    }

    /// The one primary action: "+ Add expense", the words alone at the accessibility sizes, where
    /// the plus beside them would wrap them onto two lines.
    private var addExpense: any View {
        EnvironmentReader { env in
            ElasticButton(budgetStrings("Add expense"), icon: env.textSize.isAccessibilitySize ? nil : .plus, press: press, expands: true)
        }
    }

    /// "Left this month" when every budget runs by the calendar month, else "Left this period"
    /// (each budget counts its own current period).
    private var leftTitle: String {
        snapshot.activeEnvelopes.allSatisfy { $0.rhythm == .monthlyOnFirst } ? budgetStrings("Left this month") : budgetStrings("Left this period")
    }

    private func subtitle(_ totals: BudgetTotals) -> String {
        let count = budgetStrings("%lld budgets", .integer(totals.envelopeCount))
        let standing = totals.overCount == 0 ? budgetStrings("all on track") : budgetStrings("%lld over", .integer(totals.overCount))
        return "\(count) · \(standing)"
    }

    /// The envelopes heading and every block under it.
    private func envelopes(_ format: BudgetFormat) -> any View {
        let statuses = snapshot.statusesByAttention
        let heading = AdaptiveStack(spacing: Space.xs) {
            Text(budgetStrings("Envelopes"), style: .title3).whole().layoutPriority(1)
            Spacer(minLength: 0)
            HStack(spacing: Space.xxs) {
                Text(budgetStrings("Spending"), style: TextStyle.subheadline.weight(.semibold), color: .budget.link).whole()
                IconView(.chevronRight, size: 13, color: .budget.link, relativeTo: .subheadline)
            }
            .padding(.horizontal, Space.sm)
            .frame(minHeight: 44)
            .role(.button, name: budgetStrings("Spending"))
            .tapTarget()
        }
        guard !statuses.isEmpty else {
            return VStack(alignment: .leading, spacing: Space.xs) {
                heading
                Text(budgetStrings("No budgets yet. Press + to make one."), style: .subheadline, color: .secondaryLabel)
                    .frame(maxWidth: .infinity, minHeight: 64)
                    .tile(name: "No budgets")
            }
        }
        return VStack(alignment: .leading, spacing: Space.xs) {
            heading
            for status in statuses {
                // At the accessibility sizes a block puts its figures under the name, so the name has
                // the tile's width; it grows to AX3 and no further (SwiftUI's dynamicTypeSize(...accessibility3)):
                // past it "Groceries" alone is wider than an SE's tile.
                FullSwipeRow(offset: status.envelope.id == openEnvelope ? openOffset : 0, actions: [.edit, .delete]) {
                    ColorBlockList.block(BudgetStyle.block(status, format)).textSizeCapped(at: .ax3)
                }
            }
        }
    }
}

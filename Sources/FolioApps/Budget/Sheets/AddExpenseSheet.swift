import FolioDomain
import FolioLayout
import FolioPieces

/// Add expense (a sheet with its own close, over Budgets): the amount typed so far at the top,
/// the envelope it goes to, what would be left today and this month once it is added, the Number
/// Pad, and the Add pill at the foot of the sheet, dimmed until an amount is typed.
public struct AddExpenseSheet: View {
    /// The budget, as the screen draws it.
    public var snapshot: BudgetSnapshot
    /// The envelope the expense goes to.
    public var envelopeID: String
    /// The keys typed so far.
    public var entry: AmountEntry
    /// The key under the finger, if any, and how far it is pressed.
    public var pressed: NumberPad.Key?
    public var press: Double

    /// The sheet for `envelopeID` with `entry` typed and `pressed` held down `press` of the way.
    public init(_ snapshot: BudgetSnapshot, envelope envelopeID: String, entry: AmountEntry? = nil, pressed: NumberPad.Key? = nil,
                press: Double = 1) {
        self.snapshot = snapshot
        self.envelopeID = envelopeID
        self.entry = entry ?? AmountEntry(snapshot.currency)
        self.pressed = pressed
        self.press = press
    }

    /// The sheet as registered: Groceries, nothing typed yet.
    public static func registered(_ snapshot: BudgetSnapshot) -> AddExpenseSheet {
        AddExpenseSheet(snapshot, envelope: BudgetEnvelopeScreen.defaultEnvelope(snapshot))
    }

    /// The keys the seed's expense is typed with: "12.50", or "1250" in a currency without cents.
    static func typedKeys(_ currency: Currency) -> String { currency.exponent > 0 ? "12.50" : "1250" }

    /// The sheet for Groceries once the seed's expense is typed (all keys up).
    static func typed(_ snapshot: BudgetSnapshot) -> AddExpenseSheet {
        AddExpenseSheet(snapshot, envelope: BudgetEnvelopeScreen.defaultEnvelope(snapshot),
                        entry: try? AmountEntry(typing: typedKeys(snapshot.currency), snapshot.currency))
    }

    /// The note an expense added here gets.
    static let note = "Farmers market"

    /// The pad key of an amount key.
    static func padKey(_ key: AmountEntry.Key) -> NumberPad.Key {
        switch key {
        case .digit(let d): .digit(d)
        case .decimalPoint: .decimal
        case .delete: .delete
        }
    }

    public var body: any View {
        let format = BudgetFormat(snapshot)
        return FittedSheet(background: BudgetsScreen(snapshot)) { env in
            // A short screen takes a tighter rhythm and smaller keys, so the Add pill stays on it.
            let compact = env.device.isShort
            VStack(alignment: .leading, spacing: compact ? Space.md : Space.lg) {
                SheetHeader(title: budgetStrings("Add expense"))
                if let status = snapshot.status(envelopeID) {
                    amount(status, format)
                    remaining(status, format)
                }
                // What the sheet has to spare goes above the keypad, so the keypad and its action
                // stay together at the foot, as iOS's payment sheets keep them.
                Spacer(minLength: 0)
                NumberPad(pressed: pressed, press: press, showsDecimal: snapshot.currency.exponent > 0,
                          decimalMark: format.decimalMark, keyHeight: compact ? 50 : 56)
                ElasticButton(budgetStrings("Add %@", .text(format.money(entry.amount))), icon: .plus, isEnabled: !entry.isZero, expands: true)
            }
            .padding(EdgeInsets(top: Space.xs, leading: Space.lg, bottom: Space.md, trailing: Space.lg))
        }
    }

    private func amount(_ status: EnvelopeStatus, _ format: BudgetFormat) -> any View {
        VStack(spacing: Space.xs) {
            Odometer(format.entry(entry), style: TextStyle(size: 56, weight: .bold, letterSpacing: -1, tabularFigures: true),
                     color: entry.isZero ? .tertiaryLabel : .label)
                .role(.group, name: "typed amount")
            EnvironmentReader { env in
                // One line in a capsule; at the accessibility sizes the words wrap whole in a
                // rounded box instead of being cut to "Groceries · Far…".
                let large = env.textSize.isAccessibilitySize
                HStack(spacing: Space.xs) {
                    IconView(BudgetStyle.icon(status.envelope.icon), size: 14, color: .label)
                        .frame(width: 26, height: 26)
                        .background(ShapeView(.circle).fill(BudgetStyle.color(status.envelope.color)))
                    Text("\(status.envelope.name) · \(Self.note)", style: TextStyle.subheadline.weight(.semibold))
                        .lineLimit(large ? nil : 1)
                }
                .padding(EdgeInsets(top: Space.xxs, leading: Space.xxs, bottom: Space.xxs, trailing: Space.sm))
                .background(ShapeView(large ? .control : .pill).fill(.fill))
                .role(large ? .group : .pill, name: "envelope")
            }
        }
        .frame(maxWidth: .infinity)
    }

    /// What would be left today and this period once the typed amount is spent.
    private func remaining(_ status: EnvelopeStatus, _ format: BudgetFormat) -> any View {
        let today = (try? status.leftToday.subtracting(entry.amount)) ?? status.leftToday
        let period = (try? status.left.subtracting(entry.amount)) ?? status.left
        let stats: [StatGrid.Stat] = [
            .init(value: format.money(today), label: budgetStrings("Left today"), icon: .sun),
            .init(value: format.money(period), label: BudgetWords.leftThis(status.envelope.rhythm.every), icon: .calendar),
        ]
        return EnvironmentReader { env in
            StatGrid(stats, columns: TextFit.statColumns(stats, width: env.device.size.width - 2 * Space.lg, env))
        }
    }
}

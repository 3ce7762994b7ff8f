import FolioDomain
import FolioLayout
import FolioPieces

/// Transfer (a sheet with its own close): money moved from one budget block to another. Two menu
/// rows pick the envelopes (From, To), each with what it will have left once the amount moves and
/// what it had; the amount is typed on the Number Pad under them, with the total that stays the
/// same; a Commit Button, dimmed until an amount is typed, moves it.
public struct TransferSheet: View {
    /// The budget before the move.
    public var snapshot: BudgetSnapshot
    /// The envelope the money leaves, and the one it goes to.
    public var from: String
    public var to: String
    /// The amount typed so far.
    public var entry: AmountEntry
    /// The key under the finger, if any.
    public var pressed: NumberPad.Key?
    /// The row whose choices are open in place ("From" or "To"), if any.
    public var openPicker: String?
    /// Where the move is.
    public var phase: CommitButton.Phase
    public var commitT: Double

    /// The sheet moving what `entry` holds from `from` to `to`.
    public init(_ snapshot: BudgetSnapshot, from: String, to: String, entry: AmountEntry? = nil, pressed: NumberPad.Key? = nil,
                openPicker: String? = nil, phase: CommitButton.Phase = .idle, commitT: Double = 1) {
        self.openPicker = openPicker
        self.snapshot = snapshot
        self.from = from
        self.to = to
        self.entry = entry ?? AmountEntry(snapshot.currency)
        self.pressed = pressed
        self.phase = phase
        self.commitT = commitT
    }

    /// The keys that type `amount` on the pad ("37.40"; "3740" in a currency without cents).
    static func keys(_ amount: Money) -> String { amount.decimalText }

    /// The move the sheet offers: to the envelope most over (what it is over by, or as much as the
    /// source has when that is less), else to the second envelope (a tenth of what the source has
    /// left); from the envelope with the most left among those on the target's rhythm, else among
    /// all the others.
    public static func suggestion(_ snapshot: BudgetSnapshot) -> (from: String, to: String, amount: Money)? {
        let statuses = snapshot.statuses
        guard statuses.count >= 2 else { return nil }
        let over = statuses.filter(\.isOver).min { $0.left < $1.left }
        let target = over ?? statuses[1]
        let others = statuses.filter { $0.envelope.id != target.envelope.id }
        let sameRhythm = others.filter { $0.envelope.rhythm.every == target.envelope.rhythm.every }
        guard let source = (sameRhythm.isEmpty ? others : sameRhythm).max(by: { $0.left < $1.left }),
              !source.left.isNegative, !source.left.isZero else { return nil }
        let wanted = over.map { Money(-$0.left.minorUnits, snapshot.currency) } ?? source.left.share(of: 10)
        let amount = min(wanted, source.left)
        guard amount.minorUnits > 0 else { return nil }
        return (source.envelope.id, target.envelope.id, amount)
    }

    /// The sheet as registered: the suggested move typed in full, at `phase` (Budgets when there
    /// is none to offer).
    public static func registered(_ snapshot: BudgetSnapshot, phase: CommitButton.Phase = .idle) -> any View {
        guard let move = suggestion(snapshot) else { return BudgetsScreen(snapshot) }
        let entry = try? AmountEntry(typing: keys(move.amount), snapshot.currency)
        return TransferSheet(snapshot, from: move.from, to: move.to, entry: entry, phase: phase)
    }

    public var body: any View {
        let format = BudgetFormat(snapshot)
        let amount = entry.amount
        let after = (try? snapshot.applying(.transfer(from: from, to: to, amount: amount))) ?? snapshot
        return FittedSheet(background: BudgetsScreen(snapshot)) { env in
            let compact = env.device.isShort
            VStack(alignment: .leading, spacing: compact ? Space.sm : Space.md) {
                SheetHeader(title: budgetStrings("Move money"), subtitle: compact ? nil : budgetStrings("From one budget to another"))
                VStack(spacing: 0) {
                    picker(from, label: budgetStrings("From"), isOpen: openPicker == "From", after: after, format)
                    if openPicker == "From" { choices(excluding: to, selected: from, format) }
                    Divider().padding(.leading, 62)
                    picker(to, label: budgetStrings("To"), isOpen: openPicker == "To", after: after, format)
                    if openPicker == "To" { choices(excluding: from, selected: to, format) }
                }
                .card(name: "envelopes", padding: 0)
                VStack(spacing: 0) {
                    Odometer(format.entry(entry), style: TextStyle(size: compact ? 40 : 48, weight: .bold, letterSpacing: -1,
                                                                             tabularFigures: true),
                             color: entry.isZero ? .tertiaryLabel : .label)
                        .role(.group, name: "amount")
                    Text(budgetStrings("The total left stays %@", .text(format.money(after.totals.left))), style: .footnote, color: .secondaryLabel)
                        .lineLimit(2)
                        .multilineTextAlignment(.center)
                }
                .frame(maxWidth: .infinity)
                // What the sheet has to spare goes above the keypad, so the keypad and its action
                // stay together at the foot, as iOS's payment sheets keep them.
                Spacer(minLength: 0)
                NumberPad(pressed: pressed, showsDecimal: snapshot.currency.exponent > 0,
                          decimalMark: format.decimalMark, keyHeight: compact ? 44 : 54)
                CommitButton(budgetStrings("Move %@", .text(format.money(amount))), phase: phase, t: commitT, successTitle: budgetStrings("Moved"),
                             failureTitle: budgetStrings("Try again"), expands: true,
                             isEnabled: !entry.isZero)
            }
            .padding(EdgeInsets(top: Space.xs, leading: Space.lg, bottom: Space.md, trailing: Space.lg))
        }
    }

    /// One envelope as a menu row (see ``TransferRow``).
    private func picker(_ id: String, label: String, isOpen: Bool, after: BudgetSnapshot, _ format: BudgetFormat) -> any View {
        guard let old = snapshot.status(id), let new = after.status(id) else { return Spacer(minLength: 0) }
        return TransferRow(label: label, old: old, new: new, isOpen: isOpen, format: format)
    }

    /// The budgets a row can pick, open under it: all but the one on the other side.
    private func choices(excluding other: String, selected: String, _ format: BudgetFormat) -> any View {
        EnvelopeMenu(choices: snapshot.statusesByAttention.filter { $0.envelope.id != other }, selected: selected, format: format)
    }

    /// "$255.95 left" or "$37.40 over".
    static func left(_ status: EnvelopeStatus, _ format: BudgetFormat) -> String {
        status.isOver ? budgetStrings("%@ over", .text(format.over(status.left))) : budgetStrings("%@ left", .text(format.money(status.left)))
    }
}

import FolioDomain
import FolioLayout
import FolioPieces

/// Transfer (a sheet with its own close): money moved from one budget block to another. The two
/// blocks show what each will have left once the amount moves (the source's old total under it),
/// an arrow between them, the amount, the total that stays the same, and a Commit Button.
public struct TransferSheet: View {
    /// The budget before the move.
    public var snapshot: BudgetSnapshot
    /// The envelope the money leaves, and the one it goes to.
    public var from: String
    public var to: String
    /// How much moves.
    public var amount: Money
    /// Where the move is.
    public var phase: CommitButton.Phase
    public var commitT: Double

    /// The sheet moving `amount` from `from` to `to`.
    public init(_ snapshot: BudgetSnapshot, from: String, to: String, amount: Money, phase: CommitButton.Phase = .idle,
                commitT: Double = 1) {
        self.snapshot = snapshot
        self.from = from
        self.to = to
        self.amount = amount
        self.phase = phase
        self.commitT = commitT
    }

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

    /// The sheet as registered: the suggested move, at `phase` (Budgets when there is none to offer).
    public static func registered(_ snapshot: BudgetSnapshot, phase: CommitButton.Phase = .idle) -> any View {
        guard let move = suggestion(snapshot) else { return BudgetsScreen(snapshot) }
        return TransferSheet(snapshot, from: move.from, to: move.to, amount: move.amount, phase: phase)
    }

    public var body: any View {
        let format = BudgetFormat(snapshot)
        let after = (try? snapshot.applying(.transfer(from: from, to: to, amount: amount))) ?? snapshot
        return Sheet(detent: .height(570), fill: .groupedBackground, background: BudgetsScreen(snapshot)) {
            VStack(alignment: .leading, spacing: Space.md) {
                SheetHeader(title: "Move money", subtitle: "From one budget to another")
                VStack(spacing: Space.xs) {
                    block(from, label: "From", before: snapshot, after: after, format)
                    IconView(.arrowDown, size: 18, color: .accentForeground)
                        .frame(width: 36, height: 36)
                        .background(ShapeView(.circle).fill(.accent))
                        .role(.icon, name: "moves to")
                    block(to, label: "To", before: snapshot, after: after, format)
                }
                VStack(spacing: 2) {
                    Odometer(format.money(amount), style: TextStyle(size: 40, weight: .bold, letterSpacing: -1, tabularFigures: true))
                        .role(.group, name: "amount")
                    Text("The total left stays \(format.money(after.totals.left))", style: .footnote, color: .secondaryLabel)
                        .lineLimit(1)
                }
                .frame(maxWidth: .infinity)
                CommitButton("Move \(format.money(amount))", phase: phase, t: commitT, successTitle: "Moved", expands: true)
            }
            .padding(EdgeInsets(top: Space.xs, leading: Space.lg, bottom: Space.md, trailing: Space.lg))
        }
    }

    /// One of the two blocks with its new total, its old one in the line under it.
    private func block(_ id: String, label: String, before: BudgetSnapshot, after: BudgetSnapshot, _ format: BudgetFormat) -> any View {
        guard let old = before.status(id), let new = after.status(id) else { return Spacer(minLength: 0) }
        var block = BudgetStyle.block(new, format)
        block.name = "\(label) · \(new.envelope.name)"
        block.detail = "was \(format.money(old.left))"
        return ColorBlockList.block(block)
    }
}

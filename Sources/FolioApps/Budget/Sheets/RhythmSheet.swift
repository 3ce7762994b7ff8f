import FolioDomain
import FolioLayout
import FolioPieces

/// Reset rhythm (a sheet with its own close): a Choice of rhythms for one budget, the period and
/// what is left under the one picked (they change at once, by the same rules as the budget's own
/// screen), and a Commit Button that saves in place. For a budget being made (not in the snapshot
/// yet, the sheet + opens) it is "New budget": the name typed in a field and the amount set with a
/// stepper come first, in what the rhythm picked calls a period.
public struct RhythmSheet: View {
    /// The budget, as the screen behind draws it.
    public var snapshot: BudgetSnapshot
    /// The envelope whose rhythm is picked (for a new budget: its name and amount so far).
    public var envelope: Envelope
    /// The rhythm picked, and the one the selection moves from (nil: at rest), `t` of the way.
    public var selected: BudgetRhythm.Every
    public var from: BudgetRhythm.Every?
    public var t: Double
    /// Where saving is.
    public var phase: CommitButton.Phase
    public var commitT: Double

    /// The sheet for `envelope` with `selected` picked.
    public init(_ snapshot: BudgetSnapshot, envelope: Envelope, selected: BudgetRhythm.Every? = nil, from: BudgetRhythm.Every? = nil,
                t: Double = 1, phase: CommitButton.Phase = .idle, commitT: Double = 1) {
        self.snapshot = snapshot
        self.envelope = envelope
        self.selected = selected ?? envelope.rhythm.every
        self.from = from
        self.t = t
        self.phase = phase
        self.commitT = commitT
    }

    /// The sheet as registered: the new budget of the seed's flow (pressed + in the header), named
    /// Pets, $20.00, Weekly picked in place of the monthly rhythm a budget starts on.
    public static func registered(_ snapshot: BudgetSnapshot) -> RhythmSheet {
        RhythmSheet(snapshot, envelope: draft(snapshot, name: draftName, budget: draftBudget(snapshot)), selected: .weekly)
    }

    /// The name and amount the seed's flow gives its new budget.
    static let draftName = "Pets"
    static func draftBudget(_ snapshot: BudgetSnapshot) -> Money { Money(20 * snapshot.currency.minorPerMajor, snapshot.currency) }
    /// What one press of the stepper adds.
    static func step(_ snapshot: BudgetSnapshot) -> Money { Money(5 * snapshot.currency.minorPerMajor, snapshot.currency) }

    /// The budget being made when + is pressed, as typed so far (nothing, at first): monthly from
    /// the 1st, on the first envelope colour not in use yet.
    static func draft(_ snapshot: BudgetSnapshot, name: String = "", budget: Money? = nil) -> Envelope {
        let used = Set(snapshot.activeEnvelopes.map(\.color))
        let color = EnvelopeColor.allCases.first { !used.contains($0) } ?? .lavender
        return Envelope(id: "new-budget", name: name, color: color, icon: .heart, budget: budget ?? .zero(snapshot.currency),
                        rhythm: .monthlyOnFirst)
    }

    /// Whether the envelope is being made (it is not in the snapshot yet).
    var isNew: Bool { snapshot.envelope(envelope.id) == nil }

    /// The rhythm of kind `every` for `envelope`: its reset day kept where it fits the kind, else
    /// Monday, the 1st, or 1 January.
    static func rhythm(_ every: BudgetRhythm.Every, for envelope: Envelope) -> BudgetRhythm? {
        let current = envelope.rhythm
        if current.every == every { return current }
        switch every {
        case .weekly, .fortnightly:
            return BudgetRhythm(every, resetDay: [.weekly, .fortnightly].contains(current.every) ? current.resetDay : 1)
        case .monthly:
            return BudgetRhythm(.monthly, resetDay: current.every == .yearly ? current.resetDay : 1)
        case .yearly:
            return BudgetRhythm(.yearly, resetDay: 1, resetMonth: 1)
        }
    }

    public var body: any View {
        let kinds = BudgetRhythm.Every.allCases
        let options = kinds.map { Choice.Option(BudgetWords.title($0), detail: Self.rhythm($0, for: envelope).map(BudgetWords.rhythm)) }
        let index = { (every: BudgetRhythm.Every) in kinds.firstIndex(of: every) ?? 0 }
        let format = BudgetFormat(snapshot)
        let ready = !isNew || (!envelope.name.isEmpty && !envelope.budget.isZero)
        return FittedSheet(background: BudgetsScreen(snapshot)) { env in
            VStack(alignment: .leading, spacing: env.device.isShort ? Space.sm : Space.md) {
                SheetHeader(title: isNew ? budgetStrings("New budget") : budgetStrings("Reset rhythm"), subtitle: isNew ? nil : subtitle(format))
                if isNew { fields(format) }
                // The picker's titles keep to one line, so it grows to xxxLarge and no further
                // (SwiftUI's dynamicTypeSize(...xxxLarge)): at AX3 "Every two weeks" was cut.
                Choice(options, selected: index(selected), from: from.map(index), t: t)
                    .budgetSelection()
                    .textSizeCapped(at: .xxxLarge)
                preview(format)
                CommitButton(budgetStrings("Save"), phase: phase, t: commitT, successTitle: budgetStrings("Saved"), failureTitle: budgetStrings("Try again"),
                             expands: true, isEnabled: ready)
            }
            .padding(EdgeInsets(top: Space.xs, leading: Space.lg, bottom: Space.md, trailing: Space.lg))
        }
    }

    /// "Groceries · $600.00 a month, resets on the 1st".
    private func subtitle(_ format: BudgetFormat) -> String {
        "\(envelope.name) · \(BudgetWords.perNow(envelope.rhythm.every, format.money(envelope.budget)))"
    }

    /// A new budget's name, typed, and its amount a period, stepped: two rows of one grouped card.
    private func fields(_ format: BudgetFormat) -> any View {
        let empty = envelope.name.isEmpty
        return VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: Space.sm) {
                Text(budgetStrings("Name"), style: .body).whole()
                Text(empty ? budgetStrings("Pets, gym, gifts…") : envelope.name, style: .body, color: empty ? .secondaryLabel : .label)
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
            .padding(.horizontal, Space.md)
            .frame(minHeight: 52)
            .role(.field, name: budgetStrings("Name"))
            .tapTarget()
            Divider().padding(.leading, Space.md)
            AmountStepper(label: budgetStrings("Budget"), amount: format.money(envelope.budget),
                          per: BudgetWords.per(selected), canDecrease: !envelope.budget.isZero)
        }
        .card(name: "new budget", padding: 0)
    }

    /// The envelope as it would stand under the rhythm picked: for one of the snapshot, the budget
    /// after the domain's own rhythm change (its budget converted to the same money a year, its
    /// period's spends and transfers counted as on its screen); for a new one, its amount untouched.
    func pickedStatus() -> EnvelopeStatus {
        let rhythm = Self.rhythm(selected, for: envelope) ?? envelope.rhythm
        guard !isNew else {
            var draft = envelope
            draft.rhythm = rhythm
            return snapshot.status(of: draft)
        }
        let changed = try? snapshot.applying(.setRhythm(envelope: envelope.id, rhythm: rhythm))
        return changed?.status(envelope.id) ?? snapshot.status(of: envelope)
    }

    /// The period under the rhythm picked and what is left in it.
    private func preview(_ format: BudgetFormat) -> any View {
        let status = pickedStatus()
        let left = status.isOver ? budgetStrings("%@ over", .text(format.over(status.left)))
            : budgetStrings("%1$@ left of %2$@", .text(format.money(status.left)), .text(format.money(status.available)))
        return HStack(alignment: .top, spacing: Space.sm) {
            IconView(.calendar, size: 18, color: .budget.link)
                .frame(width: 36, height: 36)
                .background(ShapeView(.circle).fill(.accent.opacity(0.14)))
            VStack(alignment: .leading, spacing: 2) {
                Text(BudgetWords.thisPeriod(status.envelope.rhythm.every, BudgetFormat.period(status.period)), style: .headline).lineLimit(2)
                Text("\(left) · \(budgetStrings("%lld days to go", .integer(status.daysLeft)))", style: .footnote, color: .secondaryLabel)
                    .lineLimit(3)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .tile(name: "period preview", fill: .fill)
    }
}

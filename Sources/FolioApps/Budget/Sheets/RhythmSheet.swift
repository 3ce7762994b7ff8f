import FolioDomain
import FolioLayout
import FolioPieces

/// Reset rhythm (a sheet with its own close): a Choice of rhythms for one budget, the period and
/// what is left under the one picked (they change at once), and a Commit Button that saves in
/// place. Works for a budget of the snapshot or one being made (not in it yet).
public struct RhythmSheet: View {
    /// The budget, as the screen behind draws it.
    public var snapshot: BudgetSnapshot
    /// The envelope whose rhythm is picked.
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

    /// The sheet as registered: the new budget of the seed's flow (pressed + in the header), Weekly
    /// picked in place of the monthly rhythm a budget starts on.
    public static func registered(_ snapshot: BudgetSnapshot) -> RhythmSheet {
        RhythmSheet(snapshot, envelope: draft(snapshot), selected: .weekly)
    }

    /// The budget being made when + is pressed: "Pets", $80 a month from the 1st, on the first
    /// envelope colour not in use yet.
    static func draft(_ snapshot: BudgetSnapshot) -> Envelope {
        let used = Set(snapshot.activeEnvelopes.map(\.color))
        let color = EnvelopeColor.allCases.first { !used.contains($0) } ?? .lavender
        return Envelope(id: "new-budget", name: "Pets", color: color, icon: .heart,
                        budget: Money(80 * snapshot.currency.minorPerMajor, snapshot.currency), rhythm: .monthlyOnFirst)
    }

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

    /// The option titles, in the order of `BudgetRhythm.Every.allCases`.
    static func title(_ every: BudgetRhythm.Every) -> String {
        switch every {
        case .weekly: "Weekly"
        case .fortnightly: "Every two weeks"
        case .monthly: "Monthly"
        case .yearly: "Yearly"
        }
    }

    public var body: any View {
        let kinds = BudgetRhythm.Every.allCases
        let options = kinds.map { Choice.Option(Self.title($0), detail: Self.rhythm($0, for: envelope)?.summary) }
        let index = { (every: BudgetRhythm.Every) in kinds.firstIndex(of: every) ?? 0 }
        return Sheet(detent: .height(556), fill: .groupedBackground, background: BudgetsScreen(snapshot)) {
            VStack(alignment: .leading, spacing: Space.md) {
                SheetHeader(title: "Reset rhythm", subtitle: subtitle)
                Choice(options, selected: index(selected), from: from.map(index), t: t)
                preview
                CommitButton("Save", phase: phase, t: commitT, successTitle: "Saved", expands: true)
            }
            .padding(EdgeInsets(top: Space.xs, leading: Space.lg, bottom: Space.md, trailing: Space.lg))
        }
    }

    /// "Groceries · now monthly", or for a budget being made, "Pets · a new budget of $80.00".
    private var subtitle: String {
        guard snapshot.envelope(envelope.id) != nil else {
            return "\(envelope.name) · a new budget of \(BudgetFormat(snapshot).money(envelope.budget))"
        }
        return "\(envelope.name) · now \(Self.title(envelope.rhythm.every).lowercased())"
    }

    /// The period under the rhythm picked and what is left in it.
    private var preview: any View {
        let format = BudgetFormat(snapshot)
        let rhythm = Self.rhythm(selected, for: envelope) ?? envelope.rhythm
        let period = rhythm.period(containing: snapshot.date)
        var changed = envelope
        changed.rhythm = rhythm
        let left = snapshot.envelope(envelope.id) == nil ? changed.budget : snapshot.status(of: changed).left
        return HStack(spacing: Space.sm) {
            IconView(.calendar, size: 18, color: .accent)
                .frame(width: 36, height: 36)
                .background(ShapeView(.circle).fill(.accent.opacity(0.14)))
            VStack(alignment: .leading, spacing: 2) {
                Text("This period: \(BudgetFormat.period(period))", style: .headline).lineLimit(1)
                Text("\(format.money(left)) left · \(Format.count(period.daysLeft(from: snapshot.date), "day")) to go",
                     style: .footnote, color: .secondaryLabel).lineLimit(1)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .tile(name: "period preview", fill: .fill)
    }
}

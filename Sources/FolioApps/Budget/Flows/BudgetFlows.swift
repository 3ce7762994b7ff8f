import FolioDomain
import FolioLayout
import FolioPieces

/// The flows of the Budget Envelopes seed, each a strip of screens built from a snapshot by
/// applying the domain's actions: the screen before, where the finger goes, and the screens after.
enum BudgetFlows {
    /// Swipe the second budget left until edit and delete show, then tap Groceries.
    static func swipeBudget(_ s: BudgetSnapshot) -> [FlowStep] {
        let envelopes = s.activeEnvelopes
        let target = BudgetEnvelopeScreen.defaultEnvelope(s)
        guard let swiped = envelopes.first(where: { $0.id != target }), let groceries = s.envelope(target) else { return [] }
        return [
            FlowStep("Swipe \(swiped.name) left", touch: swiped.name, BudgetsScreen(s)).story("budgets").dragging(.horizontal(-52)),
            FlowStep("The block follows the finger, then springs open: tap \(groceries.name)", touch: groceries.name,
                     BudgetsScreen(s, openEnvelope: swiped.id)).story("budgets:swiped").following { t in
                BudgetsScreen(s, openEnvelope: swiped.id, openOffset: FlowMotion.follow(t, reach: -52, settle: -BudgetsScreen.openWidth))
            },
            FlowStep("\(groceries.name) pushes in", BudgetEnvelopeScreen(s, envelope: groceries.id)).story("envelope").pushed(),
        ]
    }

    /// Tap the balance to see what is left today, then swipe the latest spend away: today's money
    /// comes back.
    static func balanceToday(_ s: BudgetSnapshot) throws -> [FlowStep] {
        let id = BudgetEnvelopeScreen.defaultEnvelope(s)
        guard let envelope = s.envelope(id), let status = s.status(id), let latest = s.periodSpends(of: envelope).first else { return [] }
        let deleted = try s.applying(.deleteSpend(id: latest.id))
        let open = -FullSwipeRow.openWidth(of: 1)
        return [
            FlowStep("Tap the balance", touch: "Balance", BudgetEnvelopeScreen(s, envelope: id)).story("envelope"),
            FlowStep("Left today rolls in; swipe \(latest.note) left", touch: SpendRow.name(latest),
                     BudgetEnvelopeScreen(s, envelope: id, showsToday: true, rollingFrom: status.left)).story("envelope:today")
                .springing(.toggle) { t in BudgetEnvelopeScreen(s, envelope: id, showsToday: true, rollingFrom: status.left, roll: t) }
                .dragging(.horizontal(-40)),
            FlowStep("It follows the finger, then springs open: tap Delete", touch: budgetStrings("Delete"),
                     BudgetEnvelopeScreen(s, envelope: id, showsToday: true, openSpend: latest.id)).following { t in
                BudgetEnvelopeScreen(s, envelope: id, showsToday: true, openSpend: latest.id,
                                     openOffset: FlowMotion.follow(t, reach: -40, settle: open))
            },
            FlowStep("Gone: its money is back today", BudgetEnvelopeScreen(deleted, envelope: id, showsToday: true, rollingFrom: status.leftToday))
                .springing(.spring, haptic: true) { t in
                    BudgetEnvelopeScreen(deleted, envelope: id, showsToday: true, rollingFrom: status.leftToday, roll: t)
                },
        ]
    }

    /// Press Add expense (it dips), type the amount key by key (the amount growing), press Add.
    static func addExpense(_ s: BudgetSnapshot) throws -> [FlowStep] {
        let id = BudgetEnvelopeScreen.defaultEnvelope(s)
        guard let envelope = s.envelope(id) else { return [] }
        let keys = AddExpenseSheet.typedKeys(s.currency)
        let format = BudgetFormat(s)
        var steps = [
            FlowStep("Press Add expense", touch: budgetStrings("Add expense"), BudgetsScreen(s)).story("budgets"),
            FlowStep("The button dips", touch: budgetStrings("Add expense"), BudgetsScreen(s, press: 1)).moving(.press) { p in BudgetsScreen(s, press: p) },
        ]
        steps += try typing(keys, s.currency, presented: true) { typed, pad in AddExpenseSheet(s, envelope: id, entry: typed, pressed: pad) }
        let entry = try AmountEntry(typing: keys, s.currency)
        let amount = format.money(entry.amount)
        let added = try s.applying(.addExpense(envelope: id, amount: entry.amount, note: AddExpenseSheet.note))
        steps.append(FlowStep("Press Add \(amount)", touch: budgetStrings("Add %@", .text(amount)), AddExpenseSheet(s, envelope: id, entry: entry)).story("add-expense:typed"))
        steps.append(FlowStep("Added: the sheet goes", BudgetsScreen(added, rollingFrom: s.totals.left, roll: 0))
            .dismissed(from: AddExpenseSheet(s, envelope: id, entry: entry)))
        steps.append(FlowStep("What is left rolls down by \(amount): the change is the confirmation", BudgetsScreen(added, rollingFrom: s.totals.left))
            .springing(.spring, haptic: true) { t in BudgetsScreen(added, rollingFrom: s.totals.left, roll: t) })
        return steps
    }

    /// Open Spending from Budgets and swipe its pages from By day to By note.
    static func spendingByNote(_ s: BudgetSnapshot) -> [FlowStep] {
        [
            FlowStep("Tap Spending", touch: budgetStrings("Spending"), BudgetsScreen(s)).story("budgets"),
            FlowStep("Spending pushes in; swipe the pages left", touch: BudgetSpendingScreen.firstDayRow(s) ?? "pages",
                     BudgetSpendingScreen(s)).story("spending").pushed()
                .dragging(.horizontal(-170)),
            FlowStep("The pages follow the finger: by note", BudgetSpendingScreen(s, position: 1)).story("spending:by-note").following { t in
                BudgetSpendingScreen(s, position: FlowMotion.follow(t, reach: 0.45, settle: 1))
            },
        ]
    }

    /// Press + in the header for a new budget, type its name, step its amount up, pick Weekly and
    /// Save: the budget is made with them.
    static func newBudgetRhythm(_ s: BudgetSnapshot) throws -> [FlowStep] {
        let empty = RhythmSheet.draft(s)
        let named = RhythmSheet.draft(s, name: RhythmSheet.draftName)
        let draft = RhythmSheet.draft(s, name: RhythmSheet.draftName, budget: RhythmSheet.draftBudget(s))
        guard let weekly = RhythmSheet.rhythm(.weekly, for: draft) else { return [] }
        let created = try s.applying(.createBudget(name: draft.name, color: draft.color, icon: draft.icon, budget: draft.budget, rhythm: weekly))
        let format = BudgetFormat(s)
        let step = format.money(RhythmSheet.step(s))
        let rhythm = BudgetWords.rhythm(weekly)
        let summary = rhythm.prefix(1).lowercased() + rhythm.dropFirst()
        return [
            FlowStep("Press +", touch: budgetStrings("New budget"), BudgetsScreen(s)).story("budgets"),
            FlowStep("Tap Name and type \(draft.name)", touch: budgetStrings("Name"), RhythmSheet(s, envelope: empty)).presented(),
            FlowStep("Press + to step the amount up, \(step) a press", touch: AmountStepper.increase, RhythmSheet(s, envelope: named)),
            FlowStep("\(format.money(draft.budget)) a month: pick Weekly", touch: BudgetWords.title(.weekly), RhythmSheet(s, envelope: draft)),
            FlowStep("The selection moves; press Save", touch: budgetStrings("Save"), RhythmSheet(s, envelope: draft, selected: .weekly)).story("rhythm")
                .springing(.select) { t in RhythmSheet(s, envelope: draft, selected: .weekly, from: .monthly, t: t) },
            FlowStep("Saved in place", RhythmSheet(s, envelope: draft, selected: .weekly, phase: .success)).story("rhythm:saved")
                .springing(.loading, haptic: true) { t in RhythmSheet(s, envelope: draft, selected: .weekly, phase: .success, commitT: t) },
            FlowStep("\(draft.name) is a budget, \(summary), at the end of the list", BudgetsScreen(created).scrolled(.infinity))
                .dismissed(from: RhythmSheet(s, envelope: draft, selected: .weekly, phase: .success)),
        ]
    }

    /// Press the transfer button (the one with the most left gives), open To and pick the
    /// envelope over, type what it is over by on the keypad and move it: both blocks change, the
    /// total does not.
    static func transferMoney(_ s: BudgetSnapshot) throws -> [FlowStep] {
        guard let move = TransferSheet.suggestion(s), let to = s.envelope(move.to) else { return [] }
        let moved = try s.applying(.transfer(from: move.from, to: move.to, amount: move.amount))
        let amount = BudgetFormat(s).money(move.amount)
        let entry = try AmountEntry(typing: TransferSheet.keys(move.amount), s.currency)
        let sheet = { (phase: CommitButton.Phase, t: Double) in
            TransferSheet(s, from: move.from, to: move.to, entry: entry, phase: phase, commitT: t)
        }
        guard let target = s.status(move.to), let source = s.envelope(move.from) else { return [] }
        var steps = [
            FlowStep("Press the transfer button", touch: budgetStrings("Transfer"), BudgetsScreen(s)).story("budgets"),
            FlowStep("Tap To: who gets the money", touch: budgetStrings("To"), TransferSheet(s, from: move.from, to: move.to)).presented(),
            FlowStep("Every budget but \(source.name), the one over first: pick \(to.name)", touch: EnvelopeMenu.name(target),
                     TransferSheet(s, from: move.from, to: move.to, openPicker: "To")),
        ]
        steps += try typing(TransferSheet.keys(move.amount), s.currency, presented: false) { typed, pad in
            TransferSheet(s, from: move.from, to: move.to, entry: typed, pressed: pad)
        }
        return steps + [
            FlowStep("Press Move \(amount)", touch: budgetStrings("Move %@", .text(amount)), sheet(.idle, 1)).story("transfer"),
            FlowStep("Moving", sheet(.loading(progress: 0.6), 1)).moving(.loading) { p in sheet(.loading(progress: 0.6 * p), 1) },
            FlowStep("Moved", sheet(.success, 1)).story("transfer:moved").springing(.loading, haptic: true) { t in sheet(.success, t) },
            FlowStep("\(amount) moved to \(to.name): both blocks changed, the total did not", BudgetsScreen(moved))
                .dismissed(from: sheet(.success, 1)),
        ]
    }

    /// A step for each key of `keys` typed on a sheet's pad: the sheet as typed so far with that
    /// key under the finger; the first step presents the sheet when `presented`.
    static func typing(_ keys: String, _ currency: Currency, presented: Bool,
                       sheet: (AmountEntry, NumberPad.Key) -> any View) throws -> [FlowStep] {
        var steps: [FlowStep] = []
        var entry = AmountEntry(currency)
        for character in keys {
            let key: AmountEntry.Key = character == "." ? .decimalPoint : .digit(character.wholeNumberValue ?? 0)
            let pad = AddExpenseSheet.padKey(key)
            let step = FlowStep("Type \(character)", touch: pad.name, sheet(entry, pad))
            steps.append(steps.isEmpty && presented ? step.presented() : step)
            entry = try entry.pressing(key)
        }
        return steps
    }
}

/// Something a person does in Budget Envelopes. Applying one to a snapshot gives the next
/// snapshot, or a `BudgetActionError` when the rules do not allow it; flows are lists of these.
public enum BudgetAction: Hashable, Sendable {
    /// Spend `amount` (more than zero) from an active envelope now, with a note.
    case addExpense(envelope: String, amount: Money, note: String)
    /// Remove a spend or refund (swiped away).
    case deleteSpend(id: String)
    /// Change an envelope's name, colour or budget (nil keeps it).
    case editEnvelope(id: String, name: String?, color: EnvelopeColor?, budget: Money?)
    /// Add a new envelope at the end.
    case createBudget(name: String, color: EnvelopeColor, icon: EnvelopeIcon, budget: Money, rhythm: BudgetRhythm)
    /// Change when an envelope starts again: its budget converts to the same money a year (see
    /// `Envelope.rescheduled(_:)`), and its current period and what is left follow at once.
    case setRhythm(envelope: String, rhythm: BudgetRhythm)
    /// Move `amount` from one active envelope to another today. Refused when it is more than the
    /// source has left this period, unless the snapshot allows overdrawing.
    case transfer(from: String, to: String, amount: Money)
}

/// Why a Budget Envelopes action is not allowed on a snapshot.
public enum BudgetActionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No envelope has this id.
    case unknownEnvelope(id: String)
    /// The envelope is archived.
    case archivedEnvelope(id: String)
    /// No spend or refund has this id.
    case unknownSpend(id: String)
    /// An expense or transfer must be more than zero, a budget zero or more.
    case invalidAmount(Money)
    /// The amount is in another currency than the snapshot's.
    case currencyMismatch(expected: String, found: String)
    /// A total would not fit in 64-bit minor units.
    case overflow
    /// A name or note is empty, too long or holds a control character.
    case invalidText(String)
    /// A transfer from an envelope to itself.
    case sameEnvelope(id: String)
    /// The transfer is more than the source has left.
    case overdraw(id: String, left: Money, amount: Money)
    /// The snapshot already holds the most allowed.
    case tooMany(limit: Int)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .unknownEnvelope(let id): "there is no envelope \"\(id)\""
        case .archivedEnvelope(let id): "the envelope \"\(id)\" is archived"
        case .unknownSpend(let id): "there is no spend or refund \"\(id)\""
        case .invalidAmount(let money): "\(money.decimalText) \(money.currency.code) is not an amount this takes"
        case .currencyMismatch(let expected, let found): "the budget is in \(expected), not \(found)"
        case .overflow: "the total would not fit in 64-bit minor units"
        case .invalidText(let problem): "the text is not allowed: \(problem)"
        case .sameEnvelope(let id): "cannot move money from \"\(id)\" to itself"
        case .overdraw(let id, let left, let amount):
            "\"\(id)\" has \(left.decimalText) \(left.currency.code) left, less than \(amount.decimalText)"
        case .tooMany(let limit): "a snapshot holds at most \(limit)"
        }
    }
}

extension BudgetSnapshot {
    /// The snapshot after `action`.
    /// - Throws: `BudgetActionError` when the action is not allowed on this snapshot.
    public func applying(_ action: BudgetAction) throws(BudgetActionError) -> BudgetSnapshot {
        var next = self
        switch action {
        case .addExpense(let envelope, let amount, let note): try next.addExpense(envelope, amount: amount, note: note)
        case .deleteSpend(let id): try next.deleteSpend(id)
        case .editEnvelope(let id, let name, let color, let budget): try next.editEnvelope(id, name: name, color: color, budget: budget)
        case .createBudget(let name, let color, let icon, let budget, let rhythm):
            try next.createBudget(name: name, color: color, icon: icon, budget: budget, rhythm: rhythm)
        case .setRhythm(let envelope, let rhythm): try next.setRhythm(envelope, rhythm)
        case .transfer(let from, let to, let amount): try next.transfer(from: from, to: to, amount: amount)
        }
        try next.checkTotals()
        return next
    }

    /// The snapshot after each of `actions` in turn.
    /// - Throws: the `BudgetActionError` of the first action not allowed.
    public func applying(_ actions: [BudgetAction]) throws(BudgetActionError) -> BudgetSnapshot {
        var next = self
        for action in actions { next = try next.applying(action) }
        return next
    }

    /// Every envelope's totals fit.
    private func checkTotals() throws(BudgetActionError) {
        for envelope in envelopes where (try? checkedStatus(of: envelope)) == nil { throw .overflow }
    }
}

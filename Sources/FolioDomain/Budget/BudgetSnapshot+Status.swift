extension BudgetSnapshot {
    /// The envelope's standing in its current period (see `EnvelopeStatus` for the rules).
    ///
    /// A snapshot that was decoded, or produced from one by actions, never overflows; one built by
    /// hand whose totals overflow reads as nothing spent and nothing left.
    public func status(of envelope: Envelope) -> EnvelopeStatus {
        (try? checkedStatus(of: envelope)) ?? EnvelopeStatus(
            envelope: envelope, period: envelope.rhythm.period(containing: date), daysLeft: 1, transferredIn: zero,
            transferredOut: zero, spent: zero, refunded: zero, spentToday: zero, available: zero, left: zero, allowanceToday: zero, leftToday: zero)
    }

    /// The standing of every envelope not archived, in order.
    public var statuses: [EnvelopeStatus] { activeEnvelopes.map(status) }

    /// The standings as a list shows them, what needs attention first: the envelopes over budget
    /// (the most over first), then the others in their own order.
    public var statusesByAttention: [EnvelopeStatus] {
        let all = statuses
        return all.filter(\.isOver).sorted { $0.left.minorUnits < $1.left.minorUnits } + all.filter { !$0.isOver }
    }

    /// The standing of the envelope `id`, if there is one.
    public func status(_ id: String) -> EnvelopeStatus? { envelope(id).map(status) }

    /// The envelope's standing with every sum checked.
    /// - Throws: `MoneyError.overflow` when a total does not fit.
    func checkedStatus(of envelope: Envelope) throws(MoneyError) -> EnvelopeStatus {
        let period = envelope.rhythm.period(containing: date)
        func sum(_ items: [Money]) throws(MoneyError) -> Money { try Money.sum(items, in: currency) }
        let spends = self.spends.filter { $0.envelope == envelope.id && period.contains($0.at.date) }
        let refunds = self.refunds.filter { $0.envelope == envelope.id && period.contains($0.at.date) }
        let moved = transfers.filter { period.contains($0.date) }
        let transferredIn = try sum(moved.filter { $0.to == envelope.id }.map(\.amount))
        let transferredOut = try sum(moved.filter { $0.from == envelope.id }.map(\.amount))
        let refunded = try sum(refunds.map(\.amount))
        let spent = try sum(spends.map(\.amount)).subtracting(refunded)
        let todays = (spends + refunds).filter { $0.at.date == date }
        let spentToday = try sum(todays.map(\.signedAmount))
        let available = try envelope.budget.adding(transferredIn).subtracting(transferredOut)
        let left = try available.subtracting(spent)
        let daysLeft = max(1, period.daysLeft(from: date))
        let leftThisMorning = try left.adding(spentToday)
        let allowance = leftThisMorning.isNegative ? zero : leftThisMorning.share(of: daysLeft)
        return EnvelopeStatus(envelope: envelope, period: period, daysLeft: daysLeft, transferredIn: transferredIn,
                              transferredOut: transferredOut, spent: spent, refunded: refunded, spentToday: spentToday,
                              available: available, left: left, allowanceToday: allowance,
                              leftToday: try allowance.subtracting(spentToday))
    }

    /// The totals over every envelope not archived, each in its own current period: what they
    /// hold, what is spent and what is left ("left this month" on the Budgets card, exact for
    /// monthly budgets; a weekly one counts its week).
    public var totals: BudgetTotals {
        let all = statuses
        func add(_ part: (EnvelopeStatus) -> Money) -> Money {
            (try? Money.sum(all.map(part), in: currency)) ?? zero
        }
        return BudgetTotals(available: add(\.available), spent: add(\.spent), left: add(\.left),
                            overCount: all.filter(\.isOver).count, envelopeCount: all.count)
    }

    /// The spends and refunds of the calendar month holding `day` (today by default), latest first.
    public func monthSpends(of day: LocalDate? = nil) -> [Spend] {
        let month = day ?? date
        return (spends + refunds).filter { $0.at.date.year == month.year && $0.at.date.month == month.month }
            .sorted { ($0.at, $0.id) > ($1.at, $1.id) }
    }

    /// The envelope's spends and refunds in its current period, latest first.
    public func periodSpends(of envelope: Envelope) -> [Spend] {
        let period = envelope.rhythm.period(containing: date)
        return (spends + refunds).filter { $0.envelope == envelope.id && period.contains($0.at.date) }
            .sorted { ($0.at, $0.id) > ($1.at, $1.id) }
    }
}

/// The sums over every active envelope, each in its own current period.
public struct BudgetTotals: Hashable, Sendable {
    /// What the envelopes hold after transfers.
    public var available: Money
    /// What is spent (less refunds).
    public var spent: Money
    /// What is left (negative overall when more is spent than held).
    public var left: Money
    /// How many envelopes are over budget.
    public var overCount: Int
    /// How many envelopes are counted.
    public var envelopeCount: Int

    /// The share spent.
    public var fractionSpent: Double { spent.fraction(of: available) }
}

/// A week of Budget Envelopes as a weekly report tells it: each active envelope's spending that
/// week against its budget and period, the ones over, the transfers made and the largest spends by
/// note. Only the week's days up to the snapshot's date count; a week with no spend, refund or
/// transfer on them is empty.
public struct BudgetWeekSummary: Hashable, Sendable {
    /// One envelope's week.
    public struct EnvelopeWeek: Hashable, Sendable {
        /// The envelope's standing in its current period (on the snapshot's date).
        public var status: EnvelopeStatus
        /// Spent less refunded on the week's days.
        public var spentThisWeek: Money
    }

    /// The week.
    public var week: ISOWeek
    /// The week's days that count (through the snapshot's date); nil when none does.
    public var days: ClosedRange<LocalDate>?
    /// Every active envelope's week, in the envelopes' order.
    public var envelopes: [EnvelopeWeek]
    /// The week's spending across envelopes.
    public var spending: SpendingSummary?
    /// The transfers dated in the week, in order.
    public var transfers: [Transfer]

    /// Whether nothing was spent, refunded or moved on the week's days.
    public var isEmpty: Bool {
        transfers.isEmpty && (spending.map { $0.spends.isEmpty && $0.refunds.isEmpty } ?? true)
    }

    /// The envelopes over budget in their current period.
    public var over: [EnvelopeWeek] { envelopes.filter(\.status.isOver) }

    /// The week's net spending (zero when no day counts).
    public func spent(_ currency: Currency) -> Money { spending?.net ?? .zero(currency) }

    /// The money moved between envelopes in the week.
    public func moved(_ currency: Currency) -> Money {
        (try? Money.sum(transfers.map(\.amount), in: currency)) ?? .zero(currency)
    }
}

extension BudgetSnapshot {
    /// The days the snapshot has a record of: from the first spend, refund or transfer through today.
    public var recordedDays: ClosedRange<LocalDate> {
        let first = (spends + refunds).map(\.at.date) + transfers.map(\.date)
        return min(first.min() ?? date, date)...date
    }

    /// The week's days through today, or nil when the week is all after today or before the record.
    public func recordedDays(in week: ISOWeek) -> ClosedRange<LocalDate>? {
        let span = recordedDays
        let first = max(week.monday, span.lowerBound), last = min(week.sunday, span.upperBound)
        return first <= last ? first...last : nil
    }

    /// The spending of `week` (see `BudgetWeekSummary`).
    public func weekSummary(_ week: ISOWeek) -> BudgetWeekSummary {
        let days = week.monday <= date ? week.monday...min(week.sunday, date) : nil
        let spending = days.map { SpendingSummary(days: $0, spends: spends, refunds: refunds, currency: currency) }
        let envelopes = statuses.map { status in
            let mine = { (items: [Spend]) in items.filter { $0.envelope == status.envelope.id } }
            let week = days.map { SpendingSummary(days: $0, spends: mine(spends), refunds: mine(refunds), currency: currency).net }
            return BudgetWeekSummary.EnvelopeWeek(status: status, spentThisWeek: week ?? zero)
        }
        let moved = transfers.filter { days?.contains($0.date) ?? false }
        return BudgetWeekSummary(week: week, days: days, envelopes: envelopes, spending: spending, transfers: moved)
    }
}

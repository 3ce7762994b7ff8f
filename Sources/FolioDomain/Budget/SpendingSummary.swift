/// The spending of a run of days across every envelope, as the Spending screen and the weekly
/// report tell it: the total (spends less refunds), the spends by day and by note, the largest.
public struct SpendingSummary: Hashable, Sendable {
    /// One group of spends (a day, or a note) with its total and count.
    public struct Group: Hashable, Sendable {
        /// The day ("2026-11-27") or the note ("Farmers market").
        public var key: String
        /// The spends of the group, latest first.
        public var spends: [Spend]
        /// Their total.
        public var total: Money
    }

    /// The days summed, first to last.
    public var days: ClosedRange<LocalDate>
    /// The spends in those days (refunds not included), latest first.
    public var spends: [Spend]
    /// The refunds in those days, latest first.
    public var refunds: [Spend]
    /// Spends less refunds.
    public var net: Money
    /// Spends alone.
    public var spent: Money

    /// A summary of `spends` and `refunds` that fall in `days`, in `currency`. Totals that would
    /// overflow read as zero (a validated snapshot never overflows).
    public init(days: ClosedRange<LocalDate>, spends all: [Spend], refunds allRefunds: [Spend], currency: Currency) {
        self.days = days
        func latestFirst(_ items: [Spend]) -> [Spend] {
            items.filter { days.contains($0.at.date) }.sorted { ($0.at, $0.id) > ($1.at, $1.id) }
        }
        spends = latestFirst(all)
        refunds = latestFirst(allRefunds)
        spent = (try? Money.sum(spends.map(\.amount), in: currency)) ?? .zero(currency)
        let refunded = (try? Money.sum(refunds.map(\.amount), in: currency)) ?? .zero(currency)
        net = (try? spent.subtracting(refunded)) ?? .zero(currency)
    }

    /// The mean of `net` (what the Spent figure beside it shows) per day, rounded to the nearest
    /// minor unit, halves away from zero (see `Money.scaled(by:over:)`).
    public var perDay: Money {
        (try? net.scaled(by: 1, over: Int64(days.upperBound.days(since: days.lowerBound) + 1))) ?? net
    }

    /// The largest spend (the latest of equals), if any.
    public var largest: Spend? { spends.max { ($0.amount.minorUnits, $1.at) < ($1.amount.minorUnits, $0.at) } }

    /// The days with spends, latest first.
    public var byDay: [Group] { grouped { $0.at.date.description }.sorted { $0.key > $1.key } }

    /// The notes spent on, largest total first (ties by note).
    public var byNote: [Group] {
        grouped(\.note).sorted { ($1.total.minorUnits, $0.key) < ($0.total.minorUnits, $1.key) }
    }

    private func grouped(_ key: (Spend) -> String) -> [Group] {
        var order: [String] = []
        var members: [String: [Spend]] = [:]
        for spend in spends {
            let k = key(spend)
            if members[k] == nil { order.append(k) }
            members[k, default: []].append(spend)
        }
        let currency = spent.currency
        return order.map { k in
            let items = members[k] ?? []
            return Group(key: k, spends: items, total: (try? Money.sum(items.map(\.amount), in: currency)) ?? .zero(currency))
        }
    }
}

extension BudgetSnapshot {
    /// The spending of the calendar month holding today, from its 1st through today.
    public var monthSummary: SpendingSummary {
        let first = date.adding(days: 1 - date.day)
        return SpendingSummary(days: first...date, spends: spends, refunds: refunds, currency: currency)
    }
}

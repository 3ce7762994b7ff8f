/// Where one envelope stands in its current period, computed from the snapshot:
///
/// - available = budget + transfers in − transfers out (transfers dated in the period);
/// - spent = spends − refunds in the period (a refund gives money back);
/// - left = available − spent, negative when over budget (shown, never clamped);
/// - left today: what was left at the start of today spread evenly over the days to go, today
///   included, rounded down to the minor unit (never below zero), less what was spent today; so
///   spending exactly that every day ends the period at zero or above.
public struct EnvelopeStatus: Hashable, Sendable {
    /// The envelope.
    public var envelope: Envelope
    /// Its current period (the one holding the snapshot's date).
    public var period: BudgetPeriod
    /// Days to go in the period, today included.
    public var daysLeft: Int
    /// Money moved in from other envelopes this period.
    public var transferredIn: Money
    /// Money moved out to other envelopes this period.
    public var transferredOut: Money
    /// Spends less refunds this period.
    public var spent: Money
    /// Refunds this period.
    public var refunded: Money
    /// Spends less refunds today.
    public var spentToday: Money
    /// Budget plus transfers in, less transfers out.
    public var available: Money
    /// Available less spent; negative when over.
    public var left: Money
    /// Today's share of what was left this morning (the day's allowance).
    public var allowanceToday: Money
    /// The allowance less what was spent today.
    public var leftToday: Money

    /// Whether more than is available was spent.
    public var isOver: Bool { left.isNegative }

    /// The share of today's allowance spent today (above 1 past it).
    public var fractionSpentToday: Double { spentToday.fraction(of: allowanceToday) }

    /// The share of what is available that is spent (above 1 when over).
    public var fractionSpent: Double { spent.fraction(of: available) }
}

/// What the person sharing a card chose to show on it, beyond what the snapshot says. Cards are
/// private by default: an app that could show private numbers (money) shows them only when asked.
public struct ShareCardOptions: Hashable, Sendable {
    /// Show amounts (money), not only shares and percentages (`folio card --show-amounts`).
    public var showsAmounts: Bool

    /// The options; everything private unless given.
    public init(showsAmounts: Bool = false) {
        self.showsAmounts = showsAmounts
    }
}

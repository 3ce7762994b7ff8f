/// Money moved from one envelope to another: what the source can spend goes down by the amount
/// and the destination's goes up by it, so the total across envelopes stays the same.
public struct Transfer: Hashable, Sendable, Identifiable {
    /// Unique among transfers.
    public var id: String
    /// The envelope the money leaves.
    public var from: String
    /// The envelope it goes to (never the same one).
    public var to: String
    /// How much (more than zero).
    public var amount: Money
    /// The day of the move; it counts in the period of each envelope that holds that day.
    public var date: LocalDate

    /// A transfer from its parts.
    public init(id: String, from: String, to: String, amount: Money, date: LocalDate) {
        self.id = id
        self.from = from
        self.to = to
        self.amount = amount
        self.date = date
    }

    static func read(_ node: JSONNode, currency: Currency?) -> Transfer? {
        node.object { o in
            let id = o["id"].identifier()
            let from = o["from"].identifier()
            let to = o["to"].identifier()
            let amount = o["amount"].amount(currency, .positive)
            let date = o["date"].date()
            if let from, let to, from == to {
                o.sink?.report(o.node.path["to"], expected: "an envelope other than the source", found: "\"\(to)\", the source itself")
            }
            guard let id, let from, let to, from != to, let amount, let date else { return nil }
            return Transfer(id: id, from: from, to: to, amount: amount, date: date)
        }
    }
}

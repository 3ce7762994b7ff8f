/// Money going out of an envelope (a spend) or coming back into it (a refund): the two are their
/// own kinds, kept in their own lists of the snapshot, and a refund is never a negative spend.
public struct Spend: Hashable, Sendable, Identifiable {
    /// Which way the money goes.
    public enum Kind: String, Hashable, Sendable {
        /// Out of the envelope.
        case spend
        /// Back into it.
        case refund
    }

    /// Unique among spends and refunds.
    public var id: String
    /// The kind.
    public var kind: Kind
    /// The envelope's id.
    public var envelope: String
    /// How much (more than zero).
    public var amount: Money
    /// What it was for ("Farmers market").
    public var note: String
    /// When, in the snapshot's time zone.
    public var at: LocalDateTime

    /// A spend or refund from its parts.
    public init(id: String, kind: Kind = .spend, envelope: String, amount: Money, note: String, at: LocalDateTime) {
        self.id = id
        self.kind = kind
        self.envelope = envelope
        self.amount = amount
        self.note = note
        self.at = at
    }

    /// The limits on a note.
    static let noteRule = TextRule(noun: "a note", maxLength: 200)

    /// The amount as it changes what is spent: positive for a spend, negative for a refund.
    public var signedAmount: Money {
        kind == .spend ? amount : Money(-amount.minorUnits, amount.currency)
    }

    static func read(_ node: JSONNode, kind: Kind, currency: Currency?) -> Spend? {
        node.object { o in
            let id = o["id"].identifier()
            let envelope = o["envelope"].identifier()
            let amount = o["amount"].amount(currency, .positive)
            let note = o["note"].text(noteRule)
            let at = o["at"].dateTime()
            guard let id, let envelope, let amount, let note, let at else { return nil }
            return Spend(id: id, kind: kind, envelope: envelope, amount: amount, note: note, at: at)
        }
    }
}

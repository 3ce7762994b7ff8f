/// A friend in the app; one with a shared goal is a goal buddy (Juno), checked side by side.
public struct Friend: Hashable, Sendable, Identifiable {
    /// The most messages kept per friend.
    public static let maxMessages = 200

    /// Unique among friends.
    public var id: String
    /// Their name, in any script.
    public var name: String
    /// The id of one of today's goals you share, which makes them your goal buddy.
    public var sharedGoal: String?
    /// Whether they ticked the shared goal today (your check is the goal itself).
    public var checkedToday: Bool
    /// Encouragement sent and received, oldest first.
    public var encouragement: [Encouragement]
    /// Good vibes you have sent them.
    public var vibesSent: Int
    /// Good vibes they have sent you.
    public var vibesReceived: Int
    /// The last day you sent them vibes (once a day).
    public var vibesSentOn: LocalDate?

    /// A friend from their parts.
    public init(id: String, name: String, sharedGoal: String?, checkedToday: Bool, encouragement: [Encouragement],
                vibesSent: Int, vibesReceived: Int, vibesSentOn: LocalDate?) {
        self.id = id
        self.name = name
        self.sharedGoal = sharedGoal
        self.checkedToday = checkedToday
        self.encouragement = encouragement
        self.vibesSent = vibesSent
        self.vibesReceived = vibesReceived
        self.vibesSentOn = vibesSentOn
    }

    static func read(_ node: JSONNode) -> Friend? {
        node.object { o in
            let id = o["id"].identifier()
            let name = o["name"].text(.name)
            let sharedGoal = o.optional("sharedGoal")?.identifier()
            let checkedToday = o["checkedToday"].boolean()
            let encouragement = o["encouragement"].array(maxCount: maxMessages) { Encouragement.read($0) }
            let vibesSent = o["vibesSent"].integer(0...1_000_000, "a count")
            let vibesReceived = o["vibesReceived"].integer(0...1_000_000, "a count")
            let vibesSentOn = o.optional("vibesSentOn")?.date()
            if let encouragement {
                o.sink?.requireUnique(encouragement.map(\.id), noun: "message id") { o.node.path["encouragement"][$0]["id"] }
            }
            guard let id, let name, let checkedToday, let encouragement, let vibesSent, let vibesReceived else { return nil }
            return Friend(id: id, name: name, sharedGoal: sharedGoal, checkedToday: checkedToday, encouragement: encouragement,
                          vibesSent: vibesSent, vibesReceived: vibesReceived, vibesSentOn: vibesSentOn)
        }
    }
}

/// A message of encouragement between you and a friend.
public struct Encouragement: Hashable, Sendable, Identifiable {
    /// Who sent it.
    public enum Sender: String, NamedChoice {
        /// You sent it to the friend.
        case you
        /// The friend sent it to you.
        case friend
    }

    /// Unique among the friend's messages.
    public var id: String
    /// Who sent it.
    public var from: Sender
    /// What it says.
    public var text: String
    /// When it was sent.
    public var sentAt: LocalDateTime

    /// A message from its parts.
    public init(id: String, from: Sender, text: String, sentAt: LocalDateTime) {
        self.id = id
        self.from = from
        self.text = text
        self.sentAt = sentAt
    }

    static func read(_ node: JSONNode) -> Encouragement? {
        node.object { o in
            let id = o["id"].identifier()
            let from = o["from"].choice(Sender.self)
            let text = o["text"].text(.message)
            let sentAt = o["sentAt"].dateTime()
            guard let id, let from, let text, let sentAt else { return nil }
            return Encouragement(id: id, from: from, text: text, sentAt: sentAt)
        }
    }
}

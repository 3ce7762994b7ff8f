/// A challenge to take on: what it asks (its rule and target) and, once joined, the day it was
/// joined. Its progress, its state (available, joined, finished) and the day it finished are never
/// stored: `WaterSnapshot.progress(of:)` computes them from the drinks logged since joining.
public struct Challenge: Hashable, Sendable, Identifiable {
    /// Unique among challenges.
    public var id: String
    /// Its name ("Seven-Day Splash").
    public var title: String
    /// What it asks, in words ("Meet your goal seven days running").
    public var detail: String
    /// What counts as a step, checked against the drink log.
    public var rule: ChallengeRule
    /// Steps to finish it: days for a day rule, drinks for a count.
    public var target: Int
    /// The day it was joined; nil while it is available to join.
    public var joinedOn: LocalDate?

    /// A challenge from its parts.
    public init(id: String, title: String, detail: String, rule: ChallengeRule, target: Int, joinedOn: LocalDate? = nil) {
        self.id = id
        self.title = title
        self.detail = detail
        self.rule = rule
        self.target = target
        self.joinedOn = joinedOn
    }

    /// The drink the challenge is about (nil for a goal streak, which any drink counts towards).
    public var drink: DrinkKind? { rule.drink }

    /// The most steps a challenge asks for.
    public static let maxTarget = 1000

    static func read(_ node: JSONNode) -> Challenge? {
        node.object { o in
            let id = o["id"].identifier()
            let title = o["title"].text(.title)
            let detail = o["detail"].text(.message)
            let rule = ChallengeRule.read(o)
            let target = o["target"].integer(1...maxTarget, "a target")
            let joinedOn = o.optional("joinedOn")?.date()
            guard let id, let title, let detail, let rule, let target else { return nil }
            return Challenge(id: id, title: title, detail: detail, rule: rule, target: target, joinedOn: joinedOn)
        }
    }
}

/// Where a person is with a challenge; the challenges screen has a page for each.
public enum ChallengeState: String, NamedChoice {
    /// Not joined yet: a tile to tap.
    case available
    /// Joined and under way.
    case joined
    /// Its target reached.
    case finished
}

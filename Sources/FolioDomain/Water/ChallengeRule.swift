/// What a challenge counts, checked against the drink log one day at a time. In a snapshot it is
/// the member `"rule"` (`goal-streak`, `without`, `count`, `morning`) with `"drink"` naming the
/// kind for the last three and `"before"` the time of day for `morning`.
public enum ChallengeRule: Hashable, Sendable {
    /// Meet the daily goal on days running; a day that misses starts the count again.
    case goalStreak
    /// Days running without a drink of the kind; one such drink starts the count again.
    case without(DrinkKind)
    /// Drinks of the kind logged, on any days.
    case count(DrinkKind)
    /// Mornings with a drink of the kind before the time of day, not necessarily running.
    case morning(DrinkKind, before: LocalTime)

    /// The rule's name in a snapshot.
    public enum Name: String, NamedChoice {
        /// `goalStreak`.
        case goalStreak = "goal-streak"
        /// `without`.
        case without
        /// `count`.
        case count
        /// `morning`.
        case morning
    }

    /// The rule's name.
    public var name: Name {
        switch self {
        case .goalStreak: .goalStreak
        case .without: .without
        case .count: .count
        case .morning: .morning
        }
    }

    /// Whether its steps are days in a row, so a day that fails starts the count again.
    public var isRunning: Bool {
        switch self {
        case .goalStreak, .without: true
        case .count, .morning: false
        }
    }

    /// Whether its steps are days (a count's steps are drinks).
    public var countsDays: Bool {
        if case .count = self { return false }
        return true
    }

    /// The drink it is about (nil for a goal streak, which any drink counts towards).
    public var drink: DrinkKind? {
        switch self {
        case .goalStreak: nil
        case .without(let kind), .count(let kind), .morning(let kind, _): kind
        }
    }

    /// How one day of the log counts.
    enum DayOutcome: Equatable {
        /// The day adds `steps` (a day rule's day adds one).
        case counts(steps: Int)
        /// The day is over (or already lost) without a step: a running rule starts again.
        case misses
        /// Today, not decided yet: it neither counts nor misses so far.
        case pending
    }

    /// How `day` counts; `now` is the snapshot's moment, so today can still be pending.
    func outcome(of day: WaterDay, now: LocalDateTime) -> DayOutcome {
        let isToday = day.date == now.date
        switch self {
        case .goalStreak:
            if day.goalMet { return .counts(steps: 1) }
            return isToday ? .pending : .misses
        case .without(let kind):
            return day.drinks.contains { $0.kind == kind } ? .misses : .counts(steps: 1)
        case .count(let kind):
            return .counts(steps: day.drinks.filter { $0.kind == kind }.count)
        case .morning(let kind, let before):
            if day.drinks.contains(where: { $0.kind == kind && $0.drunkAt.time < before }) { return .counts(steps: 1) }
            return isToday && now.time < before ? .pending : .misses
        }
    }

    /// Reads the rule of a challenge object: `"rule"`, and `"drink"` and `"before"` where the rule
    /// takes them (each reported when missing, or when given to a rule that takes none).
    static func read(_ o: ObjectNode) -> ChallengeRule? {
        let name = o["rule"].choice(Name.self)
        let drinkNode = o.optional("drink")
        let beforeNode = o.optional("before")
        let drink = drinkNode?.choice(DrinkKind.self)
        let before = beforeNode?.time()
        guard let name else { return nil }
        let path = o.node.path
        let takesDrink = name != .goalStreak, takesTime = name == .morning
        if let sink = o.sink {
            if takesDrink, drinkNode == nil {
                sink.report(path["drink"], expected: "a drink kind (one of \(DrinkKind.allCases.map(\.rawValue).joined(separator: ", "))) for a \"\(name.rawValue)\" challenge",
                            found: JSONNode.missing)
            }
            if !takesDrink, let value = drinkNode?.value {
                sink.report(path["drink"], expected: "no drink for a \"goal-streak\" challenge, which any drink counts towards",
                            found: JSONNode.describe(value))
            }
            if takesTime, beforeNode == nil {
                sink.report(path["before"], expected: "a time HH:mm the drink must come before, for a \"morning\" challenge", found: JSONNode.missing)
            }
            if !takesTime, let value = beforeNode?.value {
                sink.report(path["before"], expected: "no time for a \"\(name.rawValue)\" challenge (only \"morning\" takes one)",
                            found: JSONNode.describe(value))
            }
        }
        switch name {
        case .goalStreak: return drinkNode == nil && beforeNode == nil ? .goalStreak : nil
        case .without: return beforeNode == nil ? drink.map(ChallengeRule.without) : nil
        case .count: return beforeNode == nil ? drink.map(ChallengeRule.count) : nil
        case .morning:
            guard let drink, let before else { return nil }
            return .morning(drink, before: before)
        }
    }
}

/// One day of water at a glance: what was drunk, what counted, and whether the goal was met.
public struct WaterDay: Hashable, Sendable {
    /// The day.
    public var date: LocalDate
    /// The day's drinks, in the order drunk.
    public var drinks: [Drink]
    /// The daily goal, in ml.
    public var goalMl: Int

    /// Everything drunk, in ml.
    public var volumeMl: Int { drinks.reduce(0) { $0 + $1.volumeMl } }

    /// What counts towards the goal, in ml (each drink times its kind's factor).
    public var hydrationMl: Int { drinks.reduce(0) { $0 + $1.hydrationMl } }

    /// Whether the hydration reached the goal.
    public var goalMet: Bool { hydrationMl >= goalMl }

    /// The share of the goal reached, 0 and up (above 1 past the goal).
    public var fractionOfGoal: Double { Double(hydrationMl) / Double(max(goalMl, 1)) }

    /// Hydration by kind, for the blob's bands: kinds in order of their first drink that day.
    public var hydrationByKind: [(kind: DrinkKind, ml: Int)] { totalsByKind(\.hydrationMl) }

    /// Volume drunk by kind (what was poured, before the hydration factors), in the same order as
    /// `hydrationByKind`: the blob's band heights are in proportion to these.
    public var volumeByKind: [(kind: DrinkKind, ml: Int)] { totalsByKind(\.volumeMl) }

    /// The sum of `amount` over each kind's drinks, kinds in order of their first drink that day.
    private func totalsByKind(_ amount: (Drink) -> Int) -> [(kind: DrinkKind, ml: Int)] {
        var order: [DrinkKind] = []
        var totals: [DrinkKind: Int] = [:]
        for drink in drinks {
            if totals[drink.kind] == nil { order.append(drink.kind) }
            totals[drink.kind, default: 0] += amount(drink)
        }
        return order.map { ($0, totals[$0] ?? 0) }
    }
}

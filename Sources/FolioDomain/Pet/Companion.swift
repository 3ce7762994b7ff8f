/// The companion who lives in the app (Biscuit): its name, colour and how much energy fills it.
public struct Companion: Hashable, Sendable {
    /// Energy each kept goal gives.
    public static let energyPerGoal = 5

    /// Its name ("Biscuit").
    public var name: String
    /// Its body colour, a semantic key whose value lives in the theme.
    public var color: CompanionColor
    /// The energy that fills it (a multiple of `energyPerGoal`); full energy sends it off on an
    /// adventure.
    public var capacity: Int

    /// A companion from its parts.
    public init(name: String, color: CompanionColor, capacity: Int) {
        self.name = name
        self.color = color
        self.capacity = capacity
    }

    static func read(_ node: JSONNode) -> Companion? {
        node.object { o in
            let name = o["name"].text(.name)
            let color = o["color"].choice(CompanionColor.self)
            let capacity = o["capacity"].integer(5...500, "an energy capacity")
            if let capacity, capacity % energyPerGoal != 0 {
                o.sink?.report(o.node.path["capacity"], expected: "a multiple of \(energyPerGoal), the energy of one goal",
                               found: "\(capacity), which energy can never reach exactly")
            }
            guard let name, let color, let capacity else { return nil }
            return Companion(name: name, color: color, capacity: capacity)
        }
    }
}

/// The companion's body colour by semantic name (the theme holds the light and dark values).
public enum CompanionColor: String, NamedChoice {
    case azure, lilac, mint, peach, butter
}

/// The person whose day the snapshot holds.
public struct Person: Hashable, Sendable {
    /// Their name as they wrote it, in any script.
    public var name: String

    /// A person by name.
    public init(name: String) {
        self.name = name
    }

    static func read(_ node: JSONNode) -> Person? {
        node.object { o in o["name"].text(.name).map(Person.init(name:)) }
    }
}

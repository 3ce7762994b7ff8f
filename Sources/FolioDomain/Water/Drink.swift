/// One logged drink.
public struct Drink: Hashable, Sendable, Identifiable {
    /// The largest single drink, in ml.
    public static let maxVolumeMl = 5000

    /// Unique among all drinks.
    public var id: String
    /// What it was.
    public var kind: DrinkKind
    /// How much, in ml.
    public var volumeMl: Int
    /// When it was drunk.
    public var drunkAt: LocalDateTime

    /// A drink from its parts.
    public init(id: String, kind: DrinkKind, volumeMl: Int, drunkAt: LocalDateTime) {
        self.id = id
        self.kind = kind
        self.volumeMl = volumeMl
        self.drunkAt = drunkAt
    }

    /// The millilitres that count towards the goal (the volume times the kind's factor).
    public var hydrationMl: Int { kind.hydrationMl(of: volumeMl) }

    static func read(_ node: JSONNode) -> Drink? {
        node.object { o in
            let id = o["id"].identifier()
            let kind = o["kind"].choice(DrinkKind.self)
            let volume = o["volumeMl"].integer(1...maxVolumeMl, "a volume in ml")
            let drunkAt = o["drunkAt"].dateTime()
            guard let id, let kind, let volume, let drunkAt else { return nil }
            return Drink(id: id, kind: kind, volumeMl: volume, drunkAt: drunkAt)
        }
    }
}

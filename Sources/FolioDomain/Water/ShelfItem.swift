/// A drink on the shelf, logged with one tap (the medium widget shows some of them).
public struct ShelfItem: Hashable, Sendable, Identifiable {
    /// Unique on the shelf.
    public var id: String
    /// What it pours.
    public var kind: DrinkKind
    /// How much, in ml.
    public var volumeMl: Int

    /// A shelf item from its parts.
    public init(id: String, kind: DrinkKind, volumeMl: Int) {
        self.id = id
        self.kind = kind
        self.volumeMl = volumeMl
    }

    static func read(_ node: JSONNode) -> ShelfItem? {
        node.object { o in
            let id = o["id"].identifier()
            let kind = o["kind"].choice(DrinkKind.self)
            let volume = o["volumeMl"].integer(1...Drink.maxVolumeMl, "a volume in ml")
            guard let id, let kind, let volume else { return nil }
            return ShelfItem(id: id, kind: kind, volumeMl: volume)
        }
    }
}

/// The app's home-screen widgets.
public struct WidgetSettings: Hashable, Sendable {
    /// The sizes a widget comes in.
    public enum Size: String, NamedChoice {
        case small, medium, large
    }

    /// The widgets placed, in order.
    public var sizes: [Size]
    /// The shelf item ids the medium widget offers, in order.
    public var mediumShelf: [String]

    /// Settings from their parts.
    public init(sizes: [Size], mediumShelf: [String]) {
        self.sizes = sizes
        self.mediumShelf = mediumShelf
    }

    static func read(_ node: JSONNode) -> WidgetSettings? {
        node.object { o in
            let sizes = o["sizes"].array(maxCount: Size.allCases.count, uniqueItems: true) { $0.choice(Size.self) }
            let shelf = o["mediumShelf"].array(maxCount: 4, uniqueItems: true) { $0.identifier() }
            if let sizes { o.sink?.requireUnique(sizes.map(\.rawValue), noun: "widget size") { o.node.path["sizes"][$0] } }
            if let shelf { o.sink?.requireUnique(shelf, noun: "shelf item") { o.node.path["mediumShelf"][$0] } }
            guard let sizes, let shelf else { return nil }
            return WidgetSettings(sizes: sizes, mediumShelf: shelf)
        }
    }
}

/// What a recipe asks of its cover art (the dish drawn from its ingredients); anything not set is
/// picked from the recipe's id, so the same recipe always gets the same cover.
public struct CoverSpec: Hashable, Sendable {
    /// The warm colours a cover's table comes in.
    public enum Color: String, NamedChoice {
        case tomato, saffron, basil, plum, ink
    }

    /// Where the dish sits on the cover (the names are those of the first covers, which were type).
    public enum Layout: String, NamedChoice {
        /// The dish centred.
        case stacked
        /// The dish large, bleeding off the trailing bottom corner.
        case initial
        /// The dish large, toward the leading edge.
        case label
    }

    public var color: Color?
    public var layout: Layout?

    /// A spec from its parts; nil members are picked from the id.
    public init(color: Color? = nil, layout: Layout? = nil) {
        self.color = color
        self.layout = layout
    }

    static func read(_ node: JSONNode) -> CoverSpec? {
        node.object { o in
            let color = o.optional("color").map { $0.choice(Color.self) }
            let layout = o.optional("layout").map { $0.choice(Layout.self) }
            guard color ?? .tomato != nil, layout ?? .stacked != nil else { return nil }
            return CoverSpec(color: color ?? nil, layout: layout ?? nil)
        }
    }
}

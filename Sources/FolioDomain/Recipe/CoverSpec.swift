/// What a recipe asks of its typographic cover; anything not set is picked from the recipe's id,
/// so the same recipe always gets the same cover.
public struct CoverSpec: Hashable, Sendable {
    /// The warm colours covers come in.
    public enum Color: String, NamedChoice {
        case tomato, saffron, basil, plum, ink
    }

    /// How the type is composed.
    public enum Layout: String, NamedChoice {
        /// The title's words stacked from the bottom.
        case stacked
        /// A big ghost initial behind the title.
        case initial
        /// A small label with the time over the title.
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

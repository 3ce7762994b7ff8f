/// A drawing of the pinned icon set: its file's name, and whether its outline is filled as well as
/// stroked (the `.fill` variant of an SF Symbol: a filled heart, a filled drop).
struct IconSymbol: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The drawing's name in the set (its file is `<name>.svg`).
    var name: String
    /// Whether the outline is filled in the icon's colour too.
    var filled: Bool

    init(_ name: String, filled: Bool = false) {
        self.name = name
        self.filled = filled
    }

    init(stringLiteral name: String) {
        self.init(name)
    }
}

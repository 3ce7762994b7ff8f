extension View {
    /// Tags the view's frame with a role (and a name for review and lint messages); the view gets
    /// a group of its own unless its lone frame can carry the role.
    public func role(_ role: Role, name: String? = nil) -> any View {
        GroupModifier(content: self, change: .tag(role: role, name: name))
    }

    /// Marks the view's frame as something a finger acts on (lint checks it is at least 44 × 44 pt).
    public func tapTarget() -> any View {
        GroupModifier(content: self, change: .tapTarget)
    }

    /// Puts the view on a surface in the theme's shape for `token`, filled with `fill`, and tags the
    /// whole with the token's role (card, tile, field, pill, button) unless `role` says otherwise.
    public func surface(_ token: ShapeToken, fill: ThemeColor, role: Role? = nil, name: String? = nil) -> any View {
        background(ShapeView(token).fill(fill)).role(role ?? token.role, name: name)
    }

    /// The view as a card: padded (16 by default), on a card surface, with the theme's card shadow.
    public func card(name: String? = nil, fill: ThemeColor = .card, padding: Double = Space.md) -> any View {
        self.padding(padding).surface(.card, fill: fill, name: name).cardShadow()
    }

    /// The view as a tile: padded (12 by default), on a tile surface.
    public func tile(name: String? = nil, fill: ThemeColor = .card, padding: Double = Space.sm) -> any View {
        self.padding(padding).surface(.tile, fill: fill, name: name)
    }
}

/// One node of the frame tree, the single hand-off between layout and drawing: a positioned item
/// (relative to its parent) of a known size, tagged with a role so lint and review can reason about it.
public struct Frame: Hashable, Sendable {
    /// Top-left corner in the parent's coordinates, in points.
    public var origin: Point
    public var size: Size
    public var role: Role
    /// A human label for review and debugging ("card 'Groceries'"); not drawn.
    public var name: String?
    /// Whether a finger can act on this frame (checked against the 44 pt minimum by lint).
    public var isTapTarget: Bool
    public var item: Item

    public init(origin: Point = .zero, size: Size, role: Role, name: String? = nil,
                isTapTarget: Bool = false, item: Item) {
        self.origin = origin
        self.size = size
        self.role = role
        self.name = name
        self.isTapTarget = isTapTarget
        self.item = item
    }

    /// The frame's rectangle in its parent's coordinates.
    public var rect: Rect { Rect(origin: origin, size: size) }

    /// The frame's own rectangle (origin zero).
    public var bounds: Rect { Rect(size: size) }

    /// The children of a group, or none.
    public var children: [Frame] {
        if case .group(let g) = item { return g.children }
        return []
    }

    /// A group frame holding `children`.
    public static func group(_ children: [Frame], origin: Point = .zero, size: Size, role: Role = .group,
                             name: String? = nil, group: Group = Group()) -> Frame {
        var g = group
        g.children = children
        return Frame(origin: origin, size: size, role: role, name: name, item: .group(g))
    }

    /// Visits every frame depth-first with its rectangle in root coordinates (transforms applied to
    /// the bounding box) and its depth.
    public func walk(_ visit: (Frame, Rect, Int) -> Void) {
        walk(parent: .identity, depth: 0, visit)
    }

    private func walk(parent: AffineTransform, depth: Int, _ visit: (Frame, Rect, Int) -> Void) {
        var toRoot = AffineTransform.translation(x: origin.x, y: origin.y).concatenating(parent)
        visit(self, toRoot.apply(bounds), depth)
        guard case .group(let g) = item else { return }
        toRoot = g.transform.concatenating(toRoot)
        for child in g.children { child.walk(parent: toRoot, depth: depth + 1, visit) }
    }
}

/// What a frame draws. A closed set: every backend handles each case in its own file.
public enum Item: Hashable, Sendable {
    case group(Group)
    case shape(ShapeItem)
    case text(TextItem)
    case icon(IconItem)
    case image(ImageItem)
}

/// What a frame is for, in the design's vocabulary; the shape lock and the review speak in roles.
public enum Role: String, Hashable, Sendable, CaseIterable {
    case screen, background, group, card, tile, pill, button, field, text, icon, image
    case mascot, scene, chart, shape, separator, chrome, glass, badge, track, indicator, sheet
    case row, header
    /// The viewport of a scroll view: its children are the content, moved by the scroll and cut at its edges.
    case scroll
}

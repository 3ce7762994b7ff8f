import FolioCore

/// What the tests read off a frame: what is below it, and its item by kind.
extension Frame {
    /// Every frame below this one, depth-first.
    public var descendants: [Frame] { children.flatMap { [$0] + $0.descendants } }

    /// The first frame below with this role (and name, when given).
    public func first(_ role: Role, _ name: String? = nil) -> Frame? {
        descendants.first { $0.role == role && (name == nil || $0.name == name) }
    }

    /// The first text frame below showing `string`.
    public func text(_ string: String) -> Frame? {
        descendants.first { if case .text(let t) = $0.item { return t.string == string }; return false }
    }

    /// The text item of a text frame.
    public var textItem: TextItem? {
        if case .text(let t) = item { return t }
        return nil
    }

    /// The group item of a group frame.
    public var groupItem: Group? {
        if case .group(let g) = item { return g }
        return nil
    }

    /// The shape item of a shape frame.
    public var shapeItem: ShapeItem? {
        if case .shape(let s) = item { return s }
        return nil
    }
}

/// Small operations on frames that layout needs to keep the tree tidy.
extension Frame {
    /// The frame moved by `offset`.
    func offset(by offset: Point) -> Frame {
        guard offset != .zero else { return self }
        var moved = self
        moved.origin = origin + offset
        return moved
    }

    /// Whether the frame covers exactly a box of `size` at the origin (within a thousandth of a point).
    func fills(_ size: Size) -> Bool {
        abs(origin.x) < 1e-3 && abs(origin.y) < 1e-3
            && abs(self.size.width - size.width) < 1e-3 && abs(self.size.height - size.height) < 1e-3
    }

    /// The group of this frame, when it is one.
    var group: Group? {
        if case .group(let g) = item { return g }
        return nil
    }

    /// The frame with its group changed (frames that are not groups come back unchanged).
    func updatingGroup(_ change: (inout Group) -> Void) -> Frame {
        guard case .group(var g) = item else { return self }
        change(&g)
        var updated = self
        updated.item = .group(g)
        return updated
    }

    /// Whether the role says nothing yet beyond the kind of item, so a role modifier may replace it.
    var hasGenericRole: Bool {
        name == nil && [.group, .shape, .text, .icon, .image].contains(role)
    }

    /// The frames as one frame of `size`: the lone frame when it already covers the box and `reuse`
    /// accepts it, otherwise a new group (role `.group`) holding them all.
    static func single(_ frames: [Frame], size: Size, reuse: (Frame) -> Bool) -> Frame {
        if frames.count == 1, frames[0].fills(size), reuse(frames[0]) { return frames[0] }
        return .group(frames, size: size)
    }
}

extension Group {
    /// No transform, clip, opacity or effect: only children.
    var isPlain: Bool { transform.isIdentity && clip == nil && opacity == 1 && effects.isEmpty }
}

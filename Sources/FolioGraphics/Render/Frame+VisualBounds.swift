import FolioCore

extension Frame {
    /// Where this frame can leave paint, in its parent's coordinates: overflowing children, strokes,
    /// glyph overhang and effect halos included (generously; used to size offscreen passes).
    var visualBounds: Rect {
        var toParent = AffineTransform.translation(x: origin.x, y: origin.y)
        if case .group(let group) = item { toParent = group.transform.concatenating(toParent) }
        return toParent.apply(localVisualBounds)
    }

    /// `visualBounds` in the frame's own coordinates (for a group: before its transform).
    var localVisualBounds: Rect {
        switch item {
        case .group(let group):
            let r = effectBounds(group)
            // Warped, the group reaches the warped quad, softened by a pixel of bilinear filtering.
            guard let warp = group.warp else { return r }
            return warp.bounds(of: r)?.outset(by: 1) ?? r
        case .shape(let shape):
            var r = bounds
            if case .path(let path) = shape.shape { r = r.union(path.controlBounds) }
            // A miter join can reach several half-widths past the outline; two widths covers common angles.
            if let stroke = shape.stroke { r = r.outset(by: stroke.width * 2) }
            return r
        case .text(let text):
            return bounds.outset(by: text.style.size * 0.3)
        case .icon(let icon):
            let side = max(icon.size, 0)
            return bounds.union(Rect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side))
        case .image:
            return bounds
        }
    }

    /// Where a group paints before any perspective warp, in its own coordinates: its content and the
    /// halos of its shadows and glows.
    func effectBounds(_ group: Group) -> Rect {
        Self.withHalos(contentBounds(group), of: group)
    }

    /// `content` (group coordinates) grown by the halos of the group's shadows and glows.
    static func withHalos(_ content: Rect, of group: Group) -> Rect {
        var r = content
        for effect in group.effects {
            switch effect {
            case .shadow(_, let radius, let offset):
                r = r.union(r.offsetBy(dx: offset.x, dy: offset.y).outset(by: halo(radius)))
            case .glow(_, let radius):
                r = r.outset(by: halo(radius))
            case .backdropBlur, .perspective:
                break
            }
        }
        return r
    }

    /// Where a group's clip and children can paint, in its own coordinates (its own effects excluded).
    func contentBounds(_ group: Group) -> Rect {
        if group.clip != nil { return bounds }
        return group.children.map(\.visualBounds).reduce(nil) { $0?.union($1) ?? $1 } ?? bounds
    }

    /// How far a blur of `radius` points reaches, generously: three standard deviations (sigma = radius / 2)
    /// and two points for the box passes' rounding.
    static func halo(_ radius: Double) -> Double { max(0, radius) * 1.5 + 2 }
}

extension Rect {
    /// The rectangle grown by `d` on every side.
    func outset(by d: Double) -> Rect {
        Rect(x: minX - d, y: minY - d, width: width + 2 * d, height: height + 2 * d)
    }
}

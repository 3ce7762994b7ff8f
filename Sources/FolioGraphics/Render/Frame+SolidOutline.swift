import FolioCore

/// A shape filling a box: what a frame covers opaquely and never paints outside of (`Frame.solidOutline`).
struct SolidOutline: Equatable {
    var shape: Shape
    /// The box the shape fills, in the frame's own coordinates.
    var box: Rect

    var path: Path { shape.path(in: box) }
}

extension Frame {
    /// The outline this frame fills opaquely and never paints outside of, when its tree says so plainly:
    /// an opaque shape without a stroke, or a group whose first child has one and whose other children
    /// are clipped to that same shape in the same box (a card: its fill, then its content clipped to its
    /// shape). Whatever such a frame draws on its fill, its silhouette is that outline filled.
    /// Conservative: nil when unsure (a moved, faded or clipped group, one with effects, a stroke…).
    var solidOutline: SolidOutline? {
        switch item {
        case .shape(let shape):
            guard shape.stroke == nil, let fill = shape.fill, fill.isOpaque else { return nil }
            return SolidOutline(shape: shape.shape, box: bounds)
        case .group(let group):
            guard group.opacity == 1, group.transform == .identity, group.effects.isEmpty,
                  let first = group.children.first, let inner = first.solidOutline else { return nil }
            let outline = SolidOutline(shape: inner.shape, box: inner.box.offsetBy(dx: first.origin.x, dy: first.origin.y))
            // The group's own clip keeps everything inside when it is the outline itself; any other clip may cut it.
            if let clip = group.clip { return clip == outline.shape && outline.box == bounds ? outline : nil }
            return group.children.dropFirst().allSatisfy { $0.isClipped(to: outline) } ? outline : nil
        case .text, .icon, .image:
            return nil
        }
    }

    /// Whether everything this frame draws is clipped to `outline` (in its parent's coordinates): a
    /// group in that box clipped to that shape, neither moved nor with effects (a shadow falls outside its clip).
    private func isClipped(to outline: SolidOutline) -> Bool {
        guard case .group(let group) = item else { return false }
        return group.clip == outline.shape && rect == outline.box && group.transform == .identity && group.effects.isEmpty
    }
}

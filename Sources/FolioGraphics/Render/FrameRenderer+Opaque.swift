import CCairo
import FolioCore

// A shadow's or tinted glow's silhouette is alpha alone, drawn with the over operator alone, so a
// pixel that is opaque stays so whatever is drawn on it: a frame that paints only where an opaque
// fill already covers whole pixels cannot change the silhouette, and is not drawn. The cards of a screen, drawn again
// for their shadows, then need their backgrounds but not the text and icons on them (which at a
// silhouette's reduced scale need glyphs of their own).

/// Where a silhouette is opaque already: rectangles in the space `inverse` maps device space to (device
/// space itself when it is the identity), each holding only pixels an opaque fill covered whole.
struct OpaqueArea {
    /// Device space → the rectangles' space.
    let inverse: AffineTransform
    let rects: [Rect]

    /// Whether all of `box` (device space) lies in one of the rectangles.
    func contains(_ box: Rect) -> Bool {
        let local = inverse.apply(box)
        return rects.contains { $0.contains(local) }
    }
}

extension FrameRenderer {
    /// Whether `frame`, under `state`, paints only where this silhouette is opaque already.
    func isUnderOpaque(_ frame: Frame, _ state: RenderState) -> Bool {
        guard pass == .silhouette, state.layers == 0, !opaqueAreas.isEmpty else { return false }
        let box = state.transform.apply(frame.silhouetteBounds)
        return opaqueAreas.contains { $0.contains(box) }
    }

    /// Records where `shape` filling `rect` with `fill`, just drawn under `state`, made the silhouette
    /// opaque: inside its corners and the clip's interior, a pixel and a half in from either.
    func noteOpaque(_ shape: Shape, in rect: Rect, fill: Paint?, _ state: RenderState) {
        // Only an alpha silhouette: an untinted glow's keeps the colours drawn over the card.
        guard pass == .silhouette, state.layers == 0, let fill, fill.isOpaque,
              cairo_image_surface_get_format(canvas.surface) == CAIRO_FORMAT_A8 else { return }
        let t = state.transform
        if t.b == 0, t.c == 0 {
            let rects = Self.intersections(interior(shape, rect, t).map(t.apply), state.clipInterior)
            if !rects.isEmpty { opaqueAreas.append(OpaqueArea(inverse: .identity, rects: rects)) }
        } else if state.clipInterior == RenderState.unclipped, let inverse = t.inverted() {
            // Turned: kept in the shape's own space, where the clip (none) needs no intersecting.
            let rects = interior(shape, rect, t)
            if !rects.isEmpty { opaqueAreas.append(OpaqueArea(inverse: inverse, rects: rects)) }
        }
    }

    /// The clip's interior under `state` narrowed to that of `clip` filling `rect`; nothing where it is turned.
    func narrowedClipInterior(_ clip: Shape, _ rect: Rect, _ state: RenderState) -> [Rect] {
        let t = state.transform
        guard t.b == 0, t.c == 0 else { return [] }
        return Self.intersections(interior(clip, rect, t).map(t.apply), state.clipInterior)
    }

    /// The rectangles (in `rect`'s space) whose pixels `shape` filling `rect` covers whole under `t`:
    /// the band between its left and right corners and the one between its top and bottom ones, a
    /// pixel and a half (in device units) in from its edges. Empty for ellipses and free paths.
    private func interior(_ shape: Shape, _ rect: Rect, _ t: AffineTransform) -> [Rect] {
        guard let reach = shape.cornerReach(in: rect.size), t.leastScale > 0 else { return [] }
        let margin = 1.5 / t.leastScale
        let inner = rect.insetBy(dx: margin, dy: margin)
        return [inner.insetBy(dx: reach, dy: 0), inner.insetBy(dx: 0, dy: reach)].filter { $0.width > 0 && $0.height > 0 }
    }

    /// Every non-empty intersection of a rectangle of `a` with one of `b`: where both cover.
    private static func intersections(_ a: [Rect], _ b: [Rect]) -> [Rect] {
        a.flatMap { r in b.compactMap { r.intersection($0) } }.filter { $0.width > 0 && $0.height > 0 }
    }
}

extension Frame {
    /// Where this frame can paint, in its parent's coordinates, as `visualBounds` estimates it but
    /// with a free path's shape bounded by the path itself rather than by its frame (a scene's
    /// drawings are paths in frames as large as the scene) and a clipped group by its frame.
    var silhouetteBounds: Rect {
        var toParent = AffineTransform.translation(x: origin.x, y: origin.y)
        let local: Rect
        switch item {
        case .shape(let shape):
            guard case .path(let path) = shape.shape else { return visualBounds }
            local = path.controlBounds.outset(by: (shape.stroke?.width ?? 0) * 2)
        case .group(let group):
            guard group.warp == nil else { return visualBounds }
            toParent = group.transform.concatenating(toParent)
            let children = group.children.map(\.silhouetteBounds).reduce(nil) { $0?.union($1) ?? $1 } ?? bounds
            // A clip keeps everything inside its frame.
            local = Self.withHalos(group.clip == nil ? children : children.intersection(bounds) ?? .zero, of: group)
        case .text, .icon, .image:
            return visualBounds
        }
        return toParent.apply(local)
    }
}

import FolioCore

/// The part of a group's rounded clip where it covers whole pixels: a frame that paints only there
/// looks the same drawn without the clip (see `CarriedClip`).
///
/// Why: cairo 1.16 cannot tell that an operation lies inside a clip that is not a rectangle
/// (`_cairo_clip_contains_box` answers no for every path), so its PDF and SVG surfaces write the
/// clip's whole outline again before every operation under it. On the weekly report's cover the
/// mascot scene's 200 shapes each carried their card's rounded outline: 12,000 of the page's 13,300
/// numbers, printed and deflated by `cairo_show_page`. Rectangular clips are left to cairo, which
/// drops one that contains an operation. Only vector output does this (`RenderTarget.isVector`).
struct ClipInterior {
    /// The clip's rectangle.
    private let rect: Rect
    /// How far from each edge a box must stay: a device pixel and a half (any pixel a box touches,
    /// turned any way).
    private let margin: Double
    /// How far each corner's curve runs along the edges, plus `margin`.
    private let cornerReach: Double

    /// The interior of `clip` filling `rect`, where one device pixel is `pixel` units; nil for clips
    /// other than rounded rectangles and capsules (rectangles, ellipses, free paths).
    init?(_ clip: Shape, in rect: Rect, pixel: Double) {
        guard let corner = clip.cornerReach(in: rect.size), corner > 0, pixel.isFinite, pixel > 0 else { return nil }
        self.rect = rect
        margin = pixel * 1.5
        cornerReach = corner + margin
    }

    /// Whether everything inside `box` lies where the clip covers whole pixels: inside the rectangle
    /// by `margin`, and clear of the four squares its corners curve in.
    func contains(_ box: Rect) -> Bool {
        guard box.minX >= rect.minX + margin, box.maxX <= rect.maxX - margin,
              box.minY >= rect.minY + margin, box.maxY <= rect.maxY - margin else { return false }
        let nearSide = box.minX < rect.minX + cornerReach || box.maxX > rect.maxX - cornerReach
        let nearEnd = box.minY < rect.minY + cornerReach || box.maxY > rect.maxY - cornerReach
        return !(nearSide && nearEnd)
    }
}

/// A group's rounded clip carried down to the frames it can change: through plain groups (no
/// clip, effects or translucency of their own), it is applied around each frame that reaches past its
/// interior, and left out for the rest.
struct CarriedClip {
    /// The outline, in clip space.
    private let outline: Path
    private let interior: ClipInterior
    /// Clip space → device space, and back.
    private let transform: AffineTransform, inverse: AffineTransform

    /// `clip` filling `rect`, drawn under `transform`; nil when it is not a rounded rectangle or a
    /// capsule, or the transform cannot be undone.
    init?(_ clip: Shape, in rect: Rect, transform: AffineTransform) {
        guard let inverse = transform.inverted(),
              let interior = ClipInterior(clip, in: rect, pixel: 1 / transform.leastScale) else { return nil }
        outline = clip.path(in: rect)
        self.interior = interior
        self.transform = transform
        self.inverse = inverse
    }

    /// Whether `frame`, drawn under `parent` (its parent's space → device), can paint where the clip
    /// does not cover whole pixels.
    func reaches(_ frame: Frame, parent: AffineTransform) -> Bool {
        guard let bounds = frame.certainPaintBounds else { return true }
        return !interior.contains(parent.concatenating(inverse).apply(bounds))
    }

    /// Whether the clip can be carried on into `frame`'s children instead of being applied to it.
    static func passes(into frame: Frame) -> Bool {
        guard case .group(let group) = frame.item else { return false }
        return group.clip == nil && group.effects.isEmpty && group.opacity >= 1
    }

    /// Intersects `canvas`'s clip with the outline.
    func apply(to canvas: Canvas) {
        let current = canvas.currentTransform
        canvas.setTransform(transform)
        canvas.clip(outline)
        canvas.setTransform(current)
    }
}

extension Frame {
    /// Where this frame paints, in its parent's coordinates, bounded for certain; nil when its subtree
    /// holds what `visualBounds` can only estimate (text and icons, whose glyphs may overhang; shadows,
    /// glows, glass and warps) or a translucent group (which cairo layers in a surface the size of the
    /// clip).
    var certainPaintBounds: Rect? {
        var toParent = AffineTransform.translation(x: origin.x, y: origin.y)
        let local: Rect
        switch item {
        case .group(let group):
            guard group.effects.isEmpty, group.opacity >= 1 else { return nil }
            toParent = group.transform.concatenating(toParent)
            var union = Rect.zero
            for (i, child) in group.children.enumerated() {
                guard let r = child.certainPaintBounds else { return nil }
                union = i == 0 ? r : union.union(r)
            }
            local = union
        case .shape(let shape):
            // A free path paints within its control points, whatever the frame (a scene's shapes
            // are often drawn in frames as large as the scene).
            var r = bounds
            if case .path(let path) = shape.shape { r = path.controlBounds }
            // Half the width beyond the outline, a square cap's corner √½ of it, and a miter up to
            // cairo's limit of 10 half-widths.
            if let stroke = shape.stroke { r = r.outset(by: stroke.width * (stroke.join == .miter ? 5 : 0.75)) }
            local = r
        case .image:
            local = bounds
        case .text, .icon:
            return nil
        }
        return toParent.apply(local)
    }
}

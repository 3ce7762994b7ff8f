import FolioCore

/// The shape a tree's first paint comes from when it covers the whole canvas opaquely (see
/// `Frame.coveringPaint`), with all its pixels depend on besides the transform onto the canvas.
struct CoveringPaint: Hashable {
    /// Child indices from the root to the shape (first children all the way down).
    var path: [Int]
    /// The shape, and the size of its frame.
    var shape: ShapeItem, size: Size
    /// How many groups on the way clip to their rectangle.
    var clips: Int
    /// The frame drawn right after the shape: the first later sibling of it or of a group on the way
    /// (nil when the shape is all the tree draws).
    var next: [Int]?
    /// The root's first child when it is a background group holding the shape (a card's backdrop: sky,
    /// lights, waves): everything it draws lands on the shape's opaque pixels, so the whole of it leaves
    /// the same pixels whatever the canvas held, and can be kept whole. Nil otherwise (a screen's
    /// content is not kept: it is rarely drawn twice, and large).
    var layer: Frame?
    /// The frame drawn right after the layer: the root's second child (nil when there is none).
    var afterLayer: [Int]?

    /// The frame whose pixels are kept: the layer, else the shape.
    var kept: [Int] { layer == nil ? path : [0] }
    /// The frame drawn right after the kept one.
    var afterKept: [Int]? { layer == nil ? next : afterLayer }
}

extension Frame {
    /// The first thing drawn of this tree when it paints every pixel of its canvas at `scale`
    /// opaquely: a full-bleed rectangle with an opaque fill (a screen's background, a card's sky), reached through
    /// groups that neither move, clip, fade nor add effects (a shadow or glow is drawn first; glass
    /// reads the canvas first). Opaque over anything is the colour itself, so the canvas need not be
    /// cleared, and the shape's pixels are the same whatever it held. Conservative: nil when unsure.
    func coveringPaint(scale: Double) -> CoveringPaint? {
        let (width, height) = (size.width * scale, size.height * scale)
        guard width == width.rounded(), height == height.rounded() else { return nil }  // a partly covered edge pixel
        var frame = self
        var isRoot = true
        var (path, clips, next) = ([Int](), 0, [Int]?.none)
        var (layer, afterLayer) = (Frame?.none, [Int]?.none)
        while true {
            // The root's own origin is undone by the root transform; below it, nothing may move.
            guard isRoot || frame.origin == .zero, frame.size.width >= size.width, frame.size.height >= size.height else { return nil }
            isRoot = false
            switch frame.item {
            case .group(let group):
                guard group.opacity == 1, group.transform == .identity, group.effects.isEmpty,
                      group.clip == nil || group.clip == .rect, let first = group.children.first else { return nil }
                if group.clip != nil { clips += 1 }
                if group.children.count > 1 { next = path + [1] }
                if path.isEmpty, first.role == .background, case .group = first.item { (layer, afterLayer) = (first, next) }
                path.append(0)
                frame = first
            case .shape(let shape):
                // A rectangle, or a path that is exactly the frame's rectangle (a backdrop's sky).
                guard shape.shape == .rect || shape.shape == .path(.rect(Rect(size: frame.size))),
                      let fill = shape.fill, fill.isOpaque else { return nil }
                return CoveringPaint(path: path, shape: shape, size: frame.size, clips: clips, next: next, layer: layer,
                                     afterLayer: afterLayer)
            case .text, .icon, .image:
                return nil
            }
        }
    }
}

extension Paint {
    /// Whether every point the paint covers is fully opaque.
    var isOpaque: Bool {
        switch self {
        case .solid(let color): color.alpha >= 1
        case .linear(let gradient): !gradient.stops.isEmpty && gradient.stops.allSatisfy { $0.color.alpha >= 1 }
        case .radial(let gradient): !gradient.stops.isEmpty && gradient.stops.allSatisfy { $0.color.alpha >= 1 }
        }
    }
}

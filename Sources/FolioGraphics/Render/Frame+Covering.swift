import FolioCore

extension Frame {
    /// Whether the first thing drawn of this tree paints every pixel of its canvas at `scale`
    /// opaquely, so what the canvas held before cannot show: a full-bleed rectangle with an opaque
    /// fill (a screen's background), reached through groups that neither move, clip, fade nor add
    /// effects (a shadow or glow is drawn first; glass reads the canvas first). Opaque over anything
    /// is the colour itself, so the canvas need not be cleared. Conservative: false when unsure.
    func firstPaintCovers(scale: Double) -> Bool {
        let (width, height) = (size.width * scale, size.height * scale)
        guard width == width.rounded(), height == height.rounded() else { return false }  // a partly covered edge pixel
        var frame = self
        var isRoot = true
        while true {
            // The root's own origin is undone by the root transform; below it, nothing may move.
            guard isRoot || frame.origin == .zero, frame.size.width >= size.width, frame.size.height >= size.height else { return false }
            isRoot = false
            switch frame.item {
            case .group(let group):
                guard group.opacity == 1, group.transform == .identity, group.effects.isEmpty,
                      group.clip == nil || group.clip == .rect, let first = group.children.first else { return false }
                frame = first
            case .shape(let shape):
                guard shape.shape == .rect, let fill = shape.fill else { return false }
                return fill.isOpaque
            case .text, .icon, .image:
                return false
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

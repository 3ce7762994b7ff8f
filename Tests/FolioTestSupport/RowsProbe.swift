import FolioCore
import FolioLayout
import XCTest

/// Test support of the row pieces: a walk of the frame
/// tree that knows what is actually visible (transforms, clips and opacity applied).
public enum RowsProbe {
    /// A frame as drawn: its rectangle in root coordinates, that rectangle cut by every clip above
    /// it (nil when clipped away) and the opacity of every group above it multiplied in.
    public struct Placed {
        public var frame: Frame
        public var rect: Rect
        public var visible: Rect?
        public var opacity: Double

        /// Whether any of it shows.
        public var isShown: Bool { visible != nil && opacity > 1e-6 }

        /// The text a text frame shows.
        public var text: String? {
            if case .text(let t) = frame.item { return t.string }
            return nil
        }
    }

    /// Every frame below the root, depth-first, as drawn.
    public static func placed(_ root: Frame) -> [Placed] {
        var out: [Placed] = []
        func visit(_ frame: Frame, parent: FolioCore.AffineTransform, clip: Rect?, opacity: Double) {
            let toRoot = FolioCore.AffineTransform.translation(x: frame.origin.x, y: frame.origin.y).concatenating(parent)
            let rect = toRoot.apply(frame.bounds)
            let visible = clip.map { rect.intersection($0) } ?? rect
            out.append(Placed(frame: frame, rect: rect, visible: visible, opacity: opacity))
            guard case .group(let g) = frame.item else { return }
            var inner = clip
            if g.clip != nil { inner = clip.map { $0.intersection(rect) ?? .zero } ?? rect }
            for child in g.children {
                visit(child, parent: g.transform.concatenating(toRoot), clip: inner, opacity: opacity * g.opacity)
            }
        }
        for child in root.children { visit(child, parent: .identity, clip: nil, opacity: 1) }
        return out
    }

    /// The texts that show, left to right then top to bottom, each with its opacity.
    public static func shownTexts(_ root: Frame) -> [Placed] {
        placed(root).filter { $0.text != nil && $0.isShown }
            .sorted { ($0.rect.minY.rounded(), $0.rect.minX) < ($1.rect.minY.rounded(), $1.rect.minX) }
    }

    /// The digits and signs a rolling number shows, read left to right (glyphs half out of their
    /// cell count when more than half shows).
    public static func reading(_ root: Frame, within name: String? = nil) -> String {
        let box = name.flatMap { drawn($0, in: root).first?.rect }
        return shownTexts(root).filter { ($0.visible?.height ?? 0) > $0.rect.height / 2 }
            .filter { box?.contains($0.rect, tolerance: 0.01) ?? true }
            .sorted { $0.rect.minX < $1.rect.minX }
            .compactMap(\.text).joined()
    }

    /// The frames named `name`, anywhere below the root, as drawn.
    public static func drawn(_ name: String, in root: Frame) -> [Placed] {
        placed(root).filter { $0.frame.name == name }
    }

    /// The shapes that make a card, tile or action's outline: its own shape, its clip, and the
    /// first shape child covering it (as lint reads them).
    public static func outlines(of frame: Frame) -> [Shape] {
        switch frame.item {
        case .shape(let s):
            return [s.shape]
        case .group(let g):
            let background = g.children.first { child in
                guard case .shape = child.item else { return false }
                return child.rect.contains(frame.bounds, tolerance: 0.5) && frame.bounds.contains(child.rect, tolerance: 0.5)
            }
            var found = g.clip.map { [$0] } ?? []
            if let background, case .shape(let s) = background.item { found.append(s.shape) }
            return found
        default:
            return []
        }
    }

    /// The frame tree's outline, for failure messages.
    public static func dump(_ frame: Frame) -> String { frame.outline }
}

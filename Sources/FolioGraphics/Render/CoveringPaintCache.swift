import FolioCore
import Synchronization

/// The pixels of opaque gradients that cover a whole canvas, with the layer drawn on them (see
/// `CoveringPaint.layer`), kept across the pictures of a `RenderSession`.
///
/// A share card's backdrop is the same gradient over the same canvas on every card of an app, and
/// pixman spends some 15 ns on each of its pixels (22 ms of a 1080 × 1350 card) where a copy spends
/// well under one; its lights, waves and bubbles over it are the same too (most cards' words keep
/// the same of them clear), another 5 ms or so drawn. A gradient is kept the second time the
/// session draws it, so a one-off render pays no copy, and copied from the third. The copy is exact: the paint is opaque, so its pixels are
/// the same whatever the canvas held, and the key holds everything else they depend on. Solid fills
/// are not kept: cairo fills them as fast as they would be copied.
///
/// Sendable without a promise: everything it changes is inside one `Mutex`.
final class CoveringPaintCache: Sendable {
    /// What a covering paint's pixels depend on.
    struct Key: Hashable {
        var shape: ShapeItem, size: Size, clips: Int
        /// The layer kept whole, when there is one.
        var layer: Frame?
        var transform: AffineTransform
        var width: Int, height: Int
    }

    /// What to do with a covering paint.
    enum Lookup {
        /// Copy these pixels instead of drawing it.
        case copy([UInt8])
        /// Draw it and keep its pixels (it was drawn once before).
        case keep
        /// Draw it (it was not seen before).
        case draw
    }

    /// What the lock guards.
    private struct State {
        var kept: KeptPixels<Key>
        var seen: Set<Key> = []
        var copies = 0
    }

    private let state: Mutex<State>

    /// How many paints were copied rather than drawn.
    var copied: Int { state.withLock { $0.copies } }

    /// Bytes of pixels kept now (at most the budget).
    var keptBytes: Int { state.withLock { $0.kept.bytes } }

    /// A cache keeping at most `budget` bytes of pixels.
    init(budget: Int) { state = Mutex(State(kept: KeptPixels(budget: budget))) }

    /// The key of `paint` (with its layer) drawn through `transform` onto a canvas of `width` × `height`
    /// pixels; nil for a paint not worth keeping (a solid fill alone).
    static func key(_ paint: CoveringPaint, transform: AffineTransform, width: Int, height: Int) -> Key? {
        guard let fill = paint.shape.fill else { return nil }
        if case .solid = fill, paint.layer == nil { return nil }
        return Key(shape: paint.shape, size: paint.size, clips: paint.clips, layer: paint.layer, transform: transform,
                   width: width, height: height)
    }

    /// What to do with the paint of `key`; counts it as seen.
    func lookup(_ key: Key) -> Lookup {
        state.withLock { state in
            if let pixels = state.kept.pixels(for: key) {
                state.copies += 1
                return .copy(pixels)
            }
            if state.seen.count >= 1024 { state.seen.removeAll() }
            return state.seen.insert(key).inserted ? .draw : .keep
        }
    }

    /// Keeps `pixels` for `key`, dropping the least recently used past the budget.
    func keep(_ key: Key, _ pixels: [UInt8]) {
        state.withLock { $0.kept.keep(key, pixels) }
    }
}

import FolioCore
import Synchronization

/// The pixels of gradients that fill rectangles, kept across the pictures of a `RenderSession`: a
/// share card's shade and sheen are the same two gradients over the same rectangle on every card of
/// a batch, and pixman spends some 4 ns on each of their pixels (10 ms of a 1080 × 1350 card) where
/// taking them from an image costs under one.
///
/// A renderer that reuses gradients (`RenderOptions.reusesGradients`) always fills such a rectangle
/// from an image of its gradient, the first time as every later one, so a picture's pixels never
/// depend on what the cache held. The image is the gradient as cairo draws it over the rectangle's
/// whole pixels on a surface of the same size, offset and transform as the one drawn on; the key
/// holds all of those.
///
/// Sendable without a promise: everything it changes is inside one `Mutex`.
final class GradientRectCache: Sendable {
    /// What the gradient's pixels depend on.
    struct Key: Hashable {
        var paint: Paint
        /// The whole pixels the rectangle touches: x, y, width, height.
        var box: [Int]
        /// The transform from the frame to the surface's pixels (scale x, scale y, x, y) and the
        /// surface's size and device offset.
        var matrix: [Double], surface: [Double]
    }

    /// What the lock guards.
    private struct State {
        var kept: KeptPixels<Key>
        var images = 0
    }

    private let state: Mutex<State>

    /// How many images of gradients were made rather than reused.
    var made: Int { state.withLock { $0.images } }

    /// Bytes of pixels kept now (at most the budget).
    var keptBytes: Int { state.withLock { $0.kept.bytes } }

    /// A cache keeping at most `budget` bytes of pixels.
    init(budget: Int) { state = Mutex(State(kept: KeptPixels(budget: budget))) }

    /// The pixels of `key`, made by `make` (outside the lock) when they are not kept.
    func pixels(for key: Key, _ make: () throws -> [UInt8]) rethrows -> [UInt8] {
        if let known = state.withLock({ $0.kept.pixels(for: key) }) { return known }
        let pixels = try make()
        state.withLock { state in
            state.images += 1
            state.kept.keep(key, pixels)
        }
        return pixels
    }
}

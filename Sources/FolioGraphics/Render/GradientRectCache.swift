import FolioCore
import class Foundation.NSLock

/// The pixels of gradients that fill rectangles, kept across the pictures of a process: a share
/// card's shade and sheen are the same two gradients over the same rectangle on every card of a
/// batch, and pixman spends some 4 ns on each of their pixels (10 ms of a 1080 × 1350 card) where
/// taking them from an image costs under one.
///
/// A renderer that reuses gradients (`RenderOptions.reusesGradients`) always fills such a rectangle
/// from an image of its gradient, the first time as every later one, so a picture's pixels never
/// depend on what the cache held. The image is the gradient as cairo draws it over the rectangle's
/// whole pixels on a surface of the same size, offset and transform as the one drawn on; the key
/// holds all of those.
final class GradientRectCache: @unchecked Sendable {
    /// What the gradient's pixels depend on.
    struct Key: Hashable {
        var paint: Paint
        /// The whole pixels the rectangle touches: x, y, width, height.
        var box: [Int]
        /// The transform from the frame to the surface's pixels (scale x, scale y, x, y) and the
        /// surface's size and device offset.
        var matrix: [Double], surface: [Double]
    }

    /// The process's cache.
    static let shared = GradientRectCache(budget: 48 << 20)

    private let kept: KeptPixels<Key>
    private let lock = NSLock()
    private var images = 0

    /// How many images of gradients were made rather than reused (for tests).
    var made: Int { lock.withLock { images } }

    /// A cache keeping at most `budget` bytes of pixels.
    init(budget: Int) { kept = KeptPixels(budget: budget) }

    /// The pixels of `key`, made by `make` when they are not kept.
    func pixels(for key: Key, _ make: () throws -> [UInt8]) rethrows -> [UInt8] {
        if let known = kept.pixels(for: key) { return known }
        let pixels = try make()
        lock.withLock { images += 1 }
        kept.keep(key, pixels)
        return pixels
    }
}

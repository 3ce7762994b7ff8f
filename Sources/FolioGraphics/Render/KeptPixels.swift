import class Foundation.NSLock

/// Pixels kept across the pictures of a process under a byte budget, the least recently used
/// dropped first; safe to use from many threads. What `CoveringPaintCache` and `GradientRectCache`
/// keep their pixels in.
final class KeptPixels<Key: Hashable>: @unchecked Sendable {
    private let lock = NSLock()
    /// Bytes of pixels kept at most.
    private let budget: Int
    private var kept: [(key: Key, pixels: [UInt8])] = []  // least recently used first

    init(budget: Int) { self.budget = budget }

    /// The pixels kept for `key`, now the most recently used; nil when none are.
    func pixels(for key: Key) -> [UInt8]? {
        lock.withLock {
            guard let i = kept.firstIndex(where: { $0.key == key }) else { return nil }
            let entry = kept.remove(at: i)
            kept.append(entry)
            return entry.pixels
        }
    }

    /// Keeps `pixels` for `key` (unless some are already), dropping the least recently used past the budget.
    func keep(_ key: Key, _ pixels: [UInt8]) {
        lock.withLock {
            guard pixels.count <= budget, !kept.contains(where: { $0.key == key }) else { return }
            kept.append((key, pixels))
            var total = kept.reduce(0) { $0 + $1.pixels.count }
            while total > budget {
                total -= kept.removeFirst().pixels.count
            }
        }
    }
}

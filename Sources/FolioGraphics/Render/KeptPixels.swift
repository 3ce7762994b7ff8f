/// Pixels kept under a byte budget, the least recently used dropped first. A value: the cache
/// that holds one (`CoveringPaintCache`, `GradientRectCache`) keeps it under its own lock.
struct KeptPixels<Key: Hashable> {
    /// Bytes of pixels kept at most.
    let budget: Int
    private var kept: [(key: Key, pixels: [UInt8])] = []  // least recently used first

    init(budget: Int) { self.budget = budget }

    /// Bytes of pixels kept now (never more than `budget`).
    var bytes: Int { kept.reduce(0) { $0 + $1.pixels.count } }

    /// The pixels kept for `key`, now the most recently used; nil when none are.
    mutating func pixels(for key: Key) -> [UInt8]? {
        guard let i = kept.firstIndex(where: { $0.key == key }) else { return nil }
        let entry = kept.remove(at: i)
        kept.append(entry)
        return entry.pixels
    }

    /// Keeps `pixels` for `key` (unless some are already), dropping the least recently used past the budget.
    mutating func keep(_ key: Key, _ pixels: [UInt8]) {
        guard pixels.count <= budget, !kept.contains(where: { $0.key == key }) else { return }
        kept.append((key, pixels))
        var total = bytes
        while total > budget {
            total -= kept.removeFirst().pixels.count
        }
    }
}

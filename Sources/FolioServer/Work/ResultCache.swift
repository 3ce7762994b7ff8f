import Foundation

/// Results by ETag, in memory, bounded in bytes: the least recently used go first when a new one
/// does not fit, and a result larger than the whole bound is not kept. Safe to share between threads.
final class ResultCache: @unchecked Sendable {
    private struct Entry {
        var bytes: [UInt8]
        var contentType: String
        var used: UInt64
    }

    let capacity: Int
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var clock: UInt64 = 0
    private var size = 0

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The bytes and content type kept under `etag`, marked as just used.
    func get(_ etag: String) -> (bytes: [UInt8], contentType: String)? {
        lock.withLock {
            guard var entry = entries[etag] else { return nil }
            clock += 1
            entry.used = clock
            entries[etag] = entry
            return (entry.bytes, entry.contentType)
        }
    }

    /// Keeps `bytes` under `etag`, making room by dropping the least recently used.
    func put(_ etag: String, bytes: [UInt8], contentType: String) {
        guard bytes.count <= capacity else { return }
        lock.withLock {
            if let old = entries.removeValue(forKey: etag) { size -= old.bytes.count }
            while size + bytes.count > capacity, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
                size -= oldest.value.bytes.count
                entries[oldest.key] = nil
            }
            clock += 1
            entries[etag] = Entry(bytes: bytes, contentType: contentType, used: clock)
            size += bytes.count
        }
    }

    /// Bytes kept, and how many results.
    var usage: (bytes: Int, entries: Int) { lock.withLock { (size, entries.count) } }
}

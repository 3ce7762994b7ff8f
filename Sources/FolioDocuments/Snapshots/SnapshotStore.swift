import FolioDomain
import Foundation

/// Loads app snapshots for renders: the bundled default of each app or a file the user names,
/// each read and validated once per process and shared between threads.
public final class SnapshotStore: @unchecked Sendable {
    /// The store every command shares.
    public static let shared = SnapshotStore()

    private let lock = NSLock()
    private var cache: [String: Result<any AppSnapshot, Error>] = [:]

    /// The snapshot of `format` read from `path`, or from the app's bundled default when nil.
    /// - Throws: `SnapshotFileError` when the file cannot be read, `SnapshotError` with every
    ///   problem found when it is not a valid snapshot.
    public func snapshot(_ format: any AppSnapshot.Type, path: String?) throws -> any AppSnapshot {
        guard let url = path.map({ URL(fileURLWithPath: $0) }) ?? Templates.defaultSnapshot(app: format.appID) else {
            throw SnapshotFileError(file: "Templates/snapshots/\(format.defaultFileName)",
                                    reason: "no Templates folder found (run folio from the repository or set FOLIO_TEMPLATES)")
        }
        let key = format.appID + "\u{0}" + url.standardizedFileURL.path
        let result: Result<any AppSnapshot, Error> = lock.withLock {
            if let cached = cache[key] { return cached }
            let loaded = Result { try format.load(contentsOf: url) as any AppSnapshot }
            cache[key] = loaded
            return loaded
        }
        return try result.get()
    }
}

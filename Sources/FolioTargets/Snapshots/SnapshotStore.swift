import FolioApps
import FolioCore
import FolioDomain
import Foundation

/// Loads app snapshots for renders: the bundled default of each app or a file the user names,
/// each read and validated once per process and shared between threads. Different snapshots load
/// at the same time on different threads (a report's four); a thread asking for one being loaded
/// waits for it.
// Unchecked: the one mutable property, `entries`, is read and written only under `lock`; each entry guards its own.
public final class SnapshotStore: @unchecked Sendable {
    /// The store every command shares.
    public static let shared = SnapshotStore()

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// The snapshot of `format` read from `path` ("-" for standard input), or from the app's
    /// bundled default when nil.
    /// - Throws: `SnapshotFileError` when the file cannot be read, `SnapshotError` with every
    ///   problem found when it is not a valid snapshot.
    public func snapshot(_ format: any AppSnapshot.Type, path: String?) throws -> any AppSnapshot {
        if path == BoundedInput.standardInput {
            return try entry(format.appID + "\u{0}-").result {
                Result { try format.load(path: BoundedInput.standardInput) as any AppSnapshot }
            }.get()
        }
        guard let url = path.map({ URL(fileURLWithPath: $0) }) ?? Templates.defaultSnapshot(app: format.appID) else {
            throw SnapshotFileError(file: "Templates/snapshots/\(format.defaultFileName)",
                                    reason: Templates.notFound)
        }
        return try entry(format.appID + "\u{0}" + url.standardizedFileURL.path).result {
            Result { try format.load(contentsOf: url) as any AppSnapshot }
        }.get()
    }

    /// The entry of `key`, made empty when there is none.
    private func entry(_ key: String) -> Entry {
        lock.withLock {
            if let known = entries[key] { return known }
            let made = Entry()
            entries[key] = made
            return made
        }
    }

    /// One snapshot's outcome, loaded by the first thread that asks for it.
    // Unchecked: `loaded` is read and written only under `lock`.
    private final class Entry: @unchecked Sendable {
        private let lock = NSLock()
        private var loaded: Result<any AppSnapshot, Error>?

        func result(_ load: () -> Result<any AppSnapshot, Error>) -> Result<any AppSnapshot, Error> {
            lock.withLock {
                if let loaded { return loaded }
                let result = load()
                loaded = result
                return result
            }
        }
    }
}

extension SnapshotStore {
    /// The format of the snapshot file at `path`, told by its "schema" member.
    /// - Throws: `SnapshotFileError` when unreadable, `SnapshotError` when it names no known schema.
    public func format(ofFile path: String) throws -> any AppSnapshot.Type {
        let url = URL(fileURLWithPath: path)
        let text: String
        do {
            text = String(decoding: try BoundedInput.read(path, limit: 16 << 20), as: UTF8.self)
        } catch {
            throw SnapshotFileError(file: path, reason: error.description)
        }
        let file = url.lastPathComponent
        let known = SnapshotRegistry.formats.map { "\"\($0.schemaID)\"" }.joined(separator: ", ")
        let value: JSONValue
        do {
            value = try JSONValue(parsing: text)
        } catch let e as JSONSyntaxError {
            throw SnapshotError(diagnostics: [Diagnostic(file: file, syntaxError: e)])
        }
        guard case .string(let schema)? = value["schema"], let format = SnapshotRegistry.format(schema: schema) else {
            let found = value["schema"].map { $0.typeName == "a string" ? $0.serialized() : $0.typeName } ?? "nothing"
            throw SnapshotError(diagnostics: [Diagnostic(file: file, path: .root["schema"], expected: "one of \(known)", found: found)])
        }
        return format
    }
}

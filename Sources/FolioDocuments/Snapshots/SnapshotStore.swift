import FolioApps
import FolioCore
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
                                    reason: Templates.notFound)
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

extension SnapshotStore {
    /// The format of the snapshot file at `path`, told by its "schema" member.
    /// - Throws: `SnapshotFileError` when unreadable, `SnapshotError` when it names no known schema.
    public func format(ofFile path: String) throws -> any AppSnapshot.Type {
        let url = URL(fileURLWithPath: path)
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw SnapshotFileError(file: path, reason: error.localizedDescription)
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

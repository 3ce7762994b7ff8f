import FolioCore
import Foundation

/// The snapshot of one app's data ("pet", "water"): a versioned, validated value that screens,
/// reports and cards are drawn from. The registry lists every conforming type.
public protocol AppSnapshot: Sendable {
    /// The app's id on the command line and in screen names ("pet").
    static var appID: String { get }
    /// The value of the file's "schema" member ("folio.pet/1").
    static var schemaID: String { get }
    /// The app's name for people ("Self-Care Pet").
    static var title: String { get }
    /// The JSON Schema (draft 2020-12) of the file format.
    static var jsonSchema: JSONValue { get }
    /// Reads and checks a snapshot from JSON text; `file` names it in diagnostics.
    /// - Throws: `SnapshotError` with every problem found, each with its JSON path.
    static func decode(_ text: String, file: String) throws(SnapshotError) -> Self
}

extension AppSnapshot {
    /// The name of the app's default snapshot in `Templates/snapshots` ("pet.json").
    public static var defaultFileName: String { "\(appID).json" }

    /// Reads and checks the snapshot file at `url`, named in diagnostics by its last path component.
    /// - Throws: `SnapshotFileError` when the file cannot be read, `SnapshotError` when its content
    ///   is not a valid snapshot.
    public static func load(contentsOf url: URL) throws -> Self {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SnapshotFileError(file: url.path, reason: (error as NSError).localizedDescription)
        }
        return try decode(String(decoding: data, as: UTF8.self), file: url.lastPathComponent)
    }
}

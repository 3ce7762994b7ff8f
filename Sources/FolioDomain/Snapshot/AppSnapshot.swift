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

    /// Reads and checks the snapshot file at `url`, named in
    /// diagnostics by its last path component. A file larger than a snapshot may be is refused from
    /// its size before it is read; bytes that are not UTF-8 are reported with the offset of the first.
    /// - Throws: `SnapshotFileError` when the file cannot be read, `SnapshotError` when its content
    ///   is not a valid snapshot.
    public static func load(contentsOf url: URL) throws -> Self {
        try load(path: url.path)
    }

    /// Reads and checks the snapshot at `path`, "-" meaning standard input.
    /// - Throws: as ``load(contentsOf:)``.
    public static func load(path: String) throws -> Self {
        let file = path == BoundedInput.standardInput ? "<stdin>" : (path as NSString).lastPathComponent
        let bytes: [UInt8]
        do {
            bytes = try BoundedInput.read(path, limit: SnapshotCodec.maxBytes)
        } catch .tooLarge(let size, let limit) {
            let found = size.map { "\($0) bytes" } ?? "more than \(limit) bytes"
            throw SnapshotError(diagnostics: [Diagnostic(file: file, path: .root,
                                                         expected: "a snapshot of at most \(limit / 1024 / 1024) MB", found: found)])
        } catch .unreadable(let reason) {
            throw SnapshotFileError(file: path == BoundedInput.standardInput ? "standard input" : path, reason: reason)
        }
        return try decode(utf8: bytes, file: file)
    }

    /// Checks that `bytes` are UTF-8, then reads them as ``decode(_:file:)`` does.
    /// - Throws: `SnapshotError`, naming the byte offset of the first byte that is not UTF-8.
    public static func decode(utf8 bytes: [UInt8], file: String) throws(SnapshotError) -> Self {
        if let offset = BoundedInput.firstInvalidUTF8Offset(bytes) {
            let line = bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let byte = "0x" + String(bytes[offset], radix: 16, uppercase: true)
            throw SnapshotError(diagnostics: [Diagnostic(file: file, path: .root, expected: "JSON text in UTF-8",
                                                         found: "invalid UTF-8 at byte offset \(offset) (line \(line)): byte \(byte)")])
        }
        return try decode(String(decoding: bytes, as: UTF8.self), file: file)
    }
}

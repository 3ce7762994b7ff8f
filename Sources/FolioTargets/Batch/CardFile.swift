import FolioCore
import FolioGraphics
import Foundation

/// Writes card images so that a file already holding the same bytes is left alone (a re-run of a
/// batch rewrites nothing), and any other file is replaced atomically: readers see the old image
/// or the whole new one, never a part.
public enum CardFile {
    /// What writing did.
    public enum Outcome: String, Sendable {
        /// The file was created or replaced.
        case written
        /// The file already held these bytes.
        case unchanged
    }

    /// Writes `bytes` to `path` unless it already holds exactly them.
    /// - Throws: `GraphicsError.io` naming the path when it cannot be written.
    public static func write(_ bytes: [UInt8], to path: String) throws -> Outcome {
        let url = URL(fileURLWithPath: path)
        if let existing = try? Data(contentsOf: url), existing.count == bytes.count, existing.elementsEqual(bytes) {
            return .unchanged
        }
        try AtomicFile.write(bytes, to: path)
        return .written
    }
}

/// A batch file that could not be read.
struct CardFileError: Error, CustomStringConvertible {
    /// The file as the caller named it.
    var path: String
    /// The system's reason.
    var reason: String

    /// An error for `path` with the system's `reason`.
    init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// "cannot read people.ndjson: …".
    var description: String { "cannot read \(path): \(reason)" }
}

extension CardFileError: ClassifiedError {
    /// A batch file that could not be read.
    public var failureKind: FailureKind { .io }
}

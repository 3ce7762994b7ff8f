import FolioCore
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
    /// - Throws: `CardFileError` naming the path when it cannot be written.
    public static func write(_ bytes: [UInt8], to path: String) throws -> Outcome {
        let url = URL(fileURLWithPath: path)
        if let existing = try? Data(contentsOf: url), existing.count == bytes.count, existing.elementsEqual(bytes) {
            return .unchanged
        }
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw CardFileError(path: path, reason: (error as NSError).localizedDescription)
        }
        return .written
    }
}

/// A card image that could not be written, or a batch file that could not be read.
public struct CardFileError: Error, CustomStringConvertible {
    /// The file as the caller named it.
    public var path: String
    /// The system's reason.
    public var reason: String
    /// Whether reading (not writing) failed.
    public var reading: Bool

    /// An error for `path` with the system's `reason`.
    public init(path: String, reason: String, reading: Bool = false) {
        self.path = path
        self.reason = reason
        self.reading = reading
    }

    /// "cannot write cards/ana.png: …".
    public var description: String { "cannot \(reading ? "read" : "write") \(path): \(reason)" }
}

extension CardFileError: ClassifiedError {
    /// A card that could not be written.
    public var failureKind: FailureKind { .io }
}

import FolioCore

/// A snapshot that cannot be used, with every problem found in it (not only the first).
///
/// Its description has one diagnostic per line, ready to print to standard error; the command line
/// exits with status 65 (bad input data) after printing it.
public struct SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// All problems, in the order they were found.
    public var diagnostics: [Diagnostic]

    /// An error from its diagnostics.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The diagnostics, one per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

/// A snapshot file that could not be read at all (missing, unreadable); the command line exits
/// with status 74 (I/O error) for it.
public struct SnapshotFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the caller named it.
    public var file: String
    /// The operating system's reason.
    public var reason: String

    /// An error for `file` with the system's `reason`.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// "cannot read pet.json: …".
    public var description: String { "cannot read \(file): \(reason)" }
}

extension SnapshotError: ClassifiedError {
    /// A snapshot that is not valid is bad data.
    public var failureKind: FailureKind { .badData }
}

extension SnapshotFileError: ClassifiedError {
    /// A snapshot file or folder that cannot be read.
    public var failureKind: FailureKind { .io }
}

import FolioCore

/// A snapshot that cannot be used, with every problem found in it (not only the first).
///
/// Its description has one diagnostic per line, ready to print to standard error; the command line
/// exits with status 65 (bad input data) after printing it.
public struct SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first problems, in the order they were found (at most ``Diagnostic/reportLimit``).
    public var diagnostics: [Diagnostic]
    /// How many more problems were found but not kept.
    public var omitted: Int

    /// An error from its diagnostics and the count of those left out.
    public init(diagnostics: [Diagnostic], omitted: Int = 0) {
        self.diagnostics = diagnostics
        self.omitted = omitted
    }

    /// The diagnostics, one per line, and a last line counting the rest.
    public var description: String { Diagnostic.lines(diagnostics, omitted: omitted) }
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

import FolioCore

/// A bench that could not run: a process that did not start or exited as it should not, a bundled
/// file missing. I/O (exit 74).
public struct BenchError: Error, ClassifiedError, CustomStringConvertible {
    /// What went wrong, in a sentence.
    public var description: String
    /// A bench that could not run is an I/O failure.
    public var failureKind: FailureKind { .io }

    /// The error of `description`.
    init(_ description: String) { self.description = description }
}

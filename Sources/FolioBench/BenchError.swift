import FolioCore

/// A bench that could not run: a process that did not start or exited as it should not, a bundled
/// file missing. I/O (exit 74).
struct BenchError: Error, ClassifiedError, CustomStringConvertible {
    /// What went wrong, in a sentence.
    var description: String
    /// A bench that could not run is an I/O failure.
    var failureKind: FailureKind { .io }

    /// The error of `description`.
    init(_ description: String) { self.description = description }
}

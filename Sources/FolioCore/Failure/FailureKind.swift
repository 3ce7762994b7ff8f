import Foundation

/// What kind of failure an error is: the command line answers each kind with one exit code
/// (usage 2, bad data 65, I/O 74, internal 70), decided once, where the error is made, instead of
/// by every caller that catches it.
public enum FailureKind: Int, Sendable, Comparable, CaseIterable {
    /// The request itself is wrong: an option, an argument, a shard spec.
    case usage
    /// The input data is not valid: a snapshot, a template, a manifest, an action it cannot take.
    case badData
    /// A file or folder could not be read or written.
    case io
    /// Folio itself failed (a drawing library refused, a state that should not happen).
    case `internal`

    public static func < (a: FailureKind, b: FailureKind) -> Bool { a.rawValue < b.rawValue }

    /// The kind of `error`: its own when it says; a Foundation file error (Cocoa or POSIX domain)
    /// is I/O; anything else is internal.
    public static func of(_ error: any Error) -> FailureKind {
        if let classified = error as? any ClassifiedError { return classified.failureKind }
        let domain = (error as NSError).domain
        return domain == NSCocoaErrorDomain || domain == NSPOSIXErrorDomain ? .io : .internal
    }

    /// The most serious kind among `errors` (internal over I/O over bad data over usage), internal
    /// when there are none.
    public static func worst(of errors: [any Error]) -> FailureKind {
        errors.map(of).max() ?? .internal
    }
}

/// An error that says what kind of failure it is.
public protocol ClassifiedError: Error {
    /// The kind of failure, which decides the exit code.
    var failureKind: FailureKind { get }
}

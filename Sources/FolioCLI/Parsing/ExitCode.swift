import FolioCore

/// The exit codes of `folio`, as DESIGN.md promises them (sysexits where one fits).
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Everything worked.
    case ok = 0
    /// A check ran and found a problem (golden regression, lint finding).
    case checkFailed = 1
    /// The command line was wrong.
    case usage = 2
    /// A golden check compared nothing it found changed, but could not compare the pixels: the
    /// goldens were made with other font files or library versions. Neither a pass nor a regression.
    case notComparable = 3
    /// Input data was invalid (EX_DATAERR).
    case dataError = 65
    /// Folio itself failed (EX_SOFTWARE).
    case internalError = 70
    /// A file could not be read or written (EX_IOERR).
    case ioError = 74

    /// What the code means, in a few words: the table `--help` and the man page print.
    public var label: String {
        switch self {
        case .ok: "ok"
        case .checkFailed: "check failed"
        case .notComparable: "golden check could not compare pixels here (goldens made with other packages)"
        case .usage: "usage"
        case .dataError: "bad input data"
        case .internalError: "internal error"
        case .ioError: "I/O error"
        }
    }

    /// The exit code of a failure of `kind`: the one place kinds become codes.
    public init(_ kind: FailureKind) {
        switch kind {
        case .usage: self = .usage
        case .badData: self = .dataError
        case .io: self = .ioError
        case .internal: self = .internalError
        }
    }
}

/// A failure that ends a command with a message and an exit code.
public struct CLIError: Error, Equatable, CustomStringConvertible {
    public var code: ExitCode
    public var message: String

    public init(_ code: ExitCode, _ message: String) {
        self.code = code
        self.message = message
    }

    /// A usage error, answered with exit 2.
    public static func usage(_ message: String) -> CLIError { CLIError(.usage, message) }
    /// Invalid input data, answered with exit 65.
    public static func data(_ message: String) -> CLIError { CLIError(.dataError, message) }
    /// A file that could not be read or written, answered with exit 74.
    public static func io(_ message: String) -> CLIError { CLIError(.ioError, message) }

    public var description: String { message }
}

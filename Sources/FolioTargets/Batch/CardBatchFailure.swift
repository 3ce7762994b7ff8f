import FolioCore

/// A line of a batch that gave no card, and why.
public struct CardBatchFailure: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable {
        /// The line is not a valid snapshot (exit 65).
        case data
        /// Its card could not be drawn or written (exit 74).
        case io
    }

    /// The line's number in the file, from 1.
    public var line: Int
    /// Bad data or a failed write.
    public var kind: Kind
    /// One message per problem, each starting `file:LINE:`, with the JSON path where there is one.
    var messages: [String]

    /// The messages, one per line.
    public var description: String { messages.joined(separator: "\n") }
}

extension CardBatchFailure: ClassifiedError {
    /// A line that is not a snapshot is bad data; a card that could not be written is I/O.
    public var failureKind: FailureKind { kind == .data ? .badData : .io }
}

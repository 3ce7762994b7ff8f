/// A String Catalog Folio cannot use: its file and every problem found, each with its JSON path
/// and what was expected, one per line. Bad data (exit 65), or I/O (74) when the file cannot be read.
public struct StringCatalogError: Error, Sendable, CustomStringConvertible, ClassifiedError {
    /// The catalog's file.
    public var file: String
    /// Each problem: "$.strings[\"Done\"].localizations.de.stringUnit.value: expected a string, found a number".
    public var problems: [String]

    /// Bad data, unless a file that could not be read says I/O.
    public var failureKind: FailureKind

    public init(file: String, problems: [String], failureKind: FailureKind = .badData) {
        self.file = file
        self.problems = problems
        self.failureKind = failureKind
    }

    public var description: String { problems.map { "\(file): \($0)" }.joined(separator: "\n") }
}

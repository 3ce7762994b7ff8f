import FolioCore

/// One problem found in a snapshot file: the file, where in it, and what was expected and found.
///
/// Printed as `pet.json: $.goals[2].title: expected a title of 1…200 characters, found a string of
/// 10000 characters`, or for broken JSON `pet.json:3:14: invalid JSON: expected ',' or '}' in object`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Where in the file the problem is.
    public enum Location: Hashable, Sendable {
        /// A value at a JSON path.
        case path(JSONPath)
        /// A place in the text (1-based), for syntax errors.
        case text(line: Int, column: Int)
    }

    /// The file as the caller named it.
    public var file: String
    /// Where in the file.
    public var location: Location
    /// What is wrong, e.g. "expected an integer 0…100, found -5".
    public var message: String

    /// A problem with the value at `path`: what was `expected` and what was `found` instead.
    public init(file: String, path: JSONPath, expected: String, found: String) {
        self.file = file
        location = .path(path)
        message = "expected \(expected), found \(found)"
    }

    /// A JSON syntax error, with its line and column.
    public init(file: String, syntaxError: JSONSyntaxError) {
        self.file = file
        location = .text(line: syntaxError.line, column: syntaxError.column)
        message = "invalid JSON: \(syntaxError.message)"
    }

    /// The JSON path, when the problem is about a value.
    public var path: JSONPath? {
        if case .path(let path) = location { return path }
        return nil
    }

    /// How many problems of one file are kept and printed; the rest are counted.
    public static let reportLimit = 50

    /// `diagnostics` one per line, then "… and N more problems" when `omitted` is not zero.
    public static func lines(_ diagnostics: [Diagnostic], omitted: Int) -> String {
        let shown = diagnostics.map(\.description)
        guard omitted > 0, let file = diagnostics.first?.file else { return shown.joined(separator: "\n") }
        let more = "\(file): … and \(omitted) more problem\(omitted == 1 ? "" : "s") (only the first \(diagnostics.count) are listed)"
        return (shown + [more]).joined(separator: "\n")
    }

    /// One line: `file: $.path: message` or `file:line:column: message`.
    public var description: String {
        switch location {
        case .path(let path): "\(file): \(path): \(message)"
        case .text(let line, let column): "\(file):\(line):\(column): \(message)"
        }
    }
}

/// Collects the diagnostics of one file while it is read and checked, so every problem is reported
/// at once. Snapshot readers and other readers of JSON files (report templates) share it.
public final class DiagnosticSink {
    /// The file as the caller named it.
    public let file: String
    /// What was found so far.
    public private(set) var diagnostics: [Diagnostic] = []

    public init(file: String) {
        self.file = file
    }

    /// Records that the value at `path` is not what was `expected`.
    public func report(_ path: JSONPath, expected: String, found: String) {
        diagnostics.append(Diagnostic(file: file, path: path, expected: expected, found: found))
    }

    /// Reports every id that repeats an earlier one, at the path of the repeat.
    func requireUnique<ID: Hashable & CustomStringConvertible>(_ ids: [ID], noun: String, at path: (Int) -> JSONPath) {
        requireUnique(ids.enumerated().map { (index: $0.offset, value: $0.element) }, noun: noun, at: path)
    }

    /// Reports every id that repeats an earlier one, given with the index of its element.
    func requireUnique<ID: Hashable & CustomStringConvertible>(_ ids: [(index: Int, value: ID)], noun: String, at path: (Int) -> JSONPath) {
        var first: [ID: Int] = [:]
        for (index, id) in ids {
            if let earlier = first[id] {
                report(path(index), expected: "a unique \(noun)", found: "\(Self.quoted(id)) again (first at \(path(earlier)))")
            } else {
                first[id] = index
            }
        }
    }

    /// Reports every id that is not among `known`.
    func requireKnown<ID: Hashable & CustomStringConvertible>(_ id: ID, in known: Set<ID>, noun: String, at path: JSONPath) {
        guard !known.contains(id) else { return }
        report(path, expected: "the id of \(noun)", found: "\(Self.quoted(id)), which is not one")
    }

    private static func quoted(_ id: some CustomStringConvertible) -> String {
        id is String ? "\"\(id)\"" : id.description
    }
}

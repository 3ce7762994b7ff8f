/// Collects the diagnostics of one file while it is read and checked, so every problem is reported
/// at once. Snapshot readers and other readers of JSON files (report templates) share it.
///
/// Every problem is counted, but only the first ``Diagnostic/reportLimit`` are kept: a file of a
/// million bad members is reported in bounded memory, as the first ones and a count of the rest.
public final class DiagnosticSink {
    /// The file as the caller named it.
    public let file: String
    /// The first problems found so far (at most ``Diagnostic/reportLimit``).
    public private(set) var diagnostics: [Diagnostic] = []
    /// How many problems were found beyond those kept.
    public private(set) var omitted = 0

    public init(file: String) {
        self.file = file
    }

    /// Records that the value at `path` is not what was `expected`.
    public func report(_ path: JSONPath, expected: @autoclosure () -> String, found: @autoclosure () -> String) {
        guard diagnostics.count < Diagnostic.reportLimit else { omitted += 1; return }
        diagnostics.append(Diagnostic(file: file, path: path, expected: expected(), found: found()))
    }

    /// Counts `count` problems that are not kept (found past the limit).
    func omit(_ count: Int) {
        omitted += max(0, count)
    }

    /// The problems as an error (kept ones and the count of the rest).
    public var error: SnapshotError { SnapshotError(diagnostics: diagnostics, omitted: omitted) }

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

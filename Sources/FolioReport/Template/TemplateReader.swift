import FolioApps
import FolioCore
import FolioDomain

/// Reads the members of a template's JSON, collecting every problem with its path instead of
/// stopping at the first.
final class TemplateReader {
    private let sink: DiagnosticSink

    init(file: String) {
        sink = DiagnosticSink(file: file)
    }

    /// The template file as the caller named it.
    var file: String { sink.file }

    /// The first problems found so far.
    var diagnostics: [Diagnostic] { sink.diagnostics }
    /// How many problems were found beyond those kept.
    var omitted: Int { sink.omitted }

    /// Records that the value at `path` is not what was expected.
    func report(_ path: JSONPath, expected: String, found: String) {
        sink.report(path, expected: expected, found: found)
    }

    /// The members of the object at `path`, after checking that it is one and that it has no
    /// member outside `known`.
    func object(_ value: JSONValue?, at path: JSONPath, known: [String]) -> [String: JSONValue]? {
        guard let value else { return nil }
        guard case .object(let members) = value else {
            report(path, expected: "an object", found: value.typeName)
            return nil
        }
        for key in members.keys.sorted() where !known.contains(key) {
            report(path[key], expected: "one of the members \(known.joined(separator: ", "))", found: "\"\(key)\"")
        }
        return members
    }

    /// The string at `path`; reports it when missing (unless optional), of another type, or holding
    /// a noncharacter (which the PDF's text cannot carry).
    func string(_ value: JSONValue?, at path: JSONPath, required: Bool = false) -> String? {
        guard let text = typed(value, at: path, required: required, expected: "a string", { if case .string(let s) = $0 { s } else { nil } })
        else { return nil }
        if let odd = text.unicodeScalars.first(where: \.isNoncharacter) {
            report(path, expected: "text without noncharacters", found: "U+\(String(odd.value, radix: 16, uppercase: true)) in it")
            return nil
        }
        return text
    }

    /// The elements of the array at `path`; reports it when missing (unless optional) or not an array.
    func array(_ value: JSONValue?, at path: JSONPath, required: Bool = false) -> [JSONValue]? {
        typed(value, at: path, required: required, expected: "an array") { if case .array(let a) = $0 { a } else { nil } }
    }

    private func typed<T>(_ value: JSONValue?, at path: JSONPath, required: Bool, expected: String,
                          _ extract: (JSONValue) -> T?) -> T? {
        guard let value else {
            if required { report(path, expected: expected, found: "nothing") }
            return nil
        }
        guard let typed = extract(value) else {
            report(path, expected: expected, found: value.typeName)
            return nil
        }
        return typed
    }

    /// The number at `path` if it lies in `range`; reports it otherwise.
    func number(_ value: JSONValue?, at path: JSONPath, in range: ClosedRange<Double>, meaning: String) -> Double? {
        guard let value else { return nil }
        guard case .number(let n) = value, range.contains(n) else {
            let found = if case .number(let n) = value { JSONValue.format(n) } else { value.typeName }
            report(path, expected: "\(meaning) of \(JSONValue.format(range.lowerBound))…\(JSONValue.format(range.upperBound)) pt",
                   found: found)
            return nil
        }
        return n
    }

    /// One of a fixed set of names at `path`.
    func choice<T: RawRepresentable & CaseIterable>(_ value: JSONValue?, at path: JSONPath, as type: T.Type,
                                                    required: Bool = false) -> T? where T.RawValue == String {
        guard let raw = string(value, at: path, required: required) else { return nil }
        guard let choice = T(rawValue: raw) else {
            report(path, expected: "one of \(T.allCases.map(\.rawValue).joined(separator: ", "))", found: "\"\(raw)\"")
            return nil
        }
        return choice
    }
}

import FolioCore

/// One value of a snapshot being read, with its JSON path; or, when recording, the place in a JSON
/// Schema where that value is described.
///
/// Readers of a format are written once against this type (`o["title"].text(.title)`): in decoding
/// mode they return values and report every mismatch with its path; in recording mode they return
/// nil and leave behind the format's JSON Schema.
struct JSONNode {
    /// What reading does.
    enum Mode {
        /// Read values, reporting problems to the sink.
        case decoding(DiagnosticSink)
        /// Describe values into the recorder.
        case recording(SchemaRecorder)
    }

    /// Where the value sits.
    let path: JSONPath
    /// The value; nil when missing (and always when recording).
    let value: JSONValue?
    /// Decoding or recording.
    let mode: Mode

    /// Where problems go; nil when recording.
    var sink: DiagnosticSink? {
        if case .decoding(let sink) = mode { return sink }
        return nil
    }

    /// The outcome of converting a present JSON value.
    enum Conversion<T> {
        /// The value converted.
        case value(T)
        /// The value does not fit; `found` overrides the default description of it.
        case mismatch(found: String? = nil)
    }

    /// Reads a leaf: records `schema` when recording, else converts the value and reports a missing
    /// or mismatched one as "expected `expected`, found …". Both are only built when needed: a
    /// snapshot's every value would otherwise build its schema and its message to read it.
    func leaf<T>(expected: @autoclosure () -> String, schema: @autoclosure () -> [String: JSONValue],
                 _ convert: (JSONValue) -> Conversion<T>) -> T? {
        switch mode {
        case .recording(let recorder):
            recorder.keywords = schema()
            return nil
        case .decoding(let sink):
            guard let value else {
                sink.report(path, expected: expected(), found: JSONNode.missing)
                return nil
            }
            switch convert(value) {
            case .value(let result):
                return result
            case .mismatch(let found):
                sink.report(path, expected: expected(), found: found ?? JSONNode.describe(value))
                return nil
            }
        }
    }

    /// How a missing member is described.
    static let missing = "nothing (the member is missing)"

    /// A short description of a JSON value for messages: the value itself when short, else its kind.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): s.utf8.count > 160 || s.count > 40 ? "a string of \(s.count) characters" : JSONValue.string(s).serialized()
        case .number(let n) where n != n.rounded() && value.serialized() == JSONValue.number(n.rounded()).serialized():
            "\(n), a number with a fraction"
        case .number, .bool, .null: value.serialized()
        case .array(let items): "an array of \(items.count) elements"
        case .object: "an object"
        }
    }
}

import FolioCore
import Foundation

/// How a snapshot type reads its root object. The same `read` both decodes a file and, in
/// recording mode, produces the format's JSON Schema.
protocol SnapshotFormat: AppSnapshot {
    /// Reads every member of the root object but "schema", checks the rules between them, and
    /// returns the snapshot when everything could be read.
    static func read(_ root: ObjectNode) -> Self?
}

/// Decoding and schema recording shared by every snapshot format.
enum SnapshotCodec {
    /// The largest snapshot accepted, in bytes of UTF-8.
    static let maxBytes = 16 * 1024 * 1024

    /// Parses `text` and reads it as `S`, collecting every problem.
    static func decode<S: SnapshotFormat>(_ text: String, file: String, as type: S.Type) throws(SnapshotError) -> S {
        let sink = DiagnosticSink(file: file)
        guard text.utf8.count <= maxBytes else {
            sink.report(.root, expected: "a snapshot of at most \(maxBytes / 1024 / 1024) MB", found: "\(text.utf8.count) bytes")
            throw sink.error
        }
        let json: JSONValue
        do {
            json = try JSONValue(parsing: text)
        } catch let error as JSONSyntaxError {
            throw SnapshotError(diagnostics: [Diagnostic(file: file, syntaxError: error)])
        } catch {
            throw SnapshotError(diagnostics: [Diagnostic(file: file, path: .root, expected: "JSON", found: "\(error)")])
        }
        if case .string(let other)? = json["schema"], other != S.schemaID {
            // Another format (or version) altogether: its members would only add noise.
            sink.report(JSONPath.root["schema"], expected: "\"\(S.schemaID)\"", found: "\"\(other)\"")
            throw sink.error
        }
        let snapshot = JSONNode(path: .root, value: json, mode: .decoding(sink)).object { root in
            let schema = root["schema"].constant(S.schemaID)
            let snapshot = S.read(root)
            return schema == nil ? nil : snapshot
        }
        guard let snapshot, sink.diagnostics.isEmpty else { throw sink.error }
        return snapshot
    }

    /// The JSON Schema of `S`, recorded from its reader.
    static func schema<S: SnapshotFormat>(of type: S.Type) -> JSONValue {
        let recorder = SchemaRecorder()
        _ = JSONNode(path: .root, value: nil, mode: .recording(recorder)).object { root in
            _ = root["schema"].constant(S.schemaID)
            return S.read(root)
        }
        guard case .object(var schema) = recorder.schema else { return recorder.schema }
        schema["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
        schema["$id"] = .string("https://folio.invalid/schemas/\(S.schemaID.replacingOccurrences(of: "/", with: "-")).json")
        schema["title"] = .string("\(S.title) snapshot (\(S.schemaID))")
        return .object(schema)
    }
}

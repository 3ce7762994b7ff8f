import FolioApps
import FolioCore
import FolioDomain

/// The demo app's snapshot: one note.
struct DemoSnapshot: AppSnapshot {
    static let appID = "demo"
    static let schemaID = "folio.demo/1"
    static let title = "Demo Notes"
    static var jsonSchema: JSONValue {
        .object(["type": .string("object"), "required": .array([.string("schema"), .string("note")]),
                 "properties": .object(["schema": .object(["const": .string(schemaID)]), "note": .object(["type": .string("string")])])])
    }

    var note: String
    var done = false

    static func decode(_ text: String, file: String) throws(SnapshotError) -> DemoSnapshot {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: text)
        } catch {
            throw SnapshotError(diagnostics: [Diagnostic(file: file, path: .root, expected: "JSON", found: "\(error)")])
        }
        guard case .string(let note)? = value["note"] else {
            throw SnapshotError(diagnostics: [Diagnostic(file: file, path: .root["note"], expected: "a string", found: "nothing")])
        }
        return DemoSnapshot(note: note)
    }
}

import FolioCore

/// Records what a snapshot reader asks for, instead of reading a value, so that the JSON Schema of
/// a format is produced by the very code that decodes it and can never drift from it.
final class SchemaRecorder {
    /// The keywords of a leaf ("type", "minimum", "enum", ...).
    var keywords: [String: JSONValue] = [:]
    /// The members of an object, in the order they were asked for.
    private var properties: [(name: String, schema: SchemaRecorder)] = []
    /// The members that must be present.
    private var required: [String] = []
    /// The schema of an array's elements.
    var items: SchemaRecorder?

    /// A recorder for the member `name` of the object being recorded.
    func member(_ name: String, required isRequired: Bool) -> SchemaRecorder {
        let child = SchemaRecorder()
        properties.append((name, child))
        if isRequired { required.append(name) }
        return child
    }

    /// The JSON Schema (draft 2020-12) fragment recorded so far.
    var schema: JSONValue {
        var out = keywords
        if !properties.isEmpty || keywords["type"] == .string("object") {
            out["properties"] = .object(Dictionary(properties.map { ($0.name, $0.schema.schema) }, uniquingKeysWith: { a, _ in a }))
            out["required"] = .array(required.map(JSONValue.string))
            out["additionalProperties"] = .bool(false)
        }
        if let items { out["items"] = items.schema }
        return .object(out)
    }
}

import FolioCore
import FolioDomain
import FolioTargets

extension CardBatch {
    /// The JSON Schema of one line of a card batch of `format`: the snapshot's own schema with the
    /// optional "id" member that names the card (what `folio schema APP --batch` prints).
    public static func lineSchema(of format: any AppSnapshot.Type) -> JSONValue {
        guard case .object(var schema) = format.jsonSchema, case .object(var properties)? = schema["properties"] else { return format.jsonSchema }
        properties["id"] = .object([
            "type": .string("string"),
            "pattern": .string("^[A-Za-z0-9_-][A-Za-z0-9._-]{0,\(BatchLine<Void>.maxIDLength - 1)}$"),
            "description": .string("The card's file name without \".png\" (line-N.png without it)."),
        ])
        schema["properties"] = .object(properties)
        if case .string(let id)? = schema["$id"] { schema["$id"] = .string(id.replacingOccurrences(of: ".json", with: "-batch-line.json")) }
        if case .string(let title)? = schema["title"] { schema["title"] = .string(title + ", one line of a card batch") }
        return .object(schema)
    }
}

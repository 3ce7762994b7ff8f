import FolioCore
import Foundation

/// A small JSON Schema (draft 2020-12) checker for the keywords Folio's recorded schemas use:
/// type, const, enum, required, properties with additionalProperties false, items, minItems,
/// maxItems, uniqueItems, oneOf, minimum, maximum, minLength, maxLength (in code points, as the
/// specification counts) and pattern. Tests use it to hold a schema against the validator.
public enum SchemaChecker {
    /// Every problem of `value` against `schema`, each as "$.path: what".
    public static func problems(of value: JSONValue, against schema: JSONValue) -> [String] {
        var problems: [String] = []
        check(value, against: schema, at: "$", problems: &problems)
        return problems
    }

    private static func check(_ value: JSONValue, against schema: JSONValue, at path: String, problems: inout [String]) {
        func fail(_ message: String) { problems.append("\(path): \(message)") }
        if let constant = schema["const"], constant != value { fail("not \(constant.serialized())") }
        if case .array(let options)? = schema["enum"], !options.contains(value) { fail("\(value.serialized()) not in enum") }
        if case .array(let options)? = schema["oneOf"], options.filter({ SchemaChecker.problems(of: value, against: $0).isEmpty }).count != 1 {
            fail("\(value.serialized()) matches not exactly one of oneOf")
        }
        switch (schema["type"], value) {
        case (nil, _), (.string("string")?, .string), (.string("boolean")?, .bool), (.string("array")?, .array),
             (.string("object")?, .object), (.string("number")?, .number): break
        case (.string("integer")?, .number(let n)) where n == n.rounded(): break
        default: fail("expected \(schema["type"]?.serialized() ?? "?"), found \(value.typeName)")
        }
        if case .number(let n) = value {
            if case .number(let min)? = schema["minimum"], n < min { fail("below minimum") }
            if case .number(let max)? = schema["maximum"], n > max { fail("above maximum") }
        }
        if case .string(let s) = value {
            let length = Double(s.unicodeScalars.count)
            if case .number(let max)? = schema["maxLength"], length > max { fail("longer than maxLength") }
            if case .number(let min)? = schema["minLength"], length < min { fail("shorter than minLength") }
            if case .string(let pattern)? = schema["pattern"] { checkPattern(pattern, s, fail) }
        }
        if case .array(let items) = value {
            if case .number(let max)? = schema["maxItems"], Double(items.count) > max { fail("more than maxItems") }
            if case .number(let min)? = schema["minItems"], Double(items.count) < min { fail("fewer than minItems") }
            if schema["uniqueItems"] == .bool(true), Set(items).count != items.count { fail("items not unique") }
            if let itemSchema = schema["items"] {
                for (i, item) in items.enumerated() { check(item, against: itemSchema, at: "\(path)[\(i)]", problems: &problems) }
            }
        }
        if case .object(let members) = value {
            if case .array(let required)? = schema["required"] {
                for case .string(let name) in required where members[name] == nil { fail("missing required \(name)") }
            }
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                if let memberSchema = schema["properties"]?[name] {
                    check(member, against: memberSchema, at: "\(path).\(name)", problems: &problems)
                } else if schema["additionalProperties"] == .bool(false) {
                    fail("member \(name) not in the schema")
                }
            }
        }
    }

    /// ECMA-262 patterns as ICU reads them (the subset the schemas use: classes, \uXXXX, \d, \S,
    /// anchors and a lookahead), searched anywhere in the string as JSON Schema says.
    private static func checkPattern(_ pattern: String, _ s: String, _ fail: (String) -> Void) {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return fail("pattern \(pattern) does not compile") }
        let range = NSRange(s.startIndex..., in: s)
        if regex.firstMatch(in: s, range: range) == nil { fail("does not match \(pattern)") }
    }
}

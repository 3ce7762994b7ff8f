import FolioCore
import FolioDomain

/// One line of a batch, read: what it holds (a card's snapshot, a person's snapshots by app) and
/// the name of its file. A line is a JSON object, optionally with a top-level "id" member (taken
/// off before the rest is read) that names the file `ID.png` or `ID.pdf`; without one the file is
/// `line-N`.
package struct BatchLine<Value> {
    /// The file's name, without its extension.
    var name: String
    /// What the line holds.
    var value: Value

    /// The longest id accepted.
    package static var maxIDLength: Int { 100 }

    /// Reads line `number` of the batch file `file`: `decode` reads the line's text without its id,
    /// its diagnostics naming the file as it is given (`file:LINE`).
    /// - Throws: `BatchLineError` with every problem, each as `file:LINE: $.path: message`.
    init(_ text: String, number: Int, file: String, decode: (_ text: String, _ file: String) throws(SnapshotError) -> Value) throws(BatchLineError) {
        let place = "\(file):\(number)"
        let json: JSONValue
        do {
            json = try JSONValue(parsing: text)
        } catch let error as JSONSyntaxError {
            throw BatchLineError(line: number, messages: ["\(place):\(error.column): invalid JSON: \(error.message)"])
        } catch {
            throw BatchLineError(line: number, messages: ["\(place): invalid JSON: \(error)"])
        }
        var snapshotText = text
        var name = "line-\(number)"
        var problems: [String] = []
        if case .object(var members) = json, let id = members.removeValue(forKey: "id") {
            if case .string(let value) = id, Self.isValidID(value) {
                name = value
            } else {
                problems.append("\(place): $.id: expected an id of 1…\(Self.maxIDLength) letters, digits, '.', '_' or '-' "
                                + "(not starting with '.'), found \(Self.describe(id))")
            }
            snapshotText = JSONValue.object(members).serialized()
        }
        do {
            value = try decode(snapshotText, place)
        } catch {
            throw BatchLineError(line: number, messages: problems + error.description.split(separator: "\n").map(String.init))
        }
        guard problems.isEmpty else { throw BatchLineError(line: number, messages: problems) }
        self.name = name
    }

    /// Whether `id` can name a file on every system: ASCII letters, digits, '.', '_' and '-', not
    /// starting with a dot.
    static func isValidID(_ id: String) -> Bool {
        guard (1...maxIDLength).contains(id.utf8.count), !id.hasPrefix(".") else { return false }
        return id.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2E || b == 0x5F || b == 0x2D
        }
    }

    private static func describe(_ value: JSONValue) -> String {
        if case .string(let s) = value {
            return s.isEmpty ? "an empty string" : "\"\(String(s.unicodeScalars.prefix(40)).escapedForMessage)\(s.unicodeScalars.count > 40 ? "…" : "")\""
        }
        return value.typeName
    }
}

/// A line of a batch that is not a valid snapshot, with every problem found in it.
struct BatchLineError: Error {
    /// The line's number, from 1.
    var line: Int
    /// One message per problem, each starting `file:LINE:`.
    var messages: [String]
}

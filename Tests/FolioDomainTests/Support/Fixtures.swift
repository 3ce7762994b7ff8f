import FolioCore
@testable import FolioDomain
import Foundation
import XCTest

/// The bundled default snapshots and helpers to break them in one place for a test.
enum Fixtures {
    /// Templates/snapshots of this package, found from this file's path.
    static let snapshotsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates/snapshots")

    /// The text of a default snapshot ("pet.json").
    static func text(_ name: String) throws -> String {
        try String(contentsOf: snapshotsDirectory.appendingPathComponent(name), encoding: .utf8)
    }

    /// A default snapshot as a JSON tree.
    static func json(_ name: String) throws -> JSONValue {
        try JSONValue(parsing: text(name))
    }

    /// The default Self-Care Pet snapshot.
    static func pet() throws -> PetSnapshot {
        try PetSnapshot.decode(text("pet.json"), file: "pet.json")
    }

    /// The default Water snapshot.
    static func water() throws -> WaterSnapshot {
        try WaterSnapshot.decode(text("water.json"), file: "water.json")
    }

    /// The diagnostics of decoding `text` as `S` (empty when it decodes).
    static func diagnostics<S: AppSnapshot>(_ text: String, as type: S.Type, file: String) -> [Diagnostic] {
        do {
            _ = try S.decode(text, file: file)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// The diagnostics of the default snapshot `name` after setting (or, with nil, removing) the
    /// value at each path.
    static func diagnostics<S: AppSnapshot>(of type: S.Type, editing edits: [(JSONPath, JSONValue?)]) throws -> [Diagnostic] {
        let name = S.defaultFileName
        var json = try Fixtures.json(name)
        for (path, value) in edits { json = json.setting(path.components[...], to: value) }
        return diagnostics(json.serialized(pretty: true), as: type, file: name)
    }
}

extension JSONValue {
    /// This tree with the value at `path` replaced (or removed when `value` is nil).
    func setting(_ path: ArraySlice<JSONPath.Component>, to value: JSONValue?) -> JSONValue {
        guard let first = path.first else { return value ?? .null }
        switch (self, first) {
        case (.object(var members), .key(let key)):
            let rest = path.dropFirst()
            if rest.isEmpty { members[key] = value } else { members[key] = (members[key] ?? .null).setting(rest, to: value) }
            return .object(members)
        case (.array(var items), .index(let i)) where items.indices.contains(i):
            if path.count == 1, value == nil { items.remove(at: i) } else { items[i] = items[i].setting(path.dropFirst(), to: value) }
            return .array(items)
        default:
            XCTFail("no value at \(JSONPath(components: Array(path)))")
            return self
        }
    }
}

/// Asserts that exactly one diagnostic was reported, at `path`, and that its message mentions
/// each of `phrases`.
func assertSingleDiagnostic(_ diagnostics: [Diagnostic], at path: String, mentioning phrases: [String] = [],
                            file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(diagnostics.count, 1, "diagnostics: \(diagnostics.map(\.description))", file: file, line: line)
    guard let diagnostic = diagnostics.first else { return }
    XCTAssertEqual(diagnostic.path?.description, path, diagnostic.description, file: file, line: line)
    for phrase in phrases {
        XCTAssertTrue(diagnostic.description.contains(phrase), "\"\(diagnostic)\" does not mention \"\(phrase)\"", file: file, line: line)
    }
}

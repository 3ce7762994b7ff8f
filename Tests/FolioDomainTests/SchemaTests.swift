import FolioApps
import FolioCore
@testable import FolioDomain
import XCTest

/// The JSON Schemas are recorded from the readers themselves; these tests check that what they
/// say matches the bundled data and the readers' behaviour.
final class SchemaTests: XCTestCase {
    func testTheDefaultSnapshotsConformToTheirSchemas() throws {
        for format in SnapshotRegistry.formats {
            let json = try Fixtures.json(format.defaultFileName)
            var problems: [String] = []
            Self.check(json, against: format.jsonSchema, at: .root, problems: &problems)
            XCTAssertEqual(problems, [], format.appID)
        }
    }

    func testTheSchemaDescribesRequiredMembersAndLimits() throws {
        let schema = PetSnapshot.jsonSchema
        XCTAssertEqual(schema["$schema"], .string("https://json-schema.org/draft/2020-12/schema"))
        XCTAssertEqual(schema["properties"]?["schema"], .object(["const": .string("folio.pet/1")]))
        let required = Self.strings(schema["required"])
        for member in ["schema", "date", "time", "timeZone", "person", "companion", "goals", "checkIns", "history", "adventure", "friends", "streak"] {
            XCTAssertTrue(required.contains(member), member)
        }
        let title = schema["properties"]?["goals"]?["items"]?["properties"]?["title"]
        XCTAssertEqual(title?["maxLength"], .number(200))
        let mood = schema["properties"]?["checkIns"]?["items"]?["properties"]?["mood"]
        XCTAssertEqual(mood?["enum"], .array(Mood.allCases.map { .string($0.rawValue) }))
        let friend = schema["properties"]?["friends"]?["items"]
        XCTAssertFalse(Self.strings(friend?["required"]).contains("sharedGoal"), "optional members are not required")
        XCTAssertEqual(WaterSnapshot.jsonSchema["properties"]?["drinks"]?["items"]?["properties"]?["volumeMl"]?["minimum"], .number(1))
    }

    func testEveryRequiredMemberIsReallyRequiredByTheReader() throws {
        for format in SnapshotRegistry.formats {
            let required = Self.strings(format.jsonSchema["required"])
            for member in required {
                let d = try Fixtures.diagnostics(of: format, editing: [(JSONPath.root[member], nil)])
                XCTAssertEqual(d.first?.path, JSONPath.root[member], "\(format.appID): \(member)")
            }
        }
    }

    func testTheRegistryFindsEachAppByID() throws {
        XCTAssertEqual(SnapshotRegistry.appIDs, AppCatalog.apps.map(\.id.rawValue))
        XCTAssertNil(SnapshotRegistry.format(for: "folio"))
        XCTAssertEqual(SnapshotRegistry.format(schema: "folio.water/1")?.appID, "water")
        let format = try XCTUnwrap(SnapshotRegistry.format(for: "water"))
        let snapshot = try format.load(contentsOf: Fixtures.snapshotsDirectory.appendingPathComponent("water.json"))
        XCTAssertEqual((snapshot as? WaterSnapshot)?.goalMl, 2000)
        XCTAssertThrowsError(try format.load(contentsOf: Fixtures.snapshotsDirectory.appendingPathComponent("nope.json"))) {
            XCTAssertTrue($0 is SnapshotFileError)
        }
    }

    func testDefaultSnapshotsLoadWithoutDiagnostics() throws {
        for format in SnapshotRegistry.formats {
            XCTAssertEqual(Fixtures.diagnostics(try Fixtures.text(format.defaultFileName), as: format, file: format.defaultFileName), [])
        }
    }

    private static func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { if case .string(let s) = $0 { s } else { nil } }
    }

    /// A small checker of the keywords the recorder writes: type, const, enum, required,
    /// properties with additionalProperties false, items, min/max and maxLength/maxItems.
    private static func check(_ value: JSONValue, against schema: JSONValue, at path: JSONPath, problems: inout [String]) {
        func fail(_ message: String) { problems.append("\(path): \(message)") }
        if let constant = schema["const"], constant != value { fail("not \(constant.serialized())") }
        if case .array(let options)? = schema["enum"], !options.contains(value) { fail("\(value.serialized()) not in enum") }
        switch (schema["type"], value) {
        case (nil, _), (.string("string")?, .string), (.string("boolean")?, .bool), (.string("array")?, .array), (.string("object")?, .object): break
        case (.string("integer")?, .number(let n)) where n == n.rounded(): break
        default: fail("expected \(schema["type"]?.serialized() ?? "?"), found \(value.typeName)")
        }
        if case .number(let n) = value {
            if case .number(let min)? = schema["minimum"], n < min { fail("below minimum") }
            if case .number(let max)? = schema["maximum"], n > max { fail("above maximum") }
        }
        if case .string(let s) = value, case .number(let max)? = schema["maxLength"], Double(s.unicodeScalars.count) > max { fail("too long") }
        if case .array(let items) = value, let itemSchema = schema["items"] {
            if case .number(let max)? = schema["maxItems"], Double(items.count) > max { fail("too many items") }
            for (i, item) in items.enumerated() { check(item, against: itemSchema, at: path[i], problems: &problems) }
        }
        if case .object(let members) = value {
            for name in strings(schema["required"]) where members[name] == nil { fail("missing required \(name)") }
            for (name, member) in members {
                if let memberSchema = schema["properties"]?[name] {
                    check(member, against: memberSchema, at: path[name], problems: &problems)
                } else if schema["additionalProperties"] == .bool(false) {
                    fail("member \(name) not in the schema")
                }
            }
        }
    }
}

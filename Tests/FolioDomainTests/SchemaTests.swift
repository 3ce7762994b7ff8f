import FolioCore
@testable import FolioDomain
import FolioTestSupport
import XCTest

/// The JSON Schemas are recorded from the readers themselves; these tests check that what they
/// say matches the bundled data and the readers' behaviour.
final class SchemaTests: XCTestCase {
    /// The four apps' snapshot formats.
    private static let formats: [any AppSnapshot.Type] = [PetSnapshot.self, WaterSnapshot.self, RecipeSnapshot.self, BudgetSnapshot.self]

    func testTheDefaultSnapshotsConformToTheirSchemas() throws {
        for format in Self.formats {
            let json = try Fixtures.json(format.defaultFileName)
            XCTAssertEqual(SchemaChecker.problems(of: json, against: format.jsonSchema), [], format.appID)
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
        XCTAssertEqual(title?["maxLength"], .number(800), "code points, four to a character")
        let mood = schema["properties"]?["checkIns"]?["items"]?["properties"]?["mood"]
        XCTAssertEqual(mood?["enum"], .array(Mood.allCases.map { .string($0.rawValue) }))
        let friend = schema["properties"]?["friends"]?["items"]
        XCTAssertFalse(Self.strings(friend?["required"]).contains("sharedGoal"), "optional members are not required")
        XCTAssertEqual(WaterSnapshot.jsonSchema["properties"]?["drinks"]?["items"]?["properties"]?["volumeMl"]?["minimum"], .number(1))
    }

    func testEveryRequiredMemberIsReallyRequiredByTheReader() throws {
        for format in Self.formats {
            let required = Self.strings(format.jsonSchema["required"])
            for member in required {
                let d = try Fixtures.diagnostics(of: format, editing: [(JSONPath.root[member], nil)])
                XCTAssertEqual(d.first?.path, JSONPath.root[member], "\(format.appID): \(member)")
            }
        }
    }

    func testDefaultSnapshotsLoadWithoutDiagnostics() throws {
        for format in Self.formats {
            XCTAssertEqual(Fixtures.diagnostics(try Fixtures.text(format.defaultFileName), as: format, file: format.defaultFileName), [])
        }
    }

    private static func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { if case .string(let s) = $0 { s } else { nil } }
    }
}

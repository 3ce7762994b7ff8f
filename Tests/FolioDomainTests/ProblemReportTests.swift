import FolioCore
@testable import FolioDomain
import XCTest

/// Every problem is counted, but a report lists only the first fifty and a count of the rest, in
/// bounded memory (1 M unknown members printed a million lines, 177 MB).
final class ProblemReportTests: XCTestCase {
    func testAFloodOfUnknownMembersIsReportedAsTheFirstFiftyAndACount() throws {
        guard case .object(var root) = try Fixtures.json("pet.json") else { return XCTFail("pet.json is not an object") }
        let count = 200_000
        for i in 0..<count { root["unknown\(i)"] = .number(0) }
        do {
            _ = try PetSnapshot.decode(JSONValue.object(root).serialized(), file: "pet.json")
            XCTFail("a snapshot with unknown members was accepted")
        } catch {
            XCTAssertEqual(error.diagnostics.count, Diagnostic.reportLimit)
            XCTAssertEqual(error.omitted, count - Diagnostic.reportLimit)
            let lines = error.description.split(separator: "\n")
            XCTAssertEqual(lines.count, Diagnostic.reportLimit + 1)
            XCTAssertEqual(lines.first, "pet.json: $.unknown0: expected one of the members " + lines[0].split(separator: "members ")[1])
            XCTAssertEqual(lines.last, "pet.json: … and 199950 more problems (only the first 50 are listed)")
        }
    }

    func testAFewProblemsAreAllListedWithoutACount() throws {
        let d = try Fixtures.diagnostics(of: PetSnapshot.self, editing: [(JSONPath.root["extra"], .number(1))])
        XCTAssertEqual(d.count, 1)
        XCTAssertEqual(SnapshotError(diagnostics: d).description, d[0].description)
    }
}

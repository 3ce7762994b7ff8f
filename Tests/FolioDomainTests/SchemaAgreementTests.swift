import FolioCore
@testable import FolioDomain
import FolioTestSupport
import XCTest

/// The schema and the reader agree both ways on what they were seen to disagree on: a number
/// written with a fraction the nearest Double loses, zero-padded and signed amount strings.
final class SchemaAgreementTests: XCTestCase {
    func testANumberWrittenWithATinyFractionIsNotAnInteger() throws {
        let text = try Fixtures.text("water.json")
        let goal = try XCTUnwrap(text.range(of: #""goalMl": \d+"#, options: .regularExpression))
        for written in ["2000.00000000000000000001", "1999.99999999999999999999", "2e-30", "20000000000000000001e-16"] {
            let edited = text.replacingCharacters(in: goal, with: "\"goalMl\": \(written)")
            let d = Fixtures.diagnostics(edited, as: WaterSnapshot.self, file: "water.json")
            assertSingleDiagnostic(d, at: "$.goalMl", mentioning: ["a number with a fraction"])
            XCTAssertFalse(SchemaChecker.problems(of: try JSONValue(parsing: edited), against: WaterSnapshot.jsonSchema).isEmpty, written)
        }
        XCTAssertEqual(try JSONValue(parsing: "2000.000"), .number(2000), "a zero fraction is still a whole number")
        XCTAssertEqual(try JSONValue(parsing: "2e3"), .number(2000))
    }

    func testAmountStringsTheSchemaRefusesTheReaderRefusesToo() throws {
        let budget = JSONPath.root["envelopes"][0]["budget"], spend = JSONPath.root["spends"][0]["amount"]
        for (path, text) in [(budget, "-0.00"), (budget, "-0"), (spend, "00000000000000000038.20"), (spend, "+38.20")] {
            let d = try Fixtures.diagnostics(of: BudgetSnapshot.self, editing: [(path, .string(text))])
            XCTAssertEqual(d.count, 1, "\(text): \(d)")
            XCTAssertEqual(d.first?.path, path, text)
            let edited = try Fixtures.json("budget.json").setting(path.components[...], to: .string(text))
            XCTAssertFalse(SchemaChecker.problems(of: edited, against: BudgetSnapshot.jsonSchema).isEmpty, "the schema refuses \(text)")
        }
        let padded = try Fixtures.diagnostics(of: BudgetSnapshot.self, editing: [(spend, .string("0038.20"))])
        XCTAssertEqual(padded, [], "a few leading zeros are within the pattern, so the reader takes them")
    }
}

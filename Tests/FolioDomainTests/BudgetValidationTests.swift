import FolioCore
@testable import FolioDomain
import XCTest

/// One test per kind of bad Budget Envelopes input, each with its JSON path, and all problems of a
/// file reported at once.
final class BudgetValidationTests: XCTestCase {
    private func diagnostics(_ edits: [(JSONPath, JSONValue?)]) throws -> [Diagnostic] {
        try Fixtures.diagnostics(of: BudgetSnapshot.self, editing: edits)
    }

    private let envelopes = JSONPath.root["envelopes"]
    private let spends = JSONPath.root["spends"]

    func testTheDefaultSnapshotIsValid() throws {
        XCTAssertEqual(try diagnostics([]), [])
    }

    func testNegativeBudget() throws {
        let d = try diagnostics([(envelopes[0]["budget"], .string("-5.00"))])
        assertSingleDiagnostic(d, at: "$.envelopes[0].budget", mentioning: ["budget.json: $.envelopes[0].budget: expected an amount zero or more",
                                                                            "a negative amount"])
    }

    func testAFloatAmountIsAnErrorNotARounding() throws {
        let d = try diagnostics([(spends[0]["amount"], .number(38.2))])
        assertSingleDiagnostic(d, at: "$.spends[0].amount", mentioning: ["found 38.2, a JSON float"])
    }

    func testMorePlacesThanTheCurrencyHas() throws {
        let d = try diagnostics([(spends[1]["amount"], .string("12.345"))])
        assertSingleDiagnostic(d, at: "$.spends[1].amount", mentioning: ["\"12.345\" with 3 decimal places; USD has 2"])
    }

    func testAnAmountThatOverflows() throws {
        let d = try diagnostics([(spends[2]["amount"], .string("92233720368547758.08"))])
        assertSingleDiagnostic(d, at: "$.spends[2].amount", mentioning: ["overflows 64-bit minor units"])
        let big = try diagnostics([(spends[2]["amount"], .number(1e17))])
        assertSingleDiagnostic(big, at: "$.spends[2].amount", mentioning: ["beyond the integers JSON carries exactly"])
    }

    func testTotalsThatOverflowAreReportedAtTheAmountThatBrokeThem() throws {
        let most = JSONValue.string("92233720368547758.07")
        let d = try diagnostics([(spends[0]["amount"], most), (spends[1]["amount"], most)])
        assertSingleDiagnostic(d, at: "$.spends[0].amount", mentioning: ["within 64-bit minor units"])
    }

    func testASpendNamingAnUnknownEnvelope() throws {
        let d = try diagnostics([(spends[3]["envelope"], .string("yacht"))])
        assertSingleDiagnostic(d, at: "$.spends[3].envelope", mentioning: ["expected the id of an envelope, found \"yacht\", which is not one"])
    }

    func testACurrencyMismatchBetweenEnvelopes() throws {
        let d = try diagnostics([(envelopes[2]["currency"], .string("EUR"))])
        assertSingleDiagnostic(d, at: "$.envelopes[2].currency", mentioning: ["expected \"USD\", the snapshot's currency, found \"EUR\""])
        let unknown = try diagnostics([(envelopes[2]["currency"], .string("BTC"))])
        assertSingleDiagnostic(unknown, at: "$.envelopes[2].currency", mentioning: ["one of the currency codes USD, EUR, GBP, JPY, KWD"])
    }

    func testADateThatDoesNotExist() throws {
        let d = try diagnostics([(spends[0]["at"], .string("2026-02-30T10:00"))])
        assertSingleDiagnostic(d, at: "$.spends[0].at", mentioning: ["which does not exist"])
        let rhythm = try diagnostics([(envelopes[6]["rhythm"]["every"], .string("yearly")), (envelopes[6]["rhythm"]["resetDay"], .number(30)),
                                      (envelopes[6]["rhythm"]["resetMonth"], .number(2))])
        assertSingleDiagnostic(rhythm, at: "$.envelopes[6].rhythm.resetDay", mentioning: ["a resetDay that exists in it", "found 30 in month 2"])
    }

    func testASpendAfterTheSnapshotsMoment() throws {
        let d = try diagnostics([(spends[8]["at"], .string("2026-11-27T18:41"))])
        assertSingleDiagnostic(d, at: "$.spends[8].at", mentioning: ["on or before the snapshot's moment 2026-11-27T18:40", "in the future"])
    }

    func testDuplicateIDs() throws {
        let d = try diagnostics([(envelopes[1]["id"], .string("groceries"))])
        XCTAssertEqual(d.first?.path?.description, "$.envelopes[1].id")
        XCTAssertTrue(d.first?.description.contains("expected a unique envelope id, found \"groceries\" again (first at $.envelopes[0].id)") == true)
        let refund: JSONValue = .object(["id": .string("s01"), "envelope": .string("groceries"), "amount": .number(100),
                                         "note": .string("Returned"), "at": .string("2026-11-26T10:00")])
        let shared = try diagnostics([(JSONPath.root["refunds"], .array([refund]))])
        assertSingleDiagnostic(shared, at: "$.refunds[0].id", mentioning: ["a unique spend or refund id", "first at $.spends[0].id"])
    }

    func testATransferToItself() throws {
        let d = try diagnostics([(JSONPath.root["transfers"][0]["to"], .string("fun"))])
        assertSingleDiagnostic(d, at: "$.transfers[0].to", mentioning: ["an envelope other than the source", "the source itself"])
    }

    func testEveryProblemAtOnce() throws {
        let d = try diagnostics([
            (envelopes[0]["budget"], .number(-1)), (spends[0]["amount"], .number(1.5)), (spends[1]["envelope"], .string("nope")),
            (JSONPath.root["locale"], .string("fr-FR")), (JSONPath.root["transfers"][0]["date"], .string("2026-12-01")),
        ])
        XCTAssertEqual(d.compactMap(\.path?.description).sorted(), [
            "$.envelopes[0].budget", "$.locale", "$.spends[0].amount", "$.spends[1].envelope", "$.transfers[0].date",
        ])
    }

    func testTheSchemaIsRecordedFromTheReader() {
        let schema = BudgetSnapshot.jsonSchema
        XCTAssertEqual(schema["properties"]?["schema"]?["const"], .string("folio.budget/1"))
        let envelope = schema["properties"]?["envelopes"]?["items"]?["properties"]
        XCTAssertEqual(envelope?["rhythm"]?["properties"]?["every"]?["enum"],
                       .array(["weekly", "fortnightly", "monthly", "yearly"].map(JSONValue.string)))
        XCTAssertNotNil(envelope?["budget"]?["oneOf"])
        XCTAssertEqual(schema["required"].map { if case .array(let a) = $0 { a.count } else { 0 } }, 9)
    }
}

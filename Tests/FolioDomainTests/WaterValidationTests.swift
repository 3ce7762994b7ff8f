import FolioCore
@testable import FolioDomain
import XCTest

/// One test per kind of bad Water input, each with its JSON path.
final class WaterValidationTests: XCTestCase {
    private func diagnostics(_ edits: [(JSONPath, JSONValue?)]) throws -> [Diagnostic] {
        try Fixtures.diagnostics(of: WaterSnapshot.self, editing: edits)
    }

    private let drinks = JSONPath.root["drinks"]

    func testNegativeVolume() throws {
        let d = try diagnostics([(drinks[0]["volumeMl"], .number(-250))])
        assertSingleDiagnostic(d, at: "$.drinks[0].volumeMl", mentioning: ["water.json: $.drinks[0].volumeMl: expected a volume in ml 1…5000, found -250"])
    }

    func testFractionalVolume() throws {
        let d = try diagnostics([(drinks[0]["volumeMl"], .number(250.5))])
        assertSingleDiagnostic(d, at: "$.drinks[0].volumeMl", mentioning: ["found 250.5"])
    }

    func testUnknownKind() throws {
        let d = try diagnostics([(drinks[1]["kind"], .string("lemonade"))])
        assertSingleDiagnostic(d, at: "$.drinks[1].kind", mentioning: ["expected one of water, tea, coffee, milk, juice, soda, found \"lemonade\""])
    }

    func testDuplicateDrinkIDs() throws {
        let d = try diagnostics([(drinks[2]["id"], .string("d1"))])
        assertSingleDiagnostic(d, at: "$.drinks[2].id", mentioning: ["expected a unique drink id, found \"d1\" again (first at $.drinks[0].id)"])
    }

    func testDrinkInTheFuture() throws {
        let last = try XCTUnwrap(Fixtures.water().drinks.indices.last)
        let d = try diagnostics([(drinks[last]["drunkAt"], .string("2026-11-27T19:00"))])
        assertSingleDiagnostic(d, at: "$.drinks[\(last)].drunkAt", mentioning: ["on or before the snapshot's time 2026-11-27T18:40", "in the future"])
    }

    func testImpossibleDrinkTime() throws {
        let d = try diagnostics([(drinks[0]["drunkAt"], .string("2026-11-03T24:10"))])
        assertSingleDiagnostic(d, at: "$.drinks[0].drunkAt", mentioning: ["which does not exist"])
    }

    func testAChallengeJoinedOutsideTheLogIsReported() throws {
        let c = JSONPath.root["challenges"]
        let future = try diagnostics([(c[1]["joinedOn"], .string("2026-11-28"))])
        assertSingleDiagnostic(future, at: "$.challenges[1].joinedOn",
                               mentioning: ["expected a day the drink log covers, 2026-10-28 … 2026-11-27 (today), found 2026-11-28, in the future"])
        let early = try diagnostics([(c[0]["joinedOn"], .string("2026-09-01"))])
        assertSingleDiagnostic(early, at: "$.challenges[0].joinedOn", mentioning: ["found 2026-09-01, before the first drink logged"])
        let impossible = try diagnostics([(c[0]["joinedOn"], .string("2026-11-31"))])
        assertSingleDiagnostic(impossible, at: "$.challenges[0].joinedOn", mentioning: ["expected a date YYYY-MM-DD", "which does not exist"])
    }

    func testAChallengeRuleTakesTheMembersItNeeds() throws {
        let c = JSONPath.root["challenges"]
        let noDrink = try diagnostics([(c[1]["drink"], nil)])
        assertSingleDiagnostic(noDrink, at: "$.challenges[1].drink", mentioning: ["expected a drink kind (one of water, tea, coffee, milk, juice, soda) for a \"without\" challenge, found nothing"])
        let streakDrink = try diagnostics([(c[0]["drink"], .string("tea"))])
        assertSingleDiagnostic(streakDrink, at: "$.challenges[0].drink", mentioning: ["expected no drink for a \"goal-streak\" challenge"])
        let noTime = try diagnostics([(c[3]["before"], nil)])
        assertSingleDiagnostic(noTime, at: "$.challenges[3].before", mentioning: ["for a \"morning\" challenge, found nothing"])
        let countTime = try diagnostics([(c[2]["before"], .string("08:00"))])
        assertSingleDiagnostic(countTime, at: "$.challenges[2].before", mentioning: ["expected no time for a \"count\" challenge"])
        let rule = try diagnostics([(c[2]["rule"], .string("sometimes"))])
        assertSingleDiagnostic(rule, at: "$.challenges[2].rule", mentioning: ["expected one of goal-streak, without, count, morning, found \"sometimes\""])
    }

    func testStoredProgressIsNoLongerAccepted() throws {
        let c = JSONPath.root["challenges"]
        let d = try diagnostics([(c[1]["progress"], .number(4))])
        assertSingleDiagnostic(d, at: "$.challenges[1].progress", mentioning: ["an unknown member"])
    }

    func testWidgetShelfNamesShelfItems() throws {
        let d = try diagnostics([(JSONPath.root["widgets"]["mediumShelf"][1], .string("bucket"))])
        assertSingleDiagnostic(d, at: "$.widgets.mediumShelf[1]", mentioning: ["expected the id of a shelf item, found \"bucket\""])
    }

    func testMissingGoal() throws {
        let d = try diagnostics([(JSONPath.root["goalMl"], nil)])
        assertSingleDiagnostic(d, at: "$.goalMl", mentioning: ["found nothing (the member is missing)"])
    }

    func testThreeProblemsGiveThreeDiagnostics() throws {
        let d = try diagnostics([(drinks[0]["volumeMl"], .number(-1)), (drinks[1]["kind"], .string("beer")),
                                 (JSONPath.root["timeZone"], .string("Europe/Londres"))])
        XCTAssertEqual(d.count, 3, d.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(Set(d.compactMap { $0.path?.description }), ["$.drinks[0].volumeMl", "$.drinks[1].kind", "$.timeZone"])
    }
}

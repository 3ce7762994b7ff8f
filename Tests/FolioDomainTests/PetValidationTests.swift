import FolioCore
@testable import FolioDomain
import XCTest

/// One test per kind of bad Self-Care Pet input: each names the file, the JSON path, what was
/// expected and what was found.
final class PetValidationTests: XCTestCase {
    private func diagnostics(_ edits: [(JSONPath, JSONValue?)]) throws -> [Diagnostic] {
        try Fixtures.diagnostics(of: PetSnapshot.self, editing: edits)
    }

    private let root = JSONPath.root

    func testBrokenJSONGivesLineAndColumn() {
        let text = "{\n  \"schema\": \"folio.pet/1\",\n  \"date\": ,\n}"
        let diagnostics = Fixtures.diagnostics(text, as: PetSnapshot.self, file: "pet.json")
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.location, .text(line: 3, column: 11))
        XCTAssertEqual(diagnostics.first?.description, "pet.json:3:11: invalid JSON: unexpected character ',', expected a value")
    }

    func testMissingMemberNamesItsPath() throws {
        let d = try diagnostics([(root["companion"]["name"], nil)])
        assertSingleDiagnostic(d, at: "$.companion.name", mentioning: ["pet.json: $.companion.name: expected a name of 1…100 characters, found nothing"])
    }

    func testWrongType() throws {
        let d = try diagnostics([(root["goals"][2]["done"], .string("yes"))])
        assertSingleDiagnostic(d, at: "$.goals[2].done", mentioning: ["expected true or false, found \"yes\""])
    }

    func testUnknownMood() throws {
        let d = try diagnostics([(root["checkIns"][4]["mood"], .string("ecstatic"))])
        assertSingleDiagnostic(d, at: "$.checkIns[4].mood", mentioning: ["expected one of awful, bad, okay, good, great, found \"ecstatic\""])
    }

    func testDuplicateGoalIDs() throws {
        let d = try diagnostics([(root["goals"][3]["id"], .string("water-on-waking"))])
        assertSingleDiagnostic(d, at: "$.goals[3].id", mentioning: ["expected a unique goal id", "first at $.goals[0].id"])
    }

    func testImpossibleDate() throws {
        let d = try diagnostics([(root["checkIns"][0]["date"], .string("2026-02-30"))])
        assertSingleDiagnostic(d, at: "$.checkIns[0].date", mentioning: ["expected a date YYYY-MM-DD, found \"2026-02-30\", which does not exist"])
    }

    func testCheckInAfterTheSnapshotDate() throws {
        let d = try diagnostics([(root["checkIns"][0]["date"], .string("2026-11-28"))])
        assertSingleDiagnostic(d, at: "$.checkIns[0].date", mentioning: ["on or before the snapshot's date 2026-11-27", "found 2026-11-28"])
    }

    func testTenThousandCharacterTitle() throws {
        let d = try diagnostics([(root["goals"][0]["title"], .string(String(repeating: "ж", count: 10_000)))])
        assertSingleDiagnostic(d, at: "$.goals[0].title", mentioning: ["expected a title of 1…200 characters, found a string of 10000 characters"])
    }

    func testCapacityEnergyCanNeverReach() throws {
        let d = try diagnostics([(root["companion"]["capacity"], .number(42))])
        assertSingleDiagnostic(d, at: "$.companion.capacity", mentioning: ["a multiple of 5", "found 42"])
        let negative = try diagnostics([(root["companion"]["capacity"], .number(-5))])
        assertSingleDiagnostic(negative, at: "$.companion.capacity", mentioning: ["expected an energy capacity 5…500, found -5"])
    }

    func testAllProblemsAreReportedAtOnce() throws {
        let d = try diagnostics([
            (root["goals"][1]["partOfDay"], .string("night")),
            (root["checkIns"][2]["date"], .string("2026-11-31")),
            (root["streak"]["repairsLeft"], .number(-1)),
        ])
        XCTAssertEqual(d.map { $0.path?.description }, ["$.goals[1].partOfDay", "$.checkIns[2].date", "$.streak.repairsLeft"])
        XCTAssertEqual(SnapshotError(diagnostics: d).description.split(separator: "\n").count, 3)
    }

    func testRulesBetweenElementsStillRunWhenAnotherElementIsBroken() throws {
        let d = try diagnostics([(root["goals"][0]["area"], .string("garden")), (root["goals"][5]["id"], .string("walk"))])
        XCTAssertEqual(d.map { $0.path?.description }, ["$.goals[0].area", "$.goals[5].id"])
    }

    func testRightToLeftCJKAndEmojiTextIsWelcome() throws {
        XCTAssertEqual(try diagnostics([
            (root["person"]["name"], .string("مريم")),
            (root["friends"][1]["name"], .string("春斗")),
            (root["companion"]["name"], .string("Biscuit 🐣")),
            (root["goals"][0]["title"], .string("水を一杯飲む 💧 اشرب الماء")),
        ]), [])
    }

    func testControlCharactersAndBlankTextAreRefused() throws {
        let d = try diagnostics([(root["goals"][0]["title"], .string("Brush\nteeth")), (root["person"]["name"], .string("   "))])
        XCTAssertEqual(d.map { $0.path?.description }, ["$.person.name", "$.goals[0].title"])
    }

    func testUnknownMemberIsReported() throws {
        let d = try diagnostics([(root["goals"][0]["colour"], .string("red"))])
        assertSingleDiagnostic(d, at: "$.goals[0].colour", mentioning: ["found an unknown member", "id, title, partOfDay, area, done"])
    }

    func testHistoryHoldsOnlyPastDays() throws {
        let d = try diagnostics([(root["history"][0]["date"], .string("2026-11-27"))])
        assertSingleDiagnostic(d, at: "$.history[0].date", mentioning: ["a day before the snapshot's date"])
    }

    func testARepairedDayKeptNothing() throws {
        let d = try diagnostics([(root["history"][0]["repaired"], .bool(true))])
        assertSingleDiagnostic(d, at: "$.history[0].repaired", mentioning: ["false on a day when goals were kept"])
    }

    func testStopsAreReachedInOrderAndFindsComeFromReachedStops() throws {
        let d = try diagnostics([(root["adventure"]["route"][3]["reached"], .bool(false))])
        XCTAssertEqual(d.map { $0.path?.description }, ["$.adventure.route[4].reached", "$.adventure.finds[3].stop"])
        let order = try diagnostics([(root["adventure"]["route"][1]["reached"], .bool(false))])
        XCTAssertEqual(order.map { $0.path?.description }, ["$.adventure.route[2].reached", "$.adventure.finds[1].stop"])
    }

    func testAdventureTimes() throws {
        let backwards = try diagnostics([(root["adventure"]["returnsAt"], .string("2026-11-26T18:00"))])
        assertSingleDiagnostic(backwards, at: "$.adventure.returnsAt", mentioning: ["a return after the departure 2026-11-26T19:05"])
        let missing = try diagnostics([(root["adventure"]["departsAt"], nil)])
        assertSingleDiagnostic(missing, at: "$.adventure.departsAt", mentioning: ["a time while back"])
        let future = try diagnostics([(root["adventure"]["status"], .string("underway")),
                                      (root["adventure"]["route"][4]["reached"], .bool(false)),
                                      (root["adventure"]["departsAt"], .string("2026-11-27T19:00")),
                                      (root["adventure"]["returnsAt"], .string("2026-11-27T21:00"))])
        assertSingleDiagnostic(future, at: "$.adventure.departsAt", mentioning: ["on or before the snapshot's time 2026-11-27T18:40"])
    }

    func testFriendsReferToRealGoalsAndNothingIsSentInTheFuture() throws {
        let d = try diagnostics([(root["friends"][0]["sharedGoal"], .string("skydive")),
                                 (root["friends"][0]["encouragement"][2]["sentAt"], .string("2026-11-27T23:00")),
                                 (root["friends"][1]["id"], .string("juno"))])
        XCTAssertEqual(d.map { $0.path?.description },
                       ["$.friends[1].id", "$.friends[0].sharedGoal", "$.friends[0].encouragement[2].sentAt"])
    }

    func testUnknownTimeZone() throws {
        let d = try diagnostics([(root["timeZone"], .string("Middle-earth/Shire"))])
        assertSingleDiagnostic(d, at: "$.timeZone", mentioning: ["an IANA time zone name"])
    }

    func testAnotherFormatIsOneProblemNotHundreds() throws {
        let d = Fixtures.diagnostics(try Fixtures.text("water.json"), as: PetSnapshot.self, file: "water.json")
        assertSingleDiagnostic(d, at: "$.schema", mentioning: ["expected \"folio.pet/1\", found \"folio.water/1\""])
        let notAnObject = Fixtures.diagnostics("[1, 2]", as: PetSnapshot.self, file: "pet.json")
        assertSingleDiagnostic(notAnObject, at: "$", mentioning: ["expected an object, found an array of 2 elements"])
    }
}

import FolioCore
@testable import FolioDomain
import FolioTestSupport
import Foundation
import XCTest

/// Hostile text and hostile files: bidi overrides, marks by the million, invisible names, separators,
/// invalid UTF-8, oversized files, numbers at Double's edge (issue #16, text and input).
final class TextHardeningTests: XCTestCase {
    private func petDiagnostics(_ path: JSONPath, _ value: JSONValue) throws -> [Diagnostic] {
        try Fixtures.diagnostics(of: PetSnapshot.self, editing: [(path, value)])
    }

    func testARightToLeftOverrideInANameIsRefusedWithAMessage() throws {
        let name = JSONPath.root["person"]["name"]
        let d = try petDiagnostics(name, .string("Maya\u{202E}keew"))
        assertSingleDiagnostic(d, at: "$.person.name", mentioning: ["bidirectional override", "U+202E"])
        XCTAssertFalse(d[0].description.unicodeScalars.contains("\u{202E}"), "the message carries no raw override")
        for control in ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{2066}", "\u{2069}"] {
            XCTAssertEqual(try petDiagnostics(name, .string("Ma\(control)ya")).count, 1, "U+\(String(control.unicodeScalars.first!.value, radix: 16))")
        }
        let id = try petDiagnostics(JSONPath.root["goals"][0]["id"], .string("goal\u{202E}1"))
        assertSingleDiagnostic(id, at: "$.goals[0].id", mentioning: ["bidirectional override"])
    }

    func testARightToLeftNameIsIsolatedWhereverItIsEmbedded() throws {
        var json = try Fixtures.json("pet.json")
        json = json.setting(JSONPath.root["person"]["name"].components[...], to: .string("مايا"))
        let pet = try PetSnapshot.decode(json.serialized(), file: "pet.json")
        XCTAssertEqual(pet.person.name, "\u{2068}مايا\u{2069}")
        XCTAssertEqual(pet.person.name.withoutEmbeddingIsolate, "مايا")
        XCTAssertEqual(try Fixtures.pet().person.name, "Maya", "left-to-right names are kept as they are")
        XCTAssertEqual("\u{2068}مايا\u{2069}".isolatedForEmbedding, "\u{2068}مايا\u{2069}", "isolated once")
    }

    func testAMillionCombiningMarksAreRefusedByCodePointsNotCountedAsOneCharacter() throws {
        let zalgo = "Z" + String(repeating: "\u{0301}", count: 1_000_000)
        XCTAssertEqual(zalgo.count, 1)
        let d = try petDiagnostics(JSONPath.root["person"]["name"], .string(zalgo))
        assertSingleDiagnostic(d, at: "$.person.name", mentioning: ["bytes"])
        let fewer = "Z" + String(repeating: "\u{0301}", count: 30)
        assertSingleDiagnostic(try petDiagnostics(JSONPath.root["person"]["name"], .string(fewer)), at: "$.person.name",
                               mentioning: ["30 combining marks"])
        XCTAssertNil(TextRule.name.problem(with: "Nguyễn Thị Ánh"), "a few marks are fine")
        XCTAssertNotNil(TextRule.name.problem(with: String(repeating: "a", count: 401)))
    }

    func testSeparatorsAreControlCharactersAndInvisibleNamesAreBlank() throws {
        for separator in ["\u{2028}", "\u{2029}", "\u{85}", "\u{9B}"] {
            assertSingleDiagnostic(try petDiagnostics(JSONPath.root["goals"][0]["title"], .string("Walk\(separator)home")),
                                   at: "$.goals[0].title", mentioning: ["control character"])
        }
        for blank in ["\u{200B}", "\u{200B}\u{200D}\u{FEFF}", " \u{2060} ", "\u{3164}"] {
            assertSingleDiagnostic(try petDiagnostics(JSONPath.root["person"]["name"], .string(blank)), at: "$.person.name",
                                   mentioning: ["blank"])
        }
    }

    func testPrintableASCIIGetsTheVerdictsOfTheUnicodeChecks() {
        // Printable ASCII is judged without Unicode lookups; the verdicts are the same.
        XCTAssertNil(TextRule.title.problem(with: String(repeating: "a", count: 200)))
        XCTAssertEqual(TextRule.title.problem(with: String(repeating: "a", count: 201)), "a string of 201 characters")
        XCTAssertEqual(TextRule.name.problem(with: "   "), "only blank or invisible characters")
        XCTAssertNil(TextRule.name.problem(with: " Maya "))
        XCTAssertEqual(TextRule.word.problem(with: "calm\tday"), "a control character (such as a line break) in \"calm\\tday\"")
        XCTAssertNotNil(TextRule.word.problem(with: "calm\u{7F}"), "DEL is a control character, not printable")
        XCTAssertTrue(JSONNode.isIdentifier("goal-1_a"))
        for id in ["", "-goal", "goal 1", "gōal", String(repeating: "g", count: 65)] { XCTAssertFalse(JSONNode.isIdentifier(id), id) }
    }

    func testMessagesEscapeTheControlCharactersTheyEcho() throws {
        let d = try petDiagnostics(JSONPath.root["goals"][0]["id"], .string("\u{1B}[2J\u{1B}[31mok"))
        XCTAssertEqual(d.count, 1)
        XCTAssertFalse(d[0].description.unicodeScalars.contains("\u{1B}"), d[0].description)
        XCTAssertEqual("a\u{1B}[2Jb\nc".escapedForMessage, "a\\u{1B}[2Jb\\nc")
        XCTAssertEqual("line one\nline\u{2028}two".safeForTerminal, "line one\nline\\u{2028}two")
    }

    func testNumbersNearDoublesLimitsAreReportedAsNumbers() throws {
        let d = try petDiagnostics(JSONPath.root["companion"]["capacity"], .number(1.7976931348623157e308))
        assertSingleDiagnostic(d, at: "$.companion.capacity", mentioning: ["1.7976931348623157e+308"])
        XCTAssertFalse(d[0].description.contains("inf"), d[0].description)
        XCTAssertEqual(JSONValue.format(-1e300), "-1e+300")
    }

    func testInvalidUTF8IsReportedWithItsByteOffset() throws {
        var bytes = Array(try Fixtures.text("pet.json").utf8)
        let at = try XCTUnwrap(bytes.firstIndex(of: UInt8(ascii: "M")))
        bytes[at] = 0xFF
        XCTAssertThrowsError(try PetSnapshot.decode(utf8: bytes, file: "pet.json")) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.contains("invalid UTF-8 at byte offset \(at)"), text)
        }
        XCTAssertEqual(BoundedInput.firstInvalidUTF8Offset(Array("añb".utf8) + [0xC3]), 4)
        XCTAssertNil(BoundedInput.firstInvalidUTF8Offset(Array("añb😀".utf8)))
    }

    func testAnOversizedFileIsRefusedFromItsSizeBeforeItIsRead() throws {
        let path = NSTemporaryDirectory() + "folio-oversized-\(getpid()).json"
        defer { unlink(path) }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0)
        XCTAssertEqual(ftruncate(fd, off_t(SnapshotCodec.maxBytes + 1)), 0, "a sparse file: no bytes written")
        close(fd)
        XCTAssertThrowsError(try PetSnapshot.load(path: path)) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.contains("\(SnapshotCodec.maxBytes + 1) bytes"), text)
        }
        XCTAssertThrowsError(try BoundedInput.read(path, limit: 10)) {
            XCTAssertEqual($0 as? BoundedInput.Failure, .tooLarge(size: SnapshotCodec.maxBytes + 1, limit: 10))
        }
    }

    /// Invalid snapshots through the validator and the schema: wherever the schema can say the rule,
    /// both must refuse; the rules it cannot say are listed here with the reason.
    func testTheSchemaAndTheValidatorAgreeOnInvalidSnapshots() throws {
        let expressible: [(String, JSONPath, JSONValue?)] = [
            ("override in a name", JSONPath.root["person"]["name"], .string("Maya\u{202E}")),
            ("line separator in a title", JSONPath.root["goals"][0]["title"], .string("a\u{2028}b")),
            ("line break in a title", JSONPath.root["goals"][0]["title"], .string("a\nb")),
            ("empty name", JSONPath.root["person"]["name"], .string("")),
            ("blank name", JSONPath.root["person"]["name"], .string("   ")),
            ("too many code points", JSONPath.root["person"]["name"], .string(String(repeating: "é", count: 401))),
            ("an unknown time zone", JSONPath.root["timeZone"], .string("Mars/Olympus")),
            ("an offset for a time zone", JSONPath.root["timeZone"], .string("GMT+1")),
            ("a missing member", JSONPath.root["person"], nil),
            ("an unknown member", JSONPath.root["extra"], .number(1)),
            ("a negative capacity", JSONPath.root["companion"]["capacity"], .number(-1)),
            ("a wrong type", JSONPath.root["goals"], .string("none")),
            ("an empty route", JSONPath.root["adventure"]["route"], .array([])),
            ("a bad date", JSONPath.root["date"], .string("26-11-27")),
            ("a bad id", JSONPath.root["goals"][0]["id"], .string("-x")),
        ]
        var json = try Fixtures.json("pet.json")
        for (what, path, value) in expressible {
            let edited = json.setting(path.components[...], to: value)
            let validator = Fixtures.diagnostics(edited.serialized(), as: PetSnapshot.self, file: "pet.json")
            let schema = SchemaChecker.problems(of: edited, against: PetSnapshot.jsonSchema)
            XCTAssertFalse(validator.isEmpty, "validator accepts \(what)")
            XCTAssertFalse(schema.isEmpty, "schema accepts \(what)")
        }
        // Beyond the schema: grapheme counts and marks per character, invisible-only text (a
        // zero-width space is not white space to a regular expression), days that do not exist,
        // unique ids among objects, and the rules between members.
        let beyond: [(String, JSONPath, JSONValue)] = [
            ("zero-width name", JSONPath.root["person"]["name"], .string("\u{200B}")),
            ("marks on one letter", JSONPath.root["person"]["name"], .string("Z" + String(repeating: "\u{301}", count: 20))),
            ("30 February", JSONPath.root["date"], .string("2026-02-30")),
        ]
        for (what, path, value) in beyond {
            let edited = json.setting(path.components[...], to: value)
            XCTAssertFalse(Fixtures.diagnostics(edited.serialized(), as: PetSnapshot.self, file: "pet.json").isEmpty, what)
            XCTAssertEqual(SchemaChecker.problems(of: edited, against: PetSnapshot.jsonSchema), [], "\(what) is beyond the schema")
        }
        json = json.setting(JSONPath.root["person"]["name"].components[...], to: .string("مايا"))
        XCTAssertEqual(SchemaChecker.problems(of: json, against: PetSnapshot.jsonSchema), [], "right-to-left text is welcome")
    }

    func testSchemasStateUniqueItemsMinItemsAndTheTimeZones() {
        XCTAssertEqual(RecipeSnapshot.jsonSchema["properties"]?["ticked"]?["uniqueItems"], .bool(true))
        XCTAssertEqual(PetSnapshot.jsonSchema["properties"]?["adventure"]?["properties"]?["route"]?["minItems"], .number(1))
        guard case .array(let zones)? = PetSnapshot.jsonSchema["properties"]?["timeZone"]?["enum"] else { return XCTFail("no zones") }
        XCTAssertTrue(zones.contains(.string("Europe/London")) && zones.contains(.string("UTC")))
        XCTAssertNotNil(PetSnapshot.jsonSchema["properties"]?["person"]?["properties"]?["name"]?["pattern"])
    }
}

import XCTest
@testable import FolioCore

final class JSONTests: XCTestCase {
    func testWriterSortsKeysAndFixesNumbers() {
        let v = JSONValue.object(["b": .number(1.0), "a": .number(0.1 + 0.2), "c": .array([.string("é\n\"")])])
        XCTAssertEqual(v.serialized(), #"{"a":0.3,"b":1,"c":["é\n\""]}"#)
    }

    func testParserRoundTripsAndKeepsUnicode() throws {
        let text = #"{"name": "جونو 🐱 ジュノ", "n": [1, -2.5e2, true, null], "esc": "\u00e9\ud83d\ude00"}"#
        let v = try JSONValue(parsing: text)
        XCTAssertEqual(v["name"], .string("جونو 🐱 ジュノ"))
        XCTAssertEqual(v["n"], .array([.number(1), .number(-250), .bool(true), .null]))
        XCTAssertEqual(v["esc"], .string("é😀"))
        XCTAssertEqual(try JSONValue(parsing: v.serialized(pretty: true)), v)
    }

    func testStringsWithAndWithoutEscapesDecodeAlike() throws {
        // A string without escapes is decoded from its bytes at once, one with escapes piece by piece.
        let v = try JSONValue(parsing: #"["café 🐱", "caf\u00e9 \ud83d\udc31", "", "a\"b", "tab\tend\\"]"#)
        XCTAssertEqual(v, .array([.string("café 🐱"), .string("café 🐱"), .string(""), .string("a\"b"), .string("tab\tend\\")]))
        for (text, column) in [("[\"ab\ncd\"]", 5), ("[\"a\\nb\u{1}\"]", 7)] {
            XCTAssertThrowsError(try JSONValue(parsing: text), text) { error in
                XCTAssertEqual((error as? JSONSyntaxError)?.column, column, "\(error)")
            }
        }
        XCTAssertThrowsError(try JSONValue(parsing: #"["never closed"#))
    }

    func testSyntaxErrorsNameLineAndColumn() {
        let cases: [(String, Int, Int, String)] = [
            ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "expected ':'"),
            ("[1, 2", 1, 6, "expected ',' or ']'"),
            ("{\"a\": tru}", 1, 7, "expected true"),
            ("{\"a\": 1, \"a\": 2}", 1, 14, "duplicate member name"),
            ("01", 1, 3, "leading zero"),
        ]
        for (text, line, column, message) in cases {
            XCTAssertThrowsError(try JSONValue(parsing: text), text) { error in
                guard let e = error as? JSONSyntaxError else { return XCTFail("wrong error \(error)") }
                XCTAssertEqual(e.line, line, text)
                XCTAssertEqual(e.column, column, text)
                XCTAssertTrue(e.message.contains(message), "\(e.message) lacks \(message)")
            }
        }
    }

    func testDeepNestingIsRejectedNotACrash() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertThrowsError(try JSONValue(parsing: text))
    }

    func testFrameDumpShowsRolesAndRadii() {
        let card = Frame(origin: Point(x: 16, y: 100), size: Size(width: 361, height: 120), role: .card,
                         name: "Groceries", item: .shape(ShapeItem(.rounded(24), fill: .solid(.white))))
        let json = Frame.group([card], size: Size(width: 393, height: 852), role: .screen).json.serialized()
        XCTAssertTrue(json.contains(#""radius":24"#), json)
        XCTAssertTrue(json.contains(#""role":"card""#), json)
        XCTAssertTrue(json.contains(#""corners":"continuous""#), json)
        XCTAssertTrue(json.contains(#""name":"Groceries""#), json)
    }
}

/// The parser is linear in its input for every kind of string: escapes, surrogate pairs and
/// backslashes took quadratic time (1 M escapes, 17.7 s).
final class JSONLinearTimeTests: XCTestCase {
    func testAMillionEscapesParseInLinearTime() throws {
        for escape in [#"\u00e9"#, #"\ud83d\ude00"#, #"\\"#, #"\u0301"#] {
            let count = 1_000_000
            let text = "\"" + String(repeating: escape, count: count) + "\""
            let start = ContinuousClock.now
            let value = try JSONValue(parsing: text)
            let elapsed = ContinuousClock.now - start
            guard case .string(let s) = value else { return XCTFail("not a string") }
            XCTAssertEqual(s.unicodeScalars.count, count, escape)
            XCTAssertLessThan(elapsed, .seconds(10), "\(count) of \(escape) took \(elapsed)")
        }
    }

    func testEscapesDecodeToTheirScalars() throws {
        XCTAssertEqual(try JSONValue(parsing: #""a\u00E9\ud83d\ude00\\\/\n""#), .string("aé😀\\/\n"))
        XCTAssertThrowsError(try JSONValue(parsing: #""\u+123""#), "a sign is not a hex digit")
        XCTAssertThrowsError(try JSONValue(parsing: #""\ud83d""#))
    }
}

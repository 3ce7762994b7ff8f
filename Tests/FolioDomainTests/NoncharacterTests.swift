import FolioCore
import Foundation
@testable import FolioDomain
import XCTest

/// U+FFFE and U+FFFF passed validation, then broke the PDF (Pango refused the text) and the JUnit
/// XML: they are refused with their path, and every markup and JSON writer escapes them.
final class NoncharacterTests: XCTestCase {
    func testNoncharactersInTextAreRefusedWithTheirPath() throws {
        for odd in [0xFFFE, 0xFFFF, 0xFDD0, 0x1FFFF, 0x10FFFE].map(scalar) {
            let d = try Fixtures.diagnostics(of: PetSnapshot.self, editing: [(JSONPath.root["person"]["name"], .string("Ma\(odd)ya"))])
            let hex = String(odd.unicodeScalars.first!.value, radix: 16, uppercase: true)
            assertSingleDiagnostic(d, at: "$.person.name", mentioning: ["a noncharacter (U+\(hex))"])
            XCTAssertFalse(d[0].description.unicodeScalars.contains { $0.isNoncharacter }, "the message carries no raw noncharacter")
        }
        let note = JSONPath.root["spends"][0]["note"]
        assertSingleDiagnostic(try Fixtures.diagnostics(of: BudgetSnapshot.self, editing: [(note, .string("Lunch" + scalar(0xFFFF)))]),
                               at: "$.spends[0].note", mentioning: ["U+FFFF"])
    }

    func testTheSchemaPatternRefusesThemToo() throws {
        let pattern = try NSRegularExpression(pattern: TextRule.pattern)
        for (text, ok) in [("Maya", true), ("Ma\(scalar(0xFFFE))ya", false), (scalar(0xFFFF), false), ("Ma" + scalar(0xFDD5), false)] {
            let range = NSRange(text.startIndex..., in: text)
            XCTAssertEqual(pattern.firstMatch(in: text, range: range) != nil, ok, text.escapedForMessage)
        }
    }

    func testMarkupAndJSONWritersEscapeWhatTheirFormatCannotCarry() {
        let name = "a\(scalar(0xFFFE))b\u{1B}[2J<c>&\"d'\(scalar(0xFFFF))\ne"
        XCTAssertEqual(name.escapedForMarkup, "a\\u{FFFE}b\\u{1B}[2J&lt;c&gt;&amp;&quot;d&#39;\\u{FFFF}\ne")
        XCTAssertEqual(JSONValue.string(scalar(0xFFFE)).serialized(), #""\ufffe""#)
        XCTAssertEqual(("x" + scalar(0xFFFF)).escapedForMessage, "x\\u{FFFF}")
    }
}

/// The one-scalar string of `value` (Swift's literals refuse noncharacters).
private func scalar(_ value: UInt32) -> String {
    Unicode.Scalar(value).map { String(Character($0)) } ?? ""
}

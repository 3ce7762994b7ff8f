import FolioCore
import XCTest

/// CLDR's plural rules for English, German and Arabic as values, on the numbers that tell them apart.
final class LocalizationPluralTests: XCTestCase {
    let counts = [0, 1, 2, 3, 10, 11, 99, 100, 101, 102]

    func testEnglishAndGermanHaveOneForOneAndOtherForTheRest() {
        for rule in [PluralRule.english, .german] {
            XCTAssertEqual(counts.map(rule.category), [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other], rule.name)
            XCTAssertEqual(rule.category(1.5, fractionDigits: 1), .other, rule.name)
            XCTAssertEqual(rule.category(1, fractionDigits: 1), .other, "\(rule.name): 1.0 shows a fraction digit, so it is other")
            XCTAssertEqual(rule.category(1, fractionDigits: 0), .one, rule.name)
            XCTAssertEqual(rule.category(-1), .one, "\(rule.name): the sign does not count")
            XCTAssertEqual(rule.categories, [.one, .other])
        }
    }

    func testArabicHasAllSixByTheLastTwoDigits() {
        let rule = PluralRule.arabic
        XCTAssertEqual(counts.map(rule.category), [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .other],
                       "100, 101 and 102 are other: one and two are 1 and 2 themselves, not n % 100")
        XCTAssertEqual([103, 110, 111, 199, 1003, 1011].map(rule.category), [.few, .few, .many, .many, .few, .many])
        XCTAssertEqual(rule.category(1.5, fractionDigits: 1), .other)
        XCTAssertEqual(rule.category(3, fractionDigits: 1), .few, "Arabic reads n alone: 3.0 is few")
        XCTAssertEqual(rule.categories, PluralCategory.allCases)
    }

    func testEachLocaleHasItsRules() {
        XCTAssertEqual(FolioLocale.allCases.map(\.pluralRule.name), ["en", "de", "ar", "en", "en"], "a pseudo-locale counts as English")
    }
}

import FolioCore
import XCTest

/// The two generated pseudo-locales on values: accented, longer and bracketed; mirrored right to
/// left; format specifiers kept as written.
final class LocalizationPseudoTests: XCTestCase {
    func testAccentedIsBracketedAndAboutFortyPercentLonger() {
        let source = "Add a drink"
        let pseudo = PseudoLocale.accented.transform(source)
        XCTAssertEqual(pseudo, "[Åðð å ðŕîñķ one two]")
        XCTAssertGreaterThanOrEqual(Double(pseudo.count - 2), Double(source.count) * 1.4)
        XCTAssertLessThanOrEqual(Double(pseudo.count - 2), Double(source.count) * 1.4 + 7, "padded by whole words, not far past 40 %")
        XCTAssertEqual(PseudoLocale.accented.transform(""), "[]")
        XCTAssertEqual(PseudoLocale.accented.transform("goals", whole: false), "ĝöåļš", "a piece of a sentence: letters only")
    }

    func testSpecifiersAreNeverAccented() {
        XCTAssertEqual(PseudoLocale.accented.transform("%1$@ has %lld left, %.1f%%"), "[%1$@ ĥåš %lld ļéƒţ, %.1f%% one two]")
        XCTAssertEqual(PseudoLocale.accented.transform("%#@goals@ left"), "[%#@goals@ ļéƒţ one]")
    }

    func testBidiWrapsEachWordToRunRightToLeft() {
        let (open, close) = ("\u{200F}\u{202E}", "\u{202C}\u{200F}")
        XCTAssertEqual(PseudoLocale.bidi.transform("Add a drink"), "\(open)Add\(close) \(open)a\(close) \(open)drink\(close)")
        XCTAssertEqual(PseudoLocale.bidi.transform("%@ left"), "%@ \(open)left\(close)", "the specifier stays outside the override")
        XCTAssertTrue(PseudoLocale.bidi.transform("Back").mayRunRightToLeft)
    }

    func testFormatSpecifiersAreFoundAsStringFormatReadsThem() {
        let kinds = FormatSpecifier.segments("%@ %d %lld %.1f %2$@ %% %#@n@ %q 5%").compactMap { segment -> FormatSpecifier.Kind? in
            if case .specifier(let s) = segment { return s.kind }
            return nil
        }
        XCTAssertEqual(kinds, [.object, .integer, .integer, .double(precision: 1), .object, .percent, .substitution("n")],
                       "%q and a trailing % are text")
        XCTAssertEqual(FormatSpecifier.segments("%2$@").first, .specifier(FormatSpecifier(kind: .object, position: 2, text: "%2$@")))
        XCTAssertEqual(FormatSpecifier.segments("%0$@"), [.text("%0$@")], "positions start at 1")
        XCTAssertEqual(FormatSpecifier.segments("%99999999999999999999$@"), [.text("%99999999999999999999$@")], "a position past Int is text")
    }
}

@testable import FolioDomain
import XCTest

/// Exact money: decimal text to minor units, the keypad's keystrokes to amounts, overflow refused,
/// and the three locales' writing.
final class BudgetMoneyTests: XCTestCase {
    func testDecimalTextIsExactPerCurrency() throws {
        XCTAssertEqual(try Money(decimal: "12.5", .usd).minorUnits, 1250)
        XCTAssertEqual(try Money(decimal: "12.50", .usd).minorUnits, 1250)
        XCTAssertEqual(try Money(decimal: "0.07", .usd).minorUnits, 7)
        XCTAssertEqual(try Money(decimal: "-3", .eur).minorUnits, -300)
        XCTAssertEqual(try Money(decimal: "1250", .jpy).minorUnits, 1250)
        XCTAssertEqual(try Money(decimal: "1.234", .kwd).minorUnits, 1234)
        XCTAssertThrowsError(try Money(decimal: "12.345", .usd)) {
            XCTAssertEqual($0 as? MoneyError, .tooManyDecimals(text: "12.345", places: 3, currency: .usd))
        }
        XCTAssertThrowsError(try Money(decimal: "12.5", .jpy))
        for bad in ["", ".5", "12.", "1,000", "1e3", "+4", "12.5.0", "١٢"] {
            XCTAssertThrowsError(try Money(decimal: bad, .usd), bad)
        }
        XCTAssertEqual(try Money(decimal: "1234.5", .usd).decimalText, "1234.50")
        XCTAssertEqual(Money(-7, .kwd).decimalText, "-0.007")
        XCTAssertEqual(Money(1250, .jpy).decimalText, "1250")
    }

    func testOverflowIsRefusedNotWrapped() throws {
        XCTAssertEqual(try Money(decimal: "92233720368547758.07", .usd).minorUnits, Int64.max)
        XCTAssertThrowsError(try Money(decimal: "92233720368547758.08", .usd)) { XCTAssertEqual($0 as? MoneyError, .overflow) }
        XCTAssertThrowsError(try Money(Int64.max, .usd).adding(Money(1, .usd))) { XCTAssertEqual($0 as? MoneyError, .overflow) }
        XCTAssertThrowsError(try Money(Int64.min, .usd).subtracting(Money(1, .usd))) { XCTAssertEqual($0 as? MoneyError, .overflow) }
        XCTAssertThrowsError(try Money(1, .usd).adding(Money(1, .eur))) {
            XCTAssertEqual($0 as? MoneyError, .currencyMismatch("USD", "EUR"))
        }
    }

    func testKeypadStringsForDollars() throws {
        let expected: [(String, String, Int64)] = [("1", "1", 100), ("12", "12", 1200), ("12.", "12.", 1200),
                                                   ("12.5", "12.5", 1250), ("12.50", "12.50", 1250), ("0", "0", 0),
                                                   ("07", "7", 700), (".5", "0.5", 50), ("12.5<<", "12", 1200)]
        for (keys, text, minor) in expected {
            let entry = try AmountEntry(typing: keys, .usd)
            XCTAssertEqual(entry.text, text, keys)
            XCTAssertEqual(entry.amount.minorUnits, minor, keys)
        }
        XCTAssertThrowsError(try AmountEntry(typing: "12.505", .usd)) {
            XCTAssertEqual($0 as? AmountEntryError, .tooManyDecimals(places: 2, currency: .usd))
        }
        XCTAssertThrowsError(try AmountEntry(typing: "1.2.", .usd)) { XCTAssertEqual($0 as? AmountEntryError, .secondDecimalPoint) }
        XCTAssertEqual(try AmountEntry(typing: "<", .usd).text, "", "delete on an empty entry does nothing")
    }

    func testKeypadStringsForYenAndDinars() throws {
        XCTAssertEqual(try AmountEntry(typing: "1250", .jpy).amount.minorUnits, 1250)
        XCTAssertThrowsError(try AmountEntry(typing: "12.", .jpy)) { XCTAssertEqual($0 as? AmountEntryError, .noMinorUnit(.jpy)) }
        XCTAssertEqual(try AmountEntry(typing: "3.125", .kwd).amount.minorUnits, 3125)
        XCTAssertEqual(try AmountEntry(typing: "3.1", .kwd).amount.minorUnits, 3100)
        XCTAssertThrowsError(try AmountEntry(typing: "3.1250", .kwd)) {
            XCTAssertEqual($0 as? AmountEntryError, .tooManyDecimals(places: 3, currency: .kwd))
        }
    }

    func testKeypadRefusesAnAmountThatOverflows() throws {
        let most = try AmountEntry(typing: "92233720368547758", .usd)
        XCTAssertEqual(most.amount.minorUnits, 9_223_372_036_854_775_800)
        XCTAssertThrowsError(try most.pressing(.digit(0))) { XCTAssertEqual($0 as? AmountEntryError, .tooLarge) }
        XCTAssertThrowsError(try AmountEntry(typing: "99999999999999999999", .jpy)) { XCTAssertEqual($0 as? AmountEntryError, .tooLarge) }
    }

    func testFormattingInThreeLocales() throws {
        let amount = Money(123_456, .usd), owed = Money(-1820, .usd)
        let us = MoneyFormatter(.enUS), de = MoneyFormatter(.deDE), ja = MoneyFormatter(.jaJP)
        XCTAssertEqual(us.string(amount), "$1,234.56")
        XCTAssertEqual(us.string(owed), "\u{2212}$18.20")
        XCTAssertEqual(us.string(Money(999_999_999_999, .usd)), "$9,999,999,999.99")
        XCTAssertEqual(us.string(Money(1_250_000, .kwd)), "KWD\u{00A0}1,250.000")
        XCTAssertEqual(de.string(amount), "1.234,56\u{00A0}$")
        XCTAssertEqual(de.string(Money(-123_456, .eur)), "\u{2212}1.234,56\u{00A0}€")
        XCTAssertEqual(de.string(Money(1_234_567, .jpy)), "1.234.567\u{00A0}¥")
        XCTAssertEqual(ja.string(Money(1_234_567, .jpy)), "￥1,234,567")
        XCTAssertEqual(ja.string(Money(-5, .jpy)), "\u{2212}￥5")
        XCTAssertEqual(ja.string(Money(5, .eur)), "€0.05")
        XCTAssertEqual(us.entry(try AmountEntry(typing: "1234.", .usd)), "$1,234.")
        XCTAssertEqual(de.entry(try AmountEntry(typing: "1234.5", .eur)), "1.234,5\u{00A0}€")
        XCTAssertEqual(us.entry(AmountEntry(.usd)), "$0")
        XCTAssertEqual(de.percent(0.384), "38\u{00A0}%")
        XCTAssertEqual(us.percent(1.15), "115%")
    }

    func testScalingRoundsHalvesAwayFromZero() throws {
        XCTAssertEqual(try Money(285_037, .usd).scaled(by: 1, over: 27).minorUnits, 10_557)
        XCTAssertEqual(try Money(60_000, .usd).scaled(by: 12, over: 52).minorUnits, 13_846)
        XCTAssertEqual(try Money(5, .usd).scaled(by: 1, over: 2).minorUnits, 3, "a half rounds up")
        XCTAssertEqual(try Money(-5, .usd).scaled(by: 1, over: 2).minorUnits, -3, "and away from zero below it")
        XCTAssertEqual(try Money(4, .usd).scaled(by: 1, over: 3).minorUnits, 1)
        XCTAssertThrowsError(try Money(.max, .usd).scaled(by: 2, over: 1))
        XCTAssertThrowsError(try Money(1, .usd).scaled(by: 1, over: 0))
    }

    func testShareRoundsTowardZero() {
        XCTAssertEqual(Money(29_975, .usd).share(of: 4).minorUnits, 7493)
        XCTAssertEqual(Money(-10, .usd).share(of: 3).minorUnits, -3)
        XCTAssertEqual(Money(10, .usd).share(of: 0).minorUnits, 10)
    }
}

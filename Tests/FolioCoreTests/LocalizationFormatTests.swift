import FolioCore
import XCTest

/// Each locale's numbers, shares, money, dates, times and measures as exact strings (CLDR 44, as
/// iOS 17 writes them), from Folio's own tables: the same bytes on every machine.
final class LocalizationFormatTests: XCTestCase {
    let en = LocaleFormat(.en), de = LocaleFormat(.de), ar = LocaleFormat(.ar)

    func testNumbersAreGroupedWithTheLocalesSeparators() {
        XCTAssertEqual([0, 999, 2075, 1_234_567].map(en.integer), ["0", "999", "2,075", "1,234,567"])
        XCTAssertEqual([0, 999, 2075, 1_234_567].map(de.integer), ["0", "999", "2.075", "1.234.567"])
        XCTAssertEqual(ar.integer(2075), "2,075", "Arabic in Western digits, as CLDR 44 writes plain ar")
        XCTAssertEqual(en.integer(-1500), "\u{2212}1,500")
        XCTAssertEqual(ar.integer(-1500), "\u{200E}\u{2212}1,500", "a left-to-right mark keeps the minus before the number")
        XCTAssertEqual(en.decimal(1234.5, fractionDigits: 1), "1,234.5")
        XCTAssertEqual(de.decimal(1234.5, fractionDigits: 2), "1.234,50")
        XCTAssertEqual(en.decimal(2.25, fractionDigits: 1), "2.3", "half away from zero")
        XCTAssertEqual(en.decimal(-0.04, fractionDigits: 1), "0.0", "no minus on a value that rounds to zero")
        XCTAssertEqual(en.decimal(.nan, fractionDigits: 1), "0")
        XCTAssertEqual(en.decimal(1e20, fractionDigits: 2), "100,000,000,000,000,000,000")
    }

    func testPercentSignsSitAsEachLocaleSitsThem() {
        XCTAssertEqual(en.percent(1.04), "104%")
        XCTAssertEqual(de.percent(1.04), "104\u{A0}%")
        XCTAssertEqual(ar.percent(1.04), "104\u{200E}%\u{200E}")
    }

    func testMoneyIsExactAndPlacedByTheLocale() {
        XCTAssertEqual(en.money(minorUnits: 123_456, currency: "USD"), "$1,234.56")
        XCTAssertEqual(de.money(minorUnits: 123_456, currency: "USD"), "1.234,56\u{A0}$")
        XCTAssertEqual(ar.money(minorUnits: 123_456, currency: "USD"), "US$\u{A0}1,234.56")
        XCTAssertEqual(en.money(minorUnits: -1820, currency: "USD"), "\u{2212}$18.20")
        XCTAssertEqual(de.money(minorUnits: -1820, currency: "EUR"), "\u{2212}18,20\u{A0}€")
        XCTAssertEqual(ar.money(minorUnits: -1820, currency: "USD"), "US$\u{A0}\u{200E}\u{2212}18.20")
        XCTAssertEqual(en.money(minorUnits: 5, currency: "USD"), "$0.05")
        XCTAssertEqual(en.money(minorUnits: 1500, currency: "JPY", exponent: 0), "¥1,500")
        XCTAssertEqual(de.money(minorUnits: 100, currency: "CHF"), "1,00\u{A0}CHF", "a currency the table lacks is written by its code")
    }

    func testDatesTakeTheLocalesOrderAndNames() {
        XCTAssertEqual(en.date(year: 2026, month: 11, day: 27, style: .abbreviated), "Nov 27")
        XCTAssertEqual(de.date(year: 2026, month: 11, day: 27, style: .abbreviated), "27. Nov.")
        XCTAssertEqual(ar.date(year: 2026, month: 11, day: 27, style: .abbreviated), "27 نوفمبر")
        XCTAssertEqual(en.date(year: 2026, month: 12, day: 1, style: .full), "Tuesday, December 1")
        XCTAssertEqual(de.date(year: 2026, month: 12, day: 1, style: .full), "Dienstag, 1. Dezember")
        XCTAssertEqual(ar.date(year: 2026, month: 12, day: 1, style: .full), "الثلاثاء، 1 ديسمبر")
        XCTAssertEqual(de.date(year: 2026, month: 3, day: 9, style: .monthAndDay), "9. März")
        XCTAssertEqual(en.date(year: 2024, month: 2, day: 29, style: .full), "Thursday, February 29")
        XCTAssertEqual(en.dateRange(from: (2026, 11, 23), to: (2026, 11, 29)), "Nov 23–29", "as Recipe's plan writes a week today")
        XCTAssertEqual(de.dateRange(from: (2026, 11, 23), to: (2026, 11, 29)), "23.–29. Nov.")
        XCTAssertEqual(ar.dateRange(from: (2026, 11, 23), to: (2026, 11, 29)), "23–29 نوفمبر")
        XCTAssertEqual(en.dateRange(from: (2026, 11, 30), to: (2026, 12, 6)), "Nov 30 – Dec 6")
        XCTAssertEqual(de.dateRange(from: (2026, 11, 30), to: (2026, 12, 6)), "30. Nov. – 6. Dez.")
        XCTAssertEqual(en.monthName(13, abbreviated: false), "13")
        XCTAssertEqual((0..<7).map { de.weekdayName($0, abbreviated: true) }, ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."])
        XCTAssertEqual(en.weekdayName(12, abbreviated: true), "Fri")
    }

    func testNarrowWeekdaysAreTheLettersOverACalendarsColumns() {
        let monday = [1, 2, 3, 4, 5, 6, 7]
        XCTAssertEqual(monday.map(en.narrowWeekdayName), ["M", "T", "W", "T", "F", "S", "S"])
        XCTAssertEqual(monday.map(de.narrowWeekdayName), ["M", "D", "M", "D", "F", "S", "S"])
        XCTAssertEqual(monday.map(ar.narrowWeekdayName), ["ن", "ث", "ر", "خ", "ج", "س", "ح"])
        XCTAssertEqual(LocaleFormat(.enXA).narrowWeekdayName(0), "S", "a pseudo-locale writes dates as English")
        XCTAssertEqual(de.narrowWeekdayName(-1), "S", "taken modulo 7: Saturday")
    }

    func testTimesAreTwelveHourInEnglishAndTwentyFourElsewhere() {
        XCTAssertEqual(en.time(hour: 9, minute: 41), "9:41\u{202F}AM")
        XCTAssertEqual(en.time(hour: 0, minute: 5), "12:05\u{202F}AM")
        XCTAssertEqual(en.time(hour: 18, minute: 35), "6:35\u{202F}PM")
        XCTAssertEqual(de.time(hour: 9, minute: 41), "09:41")
        XCTAssertEqual(ar.time(hour: 18, minute: 35), "18:35")
    }

    func testDurationsShortAndLongInTheLocalesPluralForms() {
        XCTAssertEqual([150, 45, 60, 0, -5].map(en.duration), ["2h 30m", "45m", "1h", "0m", "0m"])
        XCTAssertEqual(de.duration(minutes: 150), "2\u{A0}Std. 30\u{A0}Min.")
        XCTAssertEqual(ar.duration(minutes: 150), "2\u{A0}س 30\u{A0}د")
        XCTAssertEqual([150, 61, 1].map(en.longDuration), ["2 hours, 30 minutes", "1 hour, 1 minute", "1 minute"])
        XCTAssertEqual(de.longDuration(minutes: 150), "2 Stunden, 30 Minuten")
        XCTAssertEqual(ar.longDuration(minutes: 150), "ساعتان و30 دقيقة")
        XCTAssertEqual([0, 1, 2, 3, 11, 100].map { ar.count($0, .day) }, ["0 يوم", "يوم واحد", "يومان", "3 أيام", "11 يومًا", "100 يوم"])
        XCTAssertEqual([1, 30].map { de.count($0, .day) }, ["1 Tag", "30 Tage"])
        XCTAssertEqual(en.count(1, .day), "1 day")
    }

    func testVolumesAndTemperatures() {
        XCTAssertEqual(en.millilitres(2075), "2,075 ml")
        XCTAssertEqual(de.millilitres(2075), "2.075 ml")
        XCTAssertEqual(ar.millilitres(250), "250\u{A0}مل")
        XCTAssertEqual([2075, 2050, 0].map { en.litres(millilitres: $0) }, ["2.1 L", "2.1 L", "0.0 L"], "half up in whole millilitres")
        XCTAssertEqual(de.litres(millilitres: 1500), "1,5\u{A0}l")
        XCTAssertEqual(ar.litres(millilitres: 1500), "1.5\u{A0}لتر")
        XCTAssertEqual(en.celsius(21.4), "21°C")
        XCTAssertEqual(de.celsius(21.45, fractionDigits: 1), "21,5\u{A0}°C")
        XCTAssertEqual(ar.celsius(-3), "\u{200E}\u{2212}3°م")
    }

    func testPseudoLocalesFormatAsEnglishAndLocalesCarryTheirDirection() {
        XCTAssertEqual(LocaleFormat(.enXA).money(minorUnits: 123_456, currency: "USD"), "$1,234.56")
        XCTAssertEqual(LocaleFormat(.arXB).date(year: 2026, month: 11, day: 27, style: .abbreviated), "Nov 27")
        XCTAssertEqual(FolioLocale.allCases.map(\.layoutDirection), [.leftToRight, .leftToRight, .rightToLeft, .leftToRight, .rightToLeft])
        XCTAssertEqual(FolioLocale.spelled, "en, de, ar, en-XA, ar-XB")
        XCTAssertEqual(FolioLocale.named("en-XA"), .enXA)
        XCTAssertNil(FolioLocale.named("fr"))
        XCTAssertNil(FolioLocale.named("EN"), "identifiers are exact")
        XCTAssertEqual(FolioLocale.current, .en, "English unless a render sets another")
        FolioLocale.$current.withValue(.de) { XCTAssertEqual(FolioLocale.current.format.integer(2075), "2.075") }
    }
}

import FolioAppsTestSupport
import FolioDomain
import XCTest
@testable import FolioApps

/// The shared formatting kit, and what each app's own format adds to it.
final class FormatTests: XCTestCase {
    func testTheSharedKitWritesNumbersDatesCountsAndDurations() throws {
        XCTAssertEqual(Format.grouped(0), "0")
        XCTAssertEqual(Format.grouped(999), "999")
        XCTAssertEqual(Format.grouped(2075), "2,075")
        XCTAssertEqual(Format.grouped(1_234_567), "1,234,567")
        XCTAssertEqual(Format.grouped(-1500), "\u{2212}1,500", "the minus is U+2212, not a hyphen")
        let day = try XCTUnwrap(LocalDate(iso: "2026-11-26"))
        XCTAssertEqual(Format.shortDate(day), "Nov 26")
        XCTAssertEqual(day.monthName, "November")
        XCTAssertEqual(Format.count(1, "goal"), "1 goal")
        XCTAssertEqual(Format.count(3, "box", "boxes"), "3 boxes")
        XCTAssertEqual(Format.count(0, "repair", zeroWord: "no"), "no repairs")
        XCTAssertEqual(Format.days(30), "30 days")
        XCTAssertEqual(Format.duration(minutes: 150), "2h 30m")
        XCTAssertEqual(Format.duration(minutes: 45), "45m")
        XCTAssertEqual(Format.duration(minutes: 60), "1h")
    }

    func testWaterAddsMillilitresLitresSharesAndLongDates() throws {
        XCTAssertEqual(WaterFormat.ml(2075), "2,075 ml")
        XCTAssertEqual(WaterFormat.litres(2075), "2.1 L")
        XCTAssertEqual(WaterFormat.litres(0), "0.0 L")
        XCTAssertEqual(WaterFormat.percent(1.0375), "104 %")
        let day = try XCTUnwrap(LocalDate(iso: "2026-11-26"))
        XCTAssertEqual(WaterFormat.long(day), "Thursday, Nov 26")
        XCTAssertEqual(WaterFormat.initial(day.weekday), "T")
    }
}

import FolioDomain
import XCTest
@testable import FolioApps

final class WaterFormatTests: XCTestCase {
    func testNumbersAndDates() throws {
        XCTAssertEqual(WaterFormat.grouped(0), "0")
        XCTAssertEqual(WaterFormat.grouped(999), "999")
        XCTAssertEqual(WaterFormat.grouped(2075), "2,075")
        XCTAssertEqual(WaterFormat.grouped(1_234_567), "1,234,567")
        XCTAssertEqual(WaterFormat.grouped(-1500), "−1,500")
        XCTAssertEqual(WaterFormat.litres(2075), "2.1 L")
        XCTAssertEqual(WaterFormat.litres(0), "0.0 L")
        XCTAssertEqual(WaterFormat.percent(1.0375), "104 %")
        let day = try XCTUnwrap(LocalDate(iso: "2026-11-26"))
        XCTAssertEqual(WaterFormat.short(day), "Nov 26")
        XCTAssertEqual(WaterFormat.long(day), "Thursday, Nov 26")
        XCTAssertEqual(WaterFormat.initial(day.weekday), "T")
    }
}

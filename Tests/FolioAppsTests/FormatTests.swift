import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTargets
import FolioTestSupport
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
        XCTAssertEqual(WaterFormat.percent(1.0375), "104%", "no space before the sign, as iOS writes it")
        let day = try XCTUnwrap(LocalDate(iso: "2026-11-26"))
        XCTAssertEqual(WaterFormat.long(day), "Thursday, Nov 26")
        XCTAssertEqual(WaterFormat.initial(day.weekday), "T")
    }

    func testTheSharedKitWritesForTheLocaleOfTheRender() throws {
        let day = try XCTUnwrap(LocalDate(iso: "2026-11-26"))
        FolioLocale.$current.withValue(.de) {
            XCTAssertEqual(Format.grouped(-2075), "\u{2212}2.075")
            XCTAssertEqual(Format.shortDate(day), "26. Nov.")
            XCTAssertEqual(Format.days(30), "30 Tage")
            XCTAssertEqual(Format.duration(minutes: 150), "2\u{A0}Std. 30\u{A0}Min.")
        }
        FolioLocale.$current.withValue(.ar) {
            XCTAssertEqual(Format.shortDate(day), "26 نوفمبر")
            XCTAssertEqual([1, 2, 11].map(Format.days), ["يوم واحد", "يومان", "11 يومًا"])
        }
        FolioLocale.$current.withValue(.enXA) {
            XCTAssertEqual(Format.shortDate(day), "Nov 26", "a pseudo-locale formats as English")
        }
        XCTAssertEqual(Format.shortDate(day), "Nov 26", "English outside a render in another locale")
    }

    func testARequestsLocaleReachesTheScreenItDraws() throws {
        let target = try XCTUnwrap(TargetCatalog.target(named: "water.today"))
        var request = RenderRequest()
        let english = FrameProbe.texts(try target.frame(request, measurer: FixedWidthTextMeasurer()))
        request.locale = .de
        let german = FrameProbe.texts(try target.frame(request, measurer: FixedWidthTextMeasurer()))
        XCTAssertTrue(english.contains("Nov 27"), "\(english)")
        XCTAssertTrue(german.contains("27. Nov."), "\(german)")
        XCTAssertTrue(german.contains { $0.contains("2.000 ml") }, "\(german)")
        XCTAssertEqual(FolioLocale.current, .en, "the render's locale ends with the render")
    }
}

import FolioAppsTestSupport
import FolioCore
import FolioDomain
import FolioLayout
import FolioTargets
import FolioTestSupport
import XCTest
@testable import FolioApps

/// Water and Streaks in German and Arabic: every word it draws from its catalog, translated; its
/// counts in each language's plural forms; its volumes and dates in each locale's formats.
final class WaterLocaleTests: XCTestCase {
    /// The app's stories and flows, as `folio render` names them.
    private var targets: [RenderTarget] {
        TargetCatalog.all.filter { $0.app == .water && ($0.kind == .screen || $0.kind == .flow) }
    }

    /// The frame trees of every target in `locale`, and the app's lookups that fell back to English.
    private func fallbacks(in locale: FolioLocale) throws -> (trees: [String: Frame], missed: [String]) {
        let log = FallbackLog()
        var request = RenderRequest()
        request.locale = locale
        var trees: [String: Frame] = [:]
        try StringCatalogStore.$fallbacks.withValue(log) {
            for target in targets { trees[target.name] = try target.frame(request, measurer: AppFixture<WaterSnapshot>.measurer) }
        }
        return (trees, log.entries.filter { $0.app == "water" }.map(\.key))
    }

    func testEveryStoryAndFlowDrawsOnlyTranslatedWordsInGermanAndArabic() throws {
        XCTAssertEqual(targets.filter { $0.kind == .screen }.count, 14, "every story")
        for locale in [FolioLocale.de, .ar] {
            let (trees, missed) = try fallbacks(in: locale)
            XCTAssertEqual(missed, [], "\(locale): keys that fell back to English")
            XCTAssertEqual(trees.count, targets.count)
        }
    }

    func testTheScreensSayTheirWordsInTheLocale() throws {
        let (german, _) = try fallbacks(in: .de)
        let (arabic, _) = try fallbacks(in: .ar)
        let today = try XCTUnwrap(german["water.today"]), month = try XCTUnwrap(german["water.month:day-selected"])
        XCTAssertTrue(FrameProbe.texts(today).contains("Noch 175 ml · 12\u{A0}Tage in\u{A0}Folge"), "\(FrameProbe.texts(today))")
        XCTAssertTrue(FrameProbe.texts(today).contains("von 2.000 ml · 91\u{A0}%"), "\(FrameProbe.texts(today))")
        XCTAssertTrue(FrameProbe.texts(month).contains("Donnerstag, 26. Nov."), "\(FrameProbe.texts(month))")
        let summary = try XCTUnwrap(arabic["water.summary:goal-met"])
        XCTAssertEqual(Array(FrameProbe.texts(summary).prefix(2)), ["تحقق", "الهدف"], "the headline rises in word by word")
        XCTAssertTrue(FrameProbe.texts(summary).contains("2,075 من 2,000\u{A0}مل · سلسلة من 13 يومًا"), "\(FrameProbe.texts(summary))")
    }

    /// A count in Arabic's six plural forms (0, 1, 2, 3–10, 11–99, 100) and German's two.
    func testDaysLeftTakesEachLanguagesPluralForms() {
        let arabic = FolioLocale.$current.withValue(.ar) {
            [0, 1, 2, 3, 11, 100].map { waterStrings("%lld days left", .integer($0)) }
        }
        XCTAssertEqual(arabic, ["لم يتبقَّ أي يوم", "بقي يوم واحد", "بقي يومان", "بقيت 3 أيام", "بقي 11 يومًا", "بقي 100 يوم"])
        let german = FolioLocale.$current.withValue(.de) { [1, 2].map { waterStrings("%lld days left", .integer($0)) } }
        XCTAssertEqual(german, ["noch 1 Tag", "noch 2 Tage"])
        XCTAssertEqual([1, 2].map { waterStrings("%lld days left", .integer($0)) }, ["1 day left", "2 days left"])
    }

    /// "5 of 7 days": the plural follows the second number, in every language.
    func testTheDaysOfACountFollowTheSecondNumber() {
        XCTAssertEqual(waterStrings("%1$lld of %2$lld days", .integer(2), .integer(1)), "2 of 1 day")
        XCTAssertEqual(waterStrings("%1$lld of %2$lld days", .integer(1), .integer(7)), "1 of 7 days")
        FolioLocale.$current.withValue(.de) {
            XCTAssertEqual(waterStrings("%1$lld of %2$lld days", .integer(1), .integer(7)), "1 von 7 Tagen")
        }
        FolioLocale.$current.withValue(.ar) {
            XCTAssertEqual(waterStrings("%1$lld of %2$lld days", .integer(5), .integer(7)), "5 من 7 أيام")
            XCTAssertEqual(waterStrings("%1$lld of %2$lld days", .integer(1), .integer(2)), "1 من يومين")
            XCTAssertEqual(waterStrings("%lld days (the word under the count)", .integer(12)), "يومًا")
        }
    }

    /// Volumes, days and weekdays in each locale's own formats.
    func testVolumesAndDatesAreWrittenForTheLocale() throws {
        let day = try XCTUnwrap(LocalDate(iso: "2026-11-26"))
        FolioLocale.$current.withValue(.de) {
            XCTAssertEqual(WaterFormat.ml(2075), "2.075 ml")
            XCTAssertEqual(WaterFormat.litres(2075), "2,1\u{A0}l")
            XCTAssertEqual(WaterFormat.long(day), "Donnerstag, 26. Nov.")
            XCTAssertEqual(WaterFormat.initial(day.weekday), "D")
            XCTAssertEqual(WaterFormat.time(LocalTime(minutesSinceMidnight: 18 * 60 + 35)), "18:35")
        }
        FolioLocale.$current.withValue(.ar) {
            XCTAssertEqual(WaterFormat.ml(2075), "2,075\u{A0}مل")
            XCTAssertEqual(WaterFormat.long(day), "الخميس، 26 نوفمبر")
            XCTAssertEqual(WaterFormat.initial(day.weekday), "خ")
            XCTAssertEqual(WaterFormat.month(day), "نوفمبر")
        }
        XCTAssertEqual(WaterFormat.time(LocalTime(minutesSinceMidnight: 18 * 60 + 35)), "6:35\u{202F}PM")
    }
}

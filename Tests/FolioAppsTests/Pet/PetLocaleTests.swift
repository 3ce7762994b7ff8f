import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import FolioTestSupport
import XCTest
@testable import FolioApps

/// Self-Care Pet in German and Arabic: every word it draws comes from its catalog, translated; its
/// counts take each language's plural forms; its dates and times are the locale's.
final class PetLocaleTests: XCTestCase {
    /// Every story laid out as a render builds it (catalogs read, the locale current while the
    /// view is built and laid out), with the catalog lookups that fell back to English logged.
    private func fallbacks(in locale: FolioLocale) throws -> [FallbackLog.Entry] {
        let log = FallbackLog()
        let snapshot = try PetFixture.snapshot()
        try StringCatalogStore.$fallbacks.withValue(log) {
            try StringCatalogStore.shared.drawing(in: locale) {
                for story in AppDefinition.pet.stories {
                    let view = try XCTUnwrap(try story.view(for: snapshot), story.id)
                    var environment = Environment(theme: Theme(app: .pet, appearance: .light), measurer: PetFixture.measurer(),
                                                  device: .iPhone)
                    environment.locale = locale
                    let frame = layout(view, environment: environment)
                    XCTAssertFalse(FrameProbe.texts(frame).isEmpty, "\(story.id) draws its words")
                }
            }
        }
        return log.entries
    }

    func testEveryStoryDrawsOnlyTranslatedWordsInGerman() throws {
        XCTAssertEqual(try fallbacks(in: .de).map(\.key), [])
    }

    func testEveryStoryDrawsOnlyTranslatedWordsInArabic() throws {
        XCTAssertEqual(try fallbacks(in: .ar).map(\.key), [])
    }

    /// The same look-up in English is the source, so nothing is reported there either: the log
    /// only lists what a translation lacks.
    func testEnglishRecordsNoFallbackAndTheLogCatchesAMissingKey() throws {
        XCTAssertEqual(try fallbacks(in: .en).map(\.key), [])
        let log = FallbackLog()
        let missing = try StringCatalogStore.$fallbacks.withValue(log) {
            try StringCatalogStore.shared.drawing(in: .de) { petStrings("A sentence no catalog has") }
        }
        XCTAssertEqual(missing, "A sentence no catalog has")
        XCTAssertEqual(log.entries.map(\.key), ["A sentence no catalog has"])
    }

    private func text(_ locale: FolioLocale, _ key: String, _ arguments: FormatArgument...) throws -> String {
        try StringCatalogStore.shared.drawing(in: locale) { StringCatalogStore.shared.localized(app: "pet", key, arguments).text }
    }

    /// "%lld repairs left" in Arabic's six forms and German's two.
    func testRepairsLeftTakesEachLanguagesPluralForms() throws {
        let arabic = try [0, 1, 2, 3, 11, 100].map { try text(.ar, "%lld repairs left", .integer($0)) }
        XCTAssertEqual(arabic, ["لا تعويضات متبقية", "تعويض واحد متبقٍ", "تعويضان متبقيان", "3 تعويضات متبقية", "11 تعويضًا متبقيًا",
                                "100 تعويض متبقٍ"])
        XCTAssertEqual(try [1, 2].map { try text(.de, "%lld repairs left", .integer($0)) }, ["1 Rettung übrig", "2 Rettungen übrig"])
        XCTAssertEqual(try [1, 2].map { try text(.en, "%lld repairs left", .integer($0)) }, ["1 repair left", "2 repairs left"])
    }

    /// A sentence with two counts takes each one's form: "1 find from 2 stops".
    func testTheFindsSubtitleCountsBothItsNumbers() throws {
        let key = "%1$lld things from %2$lld stops, the newest in front"
        XCTAssertEqual(try text(.en, key, .integer(1), .integer(2)), "1 thing from 2 stops, the newest in front")
        XCTAssertEqual(try text(.de, key, .integer(4), .integer(1)), "4 Funde von 1 Station, das Neueste vorn")
        XCTAssertEqual(try text(.ar, key, .integer(4), .integer(2)), "4 أشياء من محطتين، الأحدث في المقدمة")
    }

    /// The check-in's moment and the trip's times in the locale's words and clock.
    func testDatesAndTimesAreTheLocales() throws {
        let snapshot = try PetFixture.snapshot()
        let check = { (locale: FolioLocale) in
            try StringCatalogStore.shared.drawing(in: locale) {
                [PetCheckInScreen.moment(snapshot.date.weekday, .evening) + " · " + Format.shortDate(snapshot.date),
                 PetFormat.dayAndClock(LocalDateTime(date: snapshot.date.adding(days: -1), time: try XCTUnwrap(LocalTime(hour: 19, minute: 5))),
                                       today: snapshot.date)]
            }
        }
        XCTAssertEqual(try check(.en), ["Friday evening · Nov 27", "Yesterday, 7:05\u{202F}PM"])
        XCTAssertEqual(try check(.de), ["Freitagabend · 27. Nov.", "Gestern, 19:05"])
        XCTAssertEqual(try check(.ar), ["مساء الجمعة · 27 نوفمبر", "أمس، 19:05"])
    }
}

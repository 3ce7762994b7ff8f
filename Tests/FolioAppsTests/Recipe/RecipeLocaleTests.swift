import FolioAppsTestSupport
import FolioCore
import FolioDomain
import FolioLayout
import FolioTargets
import FolioTestSupport
import XCTest
@testable import FolioApps

/// The Recipe app in German and Arabic: every word it draws comes from its catalog, translated;
/// counts take each locale's plural forms; amounts, times and dates are written for the locale,
/// and the #41 rules for spoons and cups hold in every one of them.
final class RecipeLocaleTests: XCTestCase {
    func testEveryStoryInGermanAndArabicDrawsOnlyTranslatedWords() throws {
        for locale in [FolioLocale.de, .ar] {
            let log = FallbackLog()
            var request = RenderRequest(device: .se)
            request.locale = locale
            try StringCatalogStore.$fallbacks.withValue(log) {
                for story in Fixtures.recipe.app.stories {
                    let target = try XCTUnwrap(TargetCatalog.target(named: story.id), story.id)
                    _ = try target.frame(request, measurer: AppFixture<RecipeSnapshot>.measurer)
                }
                let card = try XCTUnwrap(RecipeShareCardContent(try Fixtures.recipe.snapshot()))
                _ = Fixtures.recipe.lay(card)
            }
            XCTAssertEqual(log.entries.filter { $0.app == "recipe" }.map(\.key), [], "\(locale) fell back to English")
        }
    }

    func testServingsTakeEachLocalesPluralForms() {
        func servings(_ locale: FolioLocale, _ counts: [Int]) -> [String] {
            FolioLocale.$current.withValue(locale) { counts.map(RecipeFormat.servings) }
        }
        XCTAssertEqual(servings(.ar, [0, 1, 2, 3, 11, 100]), ["لا حصص", "حصة واحدة", "حصتان", "3\u{A0}حصص", "11\u{A0}حصة", "100\u{A0}حصة"])
        XCTAssertEqual(servings(.de, [1, 2]), ["1\u{A0}Portion", "2\u{A0}Portionen"])
        XCTAssertEqual(servings(.en, [1, 4]), ["1 serving", "4 servings"])
    }

    /// The words after the shopping list's rolling count agree with it, though they never write it.
    func testTheWordsAfterTheRollingCountAgreeWithIt() {
        func left(_ locale: FolioLocale, _ counts: [Int]) -> [String] {
            FolioLocale.$current.withValue(locale) { counts.map { recipeStrings("%lld items left", .integer($0)) } }
        }
        XCTAssertEqual(left(.en, [1, 6]), ["item left", "items left"])
        XCTAssertEqual(left(.de, [1, 6]), ["Artikel übrig", "Artikel übrig"])
        XCTAssertEqual(left(.ar, [2, 6, 11]), ["عنصران متبقيان", "عناصر متبقية", "عنصرًا متبقيًا"])
    }

    /// 6 tbsp stays 6 tbsp and 9 tbsp is never a short ½ cup, in every locale's words; kilos take
    /// the locale's decimal separator; whole spoons and cups their plural forms; a number and its
    /// unit are held together by a no-break space in German and Arabic.
    func testAmountsKeepTheCooksRulesInEveryLocale() {
        let amounts = [Amount(q(6), .tbsp), Amount(q(9), .tbsp), Amount(q(1_200), .g), Amount(q(2), .cup), Amount(q(3, 2), .cup),
                       Amount(q(1, 48), .tsp), Amount(q(2), .tbsp)]
        func written(_ locale: FolioLocale) -> [String] {
            FolioLocale.$current.withValue(locale) { amounts.map { RecipeAmounts.text($0, in: .us) } + [RecipeAmounts.text(amounts[2], in: .metric)] }
        }
        XCTAssertEqual(written(.en), ["6 tbsp", "½ cup + 1 tbsp", "2 ¾ lb", "2 cups", "1 ½ cups", "a pinch", "2 tbsp", "1.2 kg"])
        XCTAssertEqual(written(.de), ["6\u{A0}EL", "½\u{A0}Tasse + 1\u{A0}EL", "2 ¾\u{A0}lb", "2\u{A0}Tassen", "1 ½\u{A0}Tassen", "eine Prise", "2\u{A0}EL", "1,2\u{A0}kg"])
        XCTAssertEqual(written(.ar), ["6\u{A0}ملاعق كبيرة", "½\u{A0}كوب + ملعقة كبيرة", "2 ¾\u{A0}رطل", "كوبان", "1 ½\u{A0}كوب", "رشة", "ملعقتان كبيرتان",
                                      "1.2\u{A0}كغ"])
    }

    func testTimesOvensAndDatesAreWrittenForTheLocale() throws {
        let day = try XCTUnwrap(LocalDate(iso: "2026-11-27"))
        let oven = OvenTemperature(celsius: 200)
        func written(_ locale: FolioLocale) -> [String] {
            FolioLocale.$current.withValue(locale) {
                [RecipeFormat.minutes(75), RecipeFormat.short(day), RecipeAmounts.oven(oven, in: .metric), RecipeAmounts.oven(oven, in: .us),
                 RecipeFormat.weekday(day)]
            }
        }
        XCTAssertEqual(written(.en), ["1 h 15 min", "Nov 27", "200°C", "400°F", "Fri"])
        XCTAssertEqual(written(.de), ["1\u{A0}Std. 15\u{A0}Min.", "27. Nov.", "200\u{A0}°C", "400\u{A0}°F", "Fr."])
        XCTAssertEqual(written(.ar), ["ساعة و15\u{A0}دقيقة", "27 نوفمبر", "200°م", "400°ف", "الجمعة"])
    }

    /// A recipe's title is the snapshot's: never translated nor pseudo-localised.
    func testRecipeTitlesAreDrawnAsWritten() throws {
        var request = RenderRequest()
        request.locale = .enXA
        let target = try XCTUnwrap(TargetCatalog.target(named: "recipe.detail"))
        let texts = FrameProbe.texts(try target.frame(request, measurer: AppFixture<RecipeSnapshot>.measurer))
        XCTAssertTrue(texts.contains("Tomato soup"), "\(texts)")
        XCTAssertFalse(texts.contains("Ingredients"), "the app's own words are pseudo-localised")
    }
}

/// A quantity from a fraction known to be valid in a test.
private func q(_ n: Int, _ d: Int = 1) -> Quantity {
    Quantity(n, d) ?? Quantity(whole: 0)
}

import FolioAppsTestSupport
import FolioCore
import FolioDomain
import FolioLayout
import FolioTargets
import FolioTestSupport
import XCTest
@testable import FolioApps

/// Budget Envelopes in German and Arabic: every word of every story from its catalog, plural forms
/// by CLDR's rules, money and days written for the locale with the cent rounded the same way in each.
final class BudgetLocaleTests: XCTestCase {
    private func inLocale<T>(_ locale: FolioLocale, _ body: () throws -> T) rethrows -> T {
        try FolioLocale.$current.withValue(locale, operation: body)
    }

    func testEveryStoryCardAndReportValueDrawsOnlyTranslatedWords() throws {
        let stories = TargetCatalog.all.filter { $0.app == .budget && $0.story != nil }
        XCTAssertEqual(stories.count, Fixtures.budget.app.stories.count)
        let s = try Fixtures.budget.snapshot()
        let report = ReportData(week: ISOWeek(containing: s.date), snapshots: [s], source: "Templates/snapshots")
        for locale in [FolioLocale.de, .ar] {
            let log = FallbackLog()
            var request = RenderRequest(device: .se)
            request.locale = locale
            try StringCatalogStore.$fallbacks.withValue(log) {
                for story in stories {
                    _ = try story.frame(request, measurer: AppFixture<BudgetSnapshot>.measurer)
                }
                try RenderRequest.inLocale(locale) {
                    _ = Fixtures.budget.lay(BudgetCardContent(s, showsAmounts: true))
                    for binding in ReportBindings.budget {
                        switch binding.kind {
                        case .value(let resolve): _ = resolve(report)
                        case .figure(let draw): _ = draw(report).map { Fixtures.budget.lay($0.view) }
                        }
                    }
                }
            }
            XCTAssertEqual(log.entries.map(\.key), [], "words drawn in \(locale) with no translation")
        }
    }

    /// Envelope names and spend notes are the snapshot's own words: drawn as typed in every locale,
    /// never translated or pseudo-localised.
    func testTheSnapshotsNamesAndNotesAreNeverTranslated() throws {
        let s = try Fixtures.budget.snapshot()
        for locale in FolioLocale.allCases {
            let budgets = inLocale(locale) { FrameProbe.texts(Fixtures.budget.lay(BudgetsScreen(s))) }
            let envelope = inLocale(locale) { FrameProbe.texts(Fixtures.budget.lay(BudgetEnvelopeScreen(s, envelope: "groceries"))) }
            XCTAssertTrue(budgets.contains("Groceries") && budgets.contains("Eating out"), "\(locale): \(budgets)")
            XCTAssertTrue(envelope.contains("Bakery") && envelope.contains("Trader Joe's"), "\(locale): \(envelope)")
        }
    }

    func testSpendsArePluralisedByEachLocalesRules() {
        let arabic = inLocale(.ar) { [0, 1, 2, 3, 11, 100].map { budgetStrings("%lld spends", .integer($0)) } }
        XCTAssertEqual(arabic, ["لا مصروفات", "مصروف واحد", "مصروفان", "3 مصروفات", "11 مصروفًا", "100 مصروف"])
        XCTAssertEqual(inLocale(.de) { [1, 2].map { budgetStrings("%lld spends", .integer($0)) } }, ["1 Ausgabe", "2 Ausgaben"])
        XCTAssertEqual(inLocale(.en) { [1, 2].map { budgetStrings("%lld spends", .integer($0)) } }, ["1 spend", "2 spends"])
        XCTAssertEqual(inLocale(.ar) { [2, 4, 30].map { budgetStrings("%lld days left", .integer($0)) } },
                       ["يومان متبقيان", "أيام متبقية", "يومًا متبقيًا"], "the ring's words leave its number out")
    }

    /// Per day is $2,850.37 over 27 days: $105.57 to the nearest cent in every locale (never the
    /// $105.56 of rounding down), and a half cent goes away from zero.
    func testMoneyIsWrittenForTheLocaleAndRoundedToTheNearestCentInEach() throws {
        let s = try Fixtures.budget.snapshot()
        let perDay = s.monthSummary.perDay
        let half = try Money(1001, .usd).scaled(by: 1, over: 2), owed = try Money(-1001, .usd).scaled(by: 1, over: 2)
        let written = { (locale: FolioLocale) in self.inLocale(locale) {
            let format = BudgetFormat(s)
            return [format.money(perDay), format.money(half), format.money(owed), format.money(Money(123_456, .usd))]
        } }
        XCTAssertEqual(written(.en), ["$105.57", "$5.01", "−$5.01", "$1,234.56"])
        XCTAssertEqual(written(.de), ["105,57\u{A0}$", "5,01\u{A0}$", "−5,01\u{A0}$", "1.234,56\u{A0}$"])
        XCTAssertEqual(written(.ar), ["US$\u{A0}105.57", "US$\u{A0}5.01", "US$\u{A0}\u{200E}−5.01",
                                      "US$\u{A0}1,234.56"])
        let spending = inLocale(.de) { FrameProbe.texts(Fixtures.budget.lay(BudgetSpendingScreen(s))) }
        XCTAssertTrue(spending.contains("105,57\u{A0}$") && spending.contains("Pro Tag"), "\(spending)")
    }

    func testTheKeypadTypesInTheLocalesMarks() throws {
        let s = try Fixtures.budget.snapshot()
        let typed = { (keys: String, locale: FolioLocale) in
            try self.inLocale(locale) { BudgetFormat(s).entry(try AmountEntry(typing: keys, .usd)) }
        }
        XCTAssertEqual(try typed("12.", .en), "$12.")
        XCTAssertEqual(try typed("1234.5", .de), "1.234,5\u{A0}$")
        XCTAssertEqual(try typed("12.", .de), "12,\u{A0}$")
        XCTAssertEqual(try typed("", .ar), "US$\u{A0}0")
        let sheet = inLocale(.de) { Fixtures.budget.lay(AddExpenseSheet.typed(s)) }
        XCTAssertEqual(FrameProbe.string(under: "decimal", in: sheet), ",")
    }

    func testDaysAndRhythmsAreWrittenForTheLocale() throws {
        let friday = try XCTUnwrap(LocalDate(year: 2026, month: 11, day: 27))
        XCTAssertEqual(inLocale(.en) { BudgetFormat.day(friday) }, "Fri, Nov 27")
        XCTAssertEqual(inLocale(.de) { BudgetFormat.day(friday) }, "Fr., 27. Nov.")
        XCTAssertEqual(inLocale(.ar) { BudgetFormat.day(friday) }, "الجمعة، 27 نوفمبر")
        let rhythms = [BudgetRhythm(.weekly, resetDay: 1), BudgetRhythm(.fortnightly, resetDay: 5), BudgetRhythm(.monthly, resetDay: 22),
                       BudgetRhythm(.monthly, resetDay: 11), BudgetRhythm(.yearly, resetDay: 1, resetMonth: 4)].compactMap { $0 }
        XCTAssertEqual(inLocale(.en) { rhythms.map(BudgetWords.rhythm) }, [
            "Resets every Monday", "Resets every other Friday", "Resets on the 22nd of every month", "Resets on the 11th of every month",
            "Resets every year on April 1",
        ])
        XCTAssertEqual(inLocale(.de) { rhythms.map(BudgetWords.rhythm) }, [
            "Startet jeden Montag neu", "Startet jeden zweiten Freitag neu", "Startet am 22. jedes Monats neu", "Startet am 11. jedes Monats neu",
            "Startet jedes Jahr am 1. April neu",
        ])
        XCTAssertEqual(inLocale(.ar) { BudgetWords.rhythm(rhythms[2]) }, "تتجدد في اليوم 22 من كل شهر")
    }
}

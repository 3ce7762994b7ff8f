import FolioAppsTestSupport
import FolioCore
import FolioDomain
import XCTest
@testable import FolioApps
@testable import FolioReport

/// The weekly report in German and Arabic: its template's copy and its own words from the report's
/// catalog (`Templates/strings/report.xcstrings`), its dates and numbers through the locale's formats,
/// and English as it was.
final class ReportLocaleTests: XCTestCase {
    private func catalog() throws -> StringCatalog {
        try StringCatalog.read(contentsOf: ReportFixtures.root.appendingPathComponent("Templates/strings/report.xcstrings").path)
    }

    /// `body` in `locale` with the report's catalog (and no app's).
    private func inLocale<T>(_ locale: FolioLocale, _ body: () throws -> T) throws -> T {
        try StringCatalogStore.$override.withValue(["report": try catalog()]) { try FolioLocale.$current.withValue(locale, operation: body) }
    }

    /// Every copy of the template, keywords included.
    private func copy(_ template: ReportTemplate) -> [TemplateText] {
        var texts = [template.title, template.subject, template.footer] + template.keywords.map(TemplateText.init(literal:))
        for section in template.sections {
            texts += [section.kicker, section.heading, section.intro, section.empty].compactMap { $0 }
            for block in section.blocks { texts += Self.copy(block) }
        }
        return texts
    }

    private static func copy(_ block: ReportBlock) -> [TemplateText] {
        switch block {
        case .text(let text): [text]
        case .figure(let figure): [figure.title, figure.caption].compactMap { $0 }
        case .row(let figures): figures.flatMap { [$0.title, $0.caption].compactMap { $0 } }
        case .stats: []
        }
    }

    func testTheCatalogTranslatesEveryCopyOfTheTemplateWithItsBindings() throws {
        let catalog = try catalog()
        let template = try ReportFixtures.weeklyTemplate()
        var problems: [String] = []
        for text in copy(template) where text.pieces.contains(where: { if case .literal(let l) = $0 { l.contains { $0.isLetter } } else { false } }) {
            for locale in [FolioLocale.de, .ar] {
                let translation = catalog.localized(text.source, locale: locale)
                if translation.isFallback { problems.append("\(locale.identifier): no translation of '\(text.source)'") }
                if let problem = TemplateText(parsing: translation.text).map(text.translationProblem) ?? "its braces do not close" {
                    problems.append("\(locale.identifier): '\(text.source)': \(problem)")
                }
            }
        }
        XCTAssertEqual(problems, [])
        XCTAssertEqual(catalog.untranslatedKeys(.de), [])
        XCTAssertEqual(catalog.untranslatedKeys(.ar), [])
    }

    func testATranslationThatLosesABindingIsNotUsed() throws {
        let text = try XCTUnwrap(TemplateText(parsing: "You kept {pet.goals.kept} this week."))
        XCTAssertEqual(text.translationProblem(try XCTUnwrap(TemplateText(parsing: "Diese Woche geschafft."))),
                       "expected the bindings {pet.goals.kept}, found none")
        let broken = StringCatalog(entries: [text.source: StringCatalog.Entry(localizations: [
            "de": StringCatalog.Text(forms: [.other: "Diese Woche {pet.goals.missed} geschafft."])])])
        let filled = StringCatalogStore.$override.withValue(["report": broken]) {
            FolioLocale.$current.withValue(.de) { text.filled { _ in "38 Ziele" } }
        }
        XCTAssertEqual(filled, "You kept 38 Ziele this week.", "the text as written rather than a value lost")
        let pseudo = FolioLocale.$current.withValue(.enXA) { text.filled { _ in "38 goals" } }
        XCTAssertEqual(pseudo, PseudoLocale.accented.transform("You kept ", whole: false) + "38 goals"
                       + PseudoLocale.accented.transform(" this week.", whole: false), "the words accented, the binding filled")
        XCTAssertNotEqual(pseudo, "You kept 38 goals this week.")
    }

    func testDatesNumbersAndListsFollowTheLocale() throws {
        let week = ReportFixtures.week
        let moment = LocalDateTime(date: try XCTUnwrap(LocalDate(iso: "2026-11-27")), time: try XCTUnwrap(LocalTime(iso: "18:40")))
        let english = try inLocale(.en) {
            [ReportFormat.weekDates(week), ReportFormat.moment(moment), ReportFormat.volume(12_050), ReportFormat.volume(2_000),
             ReportFormat.score(3.25), ReportFormat.list(["a", "b", "c"]), ReportFormat.possessive("Maya"), ReportFormat.possessive(nil),
             ReportFormat.week(week)]
        }
        XCTAssertEqual(english, ["Monday 23 – Sunday 29 November 2026", "Friday 27 November 2026 at 18:40", "12.1 L", "2 L", "3.3",
                                 "a, b and c", "Maya’s", "Your", "2026-W48"], "English as it was")
        let german = try inLocale(.de) {
            [ReportFormat.weekDates(week), ReportFormat.moment(moment), ReportFormat.volume(12_050), ReportFormat.volume(2_000),
             ReportFormat.volume(850), ReportFormat.score(3.25), ReportFormat.list(["a", "b", "c"]), ReportFormat.possessive("Maya"),
             ReportFormat.possessive(nil), ReportFormat.shortDate(moment.date)]
        }
        XCTAssertEqual(german, ["Montag, 23. – Sonntag, 29. November 2026", "Freitag, 27. November 2026 um 18:40", "12,1\u{A0}l", "2\u{A0}l",
                                "850 ml", "3,3", "a, b und c", "Mayas", "Deine", "Fr., 27. Nov."])
        let arabic = try inLocale(.ar) {
            [ReportFormat.weekDates(week), ReportFormat.moment(moment), ReportFormat.list(["a", "b", "c"]), ReportFormat.possessive(nil),
             ReportFormat.week(week)]
        }
        XCTAssertEqual(arabic, ["الاثنين 23 – الأحد، 29 نوفمبر 2026", "الجمعة، 27 نوفمبر 2026 في 18:40", "a، b وc", "المستخدم",
                                "\u{2066}2026-W48\u{2069}"])
    }

    func testTheGermanReportsHeadingsWordsAndLanguage() throws {
        let data = try ReportFixtures.data()
        let document = try inLocale(.de) { try ReportFixtures.document(try ReportFixtures.weeklyTemplate(), data) }
        XCTAssertEqual(document.metadata.language, "de")
        XCTAssertEqual(document.metadata.title, "Mayas Woche")
        XCTAssertEqual(ReportFixtures.headings(document.pages[0]), ["Mayas Woche"])
        XCTAssertEqual(ReportFixtures.headings(document.pages[1]), ["Inhalt"])
        XCTAssertEqual(document.pages.flatMap { ReportFixtures.headings($0) }.filter { ["Stimmung", "Wasser"].contains($0) }, ["Stimmung", "Wasser"])
        let english = try inLocale(.en) { try ReportFixtures.document(try ReportFixtures.weeklyTemplate(), data) }
        XCTAssertEqual(english.metadata.language, "en-GB")
        XCTAssertEqual(ReportFixtures.headings(english.pages[1]), ["Contents"])
    }
}

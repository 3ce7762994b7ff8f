import FolioApps
import FolioAppsTestSupport
@testable import FolioReport
import FolioDomain
import XCTest

/// Reading report templates: the bundled one, and every kind of mistake reported with its path.
final class ReportTemplateTests: XCTestCase {
    func testTheBundledTemplateReadsWithItsSectionsInOrder() throws {
        let template = try ReportFixtures.weeklyTemplate()
        XCTAssertEqual(template.sections.map(\.kind.rawValue), ["cover", "contents", "mood", "goals", "streak", "water", "meals", "spending"])
        XCTAssertEqual(template.sections.map { $0.kind.app?.rawValue }, [nil, nil, "pet", "pet", "pet", "water", "recipe", "budget"])
        XCTAssertEqual(template.paper, .a4)
        XCTAssertEqual(template.margins.top, 52)
        XCTAssertEqual(template.language, "en-GB")
        XCTAssertEqual(template.footer.bindings, ["report.personPossessive", "report.week", "page", "pages"])
    }

    func testAnUnknownSectionNamesItsPathAndTheKnownKinds() {
        let problems = diagnostics(sections: #"[{"kind": "cover", "heading": "A"}, {"kind": "mood", "heading": "M"}, {"kind": "envelopes", "heading": "E"}]"#)
        XCTAssertEqual(problems, ["t.json: $.sections[2].kind: expected one of cover, contents, mood, goals, streak, water, meals, spending, found \"envelopes\""])
    }

    func testAnUnknownBindingListsTheBindingsOfItsApp() throws {
        let problems = diagnostics(sections: #"[{"kind": "water", "heading": "W", "blocks": [{"binding": "water.dayz"}]}]"#)
        let problem = try XCTUnwrap(problems.first)
        XCTAssertTrue(problem.hasPrefix("t.json: $.sections[0].blocks[0].binding: expected a figure binding (one of water.days, "), problem)
        XCTAssertTrue(problem.hasSuffix("found the unknown binding \"water.dayz\""), problem)
        XCTAssertFalse(problem.contains("pet."), "only the water bindings are offered: \(problem)")
    }

    func testABindingOfTheWrongKindOrAppSaysWhy() {
        let problems = diagnostics(sections: #"""
        [{"kind": "mood", "heading": "M", "intro": "{water.total} today", "blocks": [
          {"binding": "pet.energy"},
          {"stats": ["pet.mood.line"]},
          {"text": "We say {pet.enrgy}"}
        ]}]
        """#)
        XCTAssertEqual(problems.count, 4, problems.joined(separator: "\n"))
        XCTAssertTrue(problems[0].contains("$.sections[0].intro: expected a binding of Self-Care Pet (pet.…) or of the report (report.…) in a mood section, found {water.total}, which reads Water and Streaks"), problems[0])
        XCTAssertTrue(problems[1].contains("$.sections[0].blocks[0].binding: expected a figure binding"), problems[1])
        XCTAssertTrue(problems[1].hasSuffix("found \"pet.energy\", which is a value: put it in \"stats\" or in text as {pet.energy}"), problems[1])
        XCTAssertTrue(problems[2].contains("$.sections[0].blocks[1].stats[0]: expected a value binding"), problems[2])
        XCTAssertTrue(problems[3].contains("$.sections[0].blocks[2].text: expected a value binding"), problems[3])
        XCTAssertTrue(problems[3].hasSuffix("found the unknown binding {pet.enrgy}"), problems[3])
    }

    func testShapeMistakesAreAllReportedAtOnce() {
        let text = #"""
        {"schema": "folio.report/2", "title": "T", "paper": "a3", "margins": {"top": 2}, "footer": "page {page",
         "sections": [{"kind": "cover", "heading": "H", "subtitle": "x", "blocks": [{"text": "a", "stats": []}, {"text": "{page}"}]}]}
        """#
        let problems = diagnostics(text)
        XCTAssertEqual(problems, [
            "t.json: $.schema: expected \"folio.report/1\", found \"folio.report/2\"",
            "t.json: $.footer: expected text whose braces each hold a binding name, as in {report.week}, found \"page {page\"",
            "t.json: $.paper: expected one of a4, letter, found \"a3\"",
            "t.json: $.margins.top: expected a margin of 18…200 pt, found 2",
            "t.json: $.sections[0].subtitle: expected one of the members kind, kicker, heading, intro, empty, blocks, found \"subtitle\"",
            "t.json: $.sections[0].blocks[0]: expected exactly one of the members text, binding, stats, row, found text and stats",
            "t.json: $.sections[0].blocks[1].text: expected a value binding (one of " + valueNames() + "), found the unknown binding {page}",
        ])
    }

    func testInvalidJSONIsASyntaxErrorWithItsPlace() {
        let problems = diagnostics("{\"schema\": }")
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems[0].hasPrefix("t.json:1:") && problems[0].contains("invalid JSON"), problems[0])
    }

    func testTemplateTextSplitsAtBraces() throws {
        let text = try XCTUnwrap(TemplateText(parsing: "You kept {pet.goals.kept} of { pet.goals.keptLastWeek }."))
        XCTAssertEqual(text.bindings, ["pet.goals.kept", "pet.goals.keptLastWeek"])
        XCTAssertEqual(text.filled { $0.uppercased() }, "You kept PET.GOALS.KEPT of PET.GOALS.KEPTLASTWEEK.")
        XCTAssertNil(TemplateText(parsing: "open {brace"))
        XCTAssertNil(TemplateText(parsing: "empty {}"))
        XCTAssertEqual(TemplateText(literal: "").pieces, [])
    }

    func testEveryBindingIsNamedOnceAndReadsItsOwnApp() {
        let names = ReportBindings.all.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
        for binding in ReportBindings.all {
            XCTAssertTrue((["report."] + AppCatalog.apps.map { $0.id.rawValue + "." }).contains { binding.name.hasPrefix($0) }, binding.name)
            XCTAssertFalse(binding.summary.isEmpty, binding.name)
        }
    }

    func testEveryBindingAndSectionIsDocumentedInTheReadme() throws {
        let readme = try String(contentsOf: ReportFixtures.root.appendingPathComponent("README.md"), encoding: .utf8)
        for name in ReportBindings.catalog.map(\.name) + ReportSectionKind.allCases.map(\.rawValue) {
            XCTAssertTrue(readme.contains("`\(name)`"), "README.md does not name `\(name)`")
        }
    }

    // MARK: - Helpers

    private func diagnostics(sections: String) -> [String] {
        diagnostics(#"{"schema": "folio.report/1", "title": "T", "sections": \#(sections)}"#)
    }

    private func diagnostics(_ text: String) -> [String] {
        do {
            _ = try ReportTemplate.decode(text, file: "t.json")
            return []
        } catch let error as ReportTemplateError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    private func valueNames() -> String {
        ReportBindings.all.filter { !$0.isFigure }.map(\.name).joined(separator: ", ")
    }
}

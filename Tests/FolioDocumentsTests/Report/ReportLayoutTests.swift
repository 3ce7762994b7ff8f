import FolioApps
import FolioAppsTestSupport
@testable import FolioReport
import FolioCore
import FolioDomain
import FolioGraphics
import XCTest

/// The laid-out report: pages in the template's order, content inside the margins, the contents
/// page linking to real destinations, empty weeks and missing apps said in words.
final class ReportLayoutTests: XCTestCase {
    func testTheDefaultReportIsSixPagesOneSectionEach() throws {
        let document = try ReportFixtures.document(ReportFixtures.weeklyTemplate(), ReportFixtures.data())
        XCTAssertEqual(document.pages.map { ReportFixtures.headings($0) },
                       [["Maya’s week"], ["Contents"], ["Mood"], ["Goals"], ["Streak"], ["Water"]])
        XCTAssertEqual(document.outline.map(\.title), ["Maya’s week", "Contents", "Mood", "Goals", "Streak", "Water"])
        XCTAssertEqual(document.outline.map(\.pageIndex), [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(document.metadata.title, "Maya’s week")
        XCTAssertEqual(document.metadata.author, "Maya")
        XCTAssertEqual(document.metadata.language, "en-GB")
        for page in document.pages { XCTAssertEqual(page.frame.size, Paper.a4.size) }
    }

    func testAReorderedTemplateKeepsItsOrderOnLetterPaper() throws {
        let document = try ReportFixtures.document(ReportFixtures.fixtureTemplate("reordered.json"), ReportFixtures.data())
        XCTAssertEqual(document.outline.map(\.title), ["Hydration", "In this report", "The streak", "How it felt"])
        XCTAssertEqual(document.pages.count, 4)
        XCTAssertEqual(document.pages[0].frame.size, Paper.letter.size)
        let links = document.pages[1].elements.compactMap { e -> String? in
            if case .entry(let destination?) = e.role { return "\(e.text) → \(destination)" }
            return nil
        }
        XCTAssertEqual(links, ["Hydration, page 1 → section-1", "The streak, page 3 → section-3", "How it felt, page 4 → section-4"])
    }

    func testNothingIsDrawnInTheMarginsAndNoBlockIsSplit() throws {
        let template = try ReportFixtures.weeklyTemplate()
        for paper in Paper.allCases {
            let document = try ReportFixtures.document(template, ReportFixtures.data(), paper: paper)
            let content = Rect(size: paper.size).inset(by: template.margins)
            for (i, page) in document.pages.enumerated() {
                for element in page.elements {
                    XCTAssertTrue(content.contains(element.rect, tolerance: 0.5), "\(paper) page \(i + 1): \(element.role) at \(element.rect)")
                }
                // The page's content frames (all but the footer, which lives in the bottom margin).
                for frame in page.frame.children where frame.role != .chrome {
                    XCTAssertTrue(content.contains(frame.rect, tolerance: 0.5), "\(paper) page \(i + 1): \(frame.role) at \(frame.rect)")
                }
            }
        }
    }

    func testEveryLinkGoesToADestinationOnThePageItNames() throws {
        let document = try ReportFixtures.document(ReportFixtures.weeklyTemplate(), ReportFixtures.data())
        var pageOf: [String: Int] = [:]
        for (i, page) in document.pages.enumerated() {
            for destination in page.destinations { pageOf[destination.name] = i }
        }
        let links = document.pages[1].elements.compactMap { e -> (String, String)? in
            if case .entry(let destination?) = e.role { return (e.text, destination) }
            return nil
        }
        XCTAssertEqual(links.count, 4)
        for (text, destination) in links {
            let page = try XCTUnwrap(pageOf[destination], destination)
            XCTAssertTrue(text.hasSuffix("page \(page + 1)"), "\(text) → page \(page + 1)")
        }
        for entry in document.outline { XCTAssertEqual(pageOf[entry.destination], entry.pageIndex) }
    }

    func testEveryPartIsMarkedForThePDFByItsFrameName() throws {
        let document = try ReportFixtures.document(ReportFixtures.weeklyTemplate(), ReportFixtures.data())
        let mood = document.pages[2]
        let marks = ReportDocument.marks(mood)
        let named = Set(mood.frame.children.compactMap(\.name))
        XCTAssertTrue(marks.keys.allSatisfy(named.contains), "every mark finds its frame")
        XCTAssertEqual(marks.values.filter { $0.destination == "section-3" }.count, 1)
        XCTAssertEqual(marks["§footer"], PDFMark(role: .artifact))
        XCTAssertEqual(marks.values.filter { $0.role == .heading(level: 1) }.count, 1)
        XCTAssertEqual(marks.values.filter { if case .figure = $0.role { true } else { false } }.count, 2)
        XCTAssertEqual(marks.values.filter { $0.role == .list }.count, 2)
        let contents = ReportDocument.marks(document.pages[1]).values.compactMap(\.link)
        XCTAssertEqual(Set(contents), Set((3...6).map { PDFLink.destination("section-\($0)") }))
    }

    func testFiguresCarryAlternativeTextFromTheData() throws {
        let document = try ReportFixtures.document(ReportFixtures.weeklyTemplate(), ReportFixtures.data())
        let alts = document.pages.flatMap(\.elements).compactMap { e -> String? in
            if case .figure(let alt) = e.role { return alt }
            return nil
        }
        XCTAssertTrue(alts.contains { $0.hasPrefix("Mood rose from Bad on Monday to Good on Thursday. ") }, alts.joined(separator: "\n"))
        XCTAssertTrue(alts.contains { $0.contains("No check-in on Friday. Saturday and Sunday are still to come.") })
        XCTAssertTrue(alts.contains("A 30-day streak on Friday 27 November 2026."))
        XCTAssertTrue(alts.contains { $0.hasPrefix("Water each day against a goal of 2 L: Monday 2.8 L, goal met;") })
        XCTAssertTrue(alts.allSatisfy { !$0.isEmpty && $0.hasSuffix(".") })
    }

    func testAWeekWithoutCheckInsSaysSoInsteadOfDrawingAnEmptyLine() throws {
        var pet = try ReportFixtures.pet()
        pet.checkIns.removeAll { ReportFixtures.week.contains($0.date) }
        let data = ReportData(week: ReportFixtures.week, snapshots: [pet, try ReportFixtures.water()], source: "fixtures")
        let document = try ReportFixtures.document(ReportFixtures.weeklyTemplate(), data)
        let mood = try XCTUnwrap(document.pages.first { ReportFixtures.headings($0) == ["Mood"] })
        XCTAssertEqual(mood.elements.map(\.role), [.paragraph, .heading(level: 1), .paragraph])
        XCTAssertTrue(mood.elements[2].text.hasPrefix("There were no check-ins this week"), mood.elements[2].text)
        let contents = document.pages[1].elements.map(\.text)
        XCTAssertTrue(contents.contains("Mood, page 3"))
    }

    func testAMissingSnapshotLeavesItsSectionsOutAndTheContentsSaysWhy() throws {
        let document = try ReportFixtures.document(ReportFixtures.weeklyTemplate(), ReportFixtures.data(water: false))
        XCTAssertEqual(document.outline.map(\.title), ["Maya’s week", "Contents", "Mood", "Goals", "Streak"])
        let note = document.pages[1].elements.map(\.text).first { $0.hasPrefix("Water.") }
        XCTAssertEqual(note, "Water. Left out: no Water and Streaks snapshot (water.json) in fixtures.")
        let cover = document.pages[0].elements.compactMap { e -> [String]? in
            if case .list(let items) = e.role { return items }
            return nil
        }
        XCTAssertEqual(cover.first?.count, 2, "the cover's water tile is left out with its app")
    }

    func testAWeekAtTheStartOfTheDataHasNoZerosForDaysBeforeIt() throws {
        let week = try XCTUnwrap(ISOWeek(iso: "2026-W44"))
        let document = try ReportFixtures.document(ReportFixtures.weeklyTemplate(), ReportFixtures.data(week: week))
        let goals = document.pages[3]
        XCTAssertEqual(ReportFixtures.headings(goals), ["Goals"])
        XCTAssertTrue(goals.elements[2].text.hasSuffix("against nothing on record for the week before."), goals.elements[2].text)
        let texts = goals.elements.flatMap { e -> [String] in
            switch e.role {
            case .figure(let alt): [alt]
            case .list(let items): items
            default: [e.text]
            }
        }
        XCTAssertTrue(texts.contains("Goals kept: 26, no record before"), texts.joined(separator: "\n"))
        XCTAssertTrue(texts.contains { $0.hasPrefix("Goals kept in each area this week: Body 16, Mind 0,") && !$0.contains("before") })
        XCTAssertTrue(texts.contains { $0.hasPrefix("The days of the week: Monday 26: no record; Tuesday 27: ticked, 4 goals;") })
    }

    func testCopyAboutAMissingAppIsLeftOutWithIt() throws {
        let document = try ReportFixtures.document(ReportFixtures.weeklyTemplate(), ReportFixtures.data(pet: false))
        XCTAssertEqual(document.outline.map(\.title), ["Your week", "Contents", "Water"])
        XCTAssertFalse(document.pages[0].elements.contains { $0.text.contains("—") }, "no blanks where the pet's words would be")
    }

    func testTheSameInputGivesTheSameBytes() throws {
        let template = try ReportFixtures.weeklyTemplate()
        let a = try ReportFixtures.document(template, ReportFixtures.data()).pdf()
        let b = try ReportFixtures.document(template, ReportFixtures.data()).pdf()
        XCTAssertEqual(a, b)
        XCTAssertEqual(Array(a.prefix(5)), Array("%PDF-".utf8))
    }
}

import FolioAppsTestSupport
import FolioDomain
import Foundation
import XCTest
@testable import FolioCLI

/// `folio report weekly` end to end: the PDF read back with poppler, its numbers checked against the
/// domain, and every kind of bad input answered with exit 65 and nothing written.
final class ReportCLITests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try temporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    private func report(_ arguments: String..., to name: String = "weekly.pdf", file: StaticString = #filePath,
                        line: UInt = #line) -> String {
        let path = "\(dir)/\(name)"
        let r = folio(["report", "weekly", "-o", path] + arguments)
        XCTAssertEqual(r.code, 0, r.err, file: file, line: line)
        return path
    }

    func testTheWeeklyReportHasItsMetadataAndEightPages() throws {
        let path = "\(dir)/weekly.pdf"
        let r = folio(["report", "weekly", "-o", path])
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertEqual(r.err, "wrote \(path) (8 pages, 2026-W48)\n")
        let info = try ReportPDF.info(path)
        XCTAssertEqual(info["Title"], "Maya’s week")
        XCTAssertEqual(info["Author"], "Maya")
        XCTAssertEqual(info["Subject"], "Self-care, mood, streak, water and spending for Monday 23 – Sunday 29 November 2026")
        XCTAssertEqual(info["Keywords"], "Folio, weekly report, self-care, mood, streak, water, spending")
        XCTAssertEqual(info["Creator"], "Folio")
        XCTAssertEqual(info["CreationDate"], "Fri Nov 27 18:40:00 2026 UTC")
        XCTAssertEqual(info["Pages"], "8")
        XCTAssertEqual(info["Page size"], "595 x 842 pts (A4)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["weekly.pdf"], "no temporary file is left")
    }

    func testEachPageHasItsHeadingAndTheNumbersTheDomainComputes() throws {
        let path = report()
        let snapshots = URL(fileURLWithPath: packageRoot).appendingPathComponent("Templates/snapshots")
        let pet = try PetSnapshot.load(contentsOf: snapshots.appendingPathComponent("pet.json"))
        let water = try WaterSnapshot.load(contentsOf: snapshots.appendingPathComponent("water.json"))
        let week = ISOWeek(containing: pet.date)
        // Friday 27 November: the week is compared with Monday to Friday of the week before.
        let sameDaysLastWeek = pet.goalsKept(from: week.previous.monday, through: week.previous.monday.adding(days: 4)).values.reduce(0, +)
        let litres = { (ml: Int) in String(format: "%.1f L", Double(ml) / 1000) }
        let expected: [(page: Int, texts: [String])] = [
            (1, ["Maya’s week", "Monday 23 – Sunday 29 November 2026", "\(pet.currentStreak)", "\(pet.totalGoalsKept(in: week))"]),
            (2, ["Contents", "Mood", "Goals", "Streak", "Water", "Meals"]),
            (3, ["Mood", "The week of moods", "Words used most", "What shaped your moods", "no check-in"]),
            (4, ["Goals", "Goals kept in each area", "\(pet.energy)", "of \(pet.companion.capacity)", "\(sameDaysLastWeek) by Friday last week"]),
            (5, ["Streak", "\(pet.currentStreak)", "day streak", "\(pet.streakRepairsLeft)"]),
            (6, ["Water", litres(water.weekSummary(week).totalHydrationMl), litres(water.weekSummary(week).days[0].hydrationMl),
                 "Goal 2 L a day", "What you drank"]),
            (7, ["Meals", "The week's meals", "Chickpea and spinach curry", "Tonight", "Nothing planned", "Cooked most", "of 10 on the list"]),
            // The spending chapter keeps to one page: each budget against what it holds, on one scale, then the largest spends.
            (8, ["Spending", "Each budget this week", "$23.00 this week · 115% of $250.00 this month", "The largest spends, by note", "Secret Santa"]),
        ]
        for (page, texts) in expected {
            let text = try ReportPDF.text(path, page: page)
            for needle in texts { XCTAssertTrue(text.contains(needle), "page \(page) lacks '\(needle)':\n\(text)") }
            if page > 1 { XCTAssertTrue(text.contains("Maya’s week · 2026-W48 · page \(page) of 8"), "page \(page) footer:\n\(text)") }
        }
        XCTAssertEqual(pet.energy, 40)
        XCTAssertEqual(pet.currentStreak, 30)
    }

    func testTheOutlineListsEverySectionAndTheContentsLinksToThem() throws {
        let path = report()
        XCTAssertEqual(try ReportPDF.outline(path), ["1 Maya’s week", "2 Contents", "3 Mood", "4 Goals", "5 Streak", "6 Water", "7 Meals", "8 Spending"])
        let xml = try ReportPDF.poppler("pdftohtml", ["-xml", "-stdout", "-i", "-q", "-f", "2", "-l", "2", path])
        let targets = xml.components(separatedBy: "href=\"").dropFirst().compactMap { $0.split(separator: "#").dropFirst().first?.prefix { $0 != "\"" } }
        XCTAssertEqual(Array(Set(targets.map(String.init))).sorted(), ["3", "4", "5", "6", "7", "8"])
        let reordered = report("--template", "\(packageRoot)/Tests/Fixtures/report/reordered.json", to: "reordered.pdf")
        XCTAssertEqual(try ReportPDF.outline(reordered), ["1 Hydration", "2 In this report", "3 The streak", "4 How it felt"])
    }

    func testTheDocumentIsTaggedForScreenReaders() throws {
        let path = report()
        XCTAssertEqual(try ReportPDF.info(path)["Tagged"], "yes")
        let tree = try ReportPDF.poppler("pdfinfo", ["-struct-text", path])
        let lines = tree.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for expected in ["H1 (block)", "\"Mood\"", "H2 (block)", "\"The week of moods\"", "Figure", "L (block)", "LI (block)", "Link (inline)"] {
            XCTAssertTrue(lines.contains(expected), "no \(expected) in the structure tree")
        }
        XCTAssertFalse(tree.contains("page 2 of 8"), "the running footer is an artifact, not content")
        let raw = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        XCTAssertTrue(raw.contains("/Lang (en-GB)"))
        XCTAssertTrue(raw.contains("/Alt (Mood rose from Bad on Monday to Good on Thursday."), "the mood line's alternative text")
    }

    func testTheSameInputGivesTheSameBytes() throws {
        let a = try Data(contentsOf: URL(fileURLWithPath: report(to: "a.pdf")))
        let b = try Data(contentsOf: URL(fileURLWithPath: report(to: "b.pdf")))
        XCTAssertEqual(a, b)
    }

    func testLetterPaperAndTheDarkAppearance() throws {
        let letter = report("--paper", "letter", to: "letter.pdf")
        XCTAssertEqual(try ReportPDF.info(letter)["Page size"], "612 x 792 pts (letter)")
        XCTAssertEqual(try ReportPDF.info(letter)["Pages"], "9")
        let dark = report("--appearance", "dark", "--week", "2026-W47", to: "dark.pdf")
        XCTAssertTrue(try ReportPDF.text(dark, page: 1).contains("Monday 16 – Sunday 22 November 2026"))
    }

    func testAReorderedTemplateKeepsItsOrder() throws {
        let path = report("--template", "\(packageRoot)/Tests/Fixtures/report/reordered.json")
        for (page, heading) in ["Hydration", "In this report", "The streak", "How it felt"].enumerated() {
            let top = try ReportPDF.text(path, page: page + 1).split(separator: "\n").prefix(2)
            XCTAssertTrue(top.contains { $0 == heading }, "page \(page + 1) opens with \(top), not \(heading)")
        }
        XCTAssertEqual(try ReportPDF.info(path)["Pages"], "4")
    }

    func testTemplateMistakesExit65NamingThePath() throws {
        for (template, message) in [
            ("unknown-section.json", #"$.sections[2].kind: expected one of cover, contents, mood, goals, streak, water, meals, spending, found "envelopes""#),
            ("bad-binding.json", #"$.sections[2].blocks[0].binding: expected a figure binding (one of water.days, water.mascots, water.kinds), found the unknown binding "water.dayz""#),
        ] {
            let out = "\(dir)/\(template).pdf"
            let r = folio(["report", "weekly", "--template", "\(packageRoot)/Tests/Fixtures/report/\(template)", "-o", out])
            XCTAssertEqual(r.code, 65, r.err)
            XCTAssertEqual(r.err, "folio report: \(packageRoot)/Tests/Fixtures/report/\(template): \(message)\n")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        }
    }

    func testAWeekOutsideTheDataExits65() {
        let r = folio(["report", "weekly", "--week", "2027-W10", "-o", "\(dir)/x.pdf"])
        XCTAssertEqual(r.code, 65)
        XCTAssertEqual(r.err, "folio report: week 2027-W10 is outside the data: the snapshots in Templates/snapshots hold "
            + "2026-10-27 … 2026-11-27 (2026-W44 … 2026-W48)\n")
    }

    func testAMissingSnapshotLeavesItsSectionsOut() throws {
        let snapshots = try ReportPDF.snapshots(in: dir, apps: ["pet"])
        let path = report("--snapshots", snapshots)
        XCTAssertEqual(try ReportPDF.info(path)["Pages"], "5")
        let contents = try ReportPDF.text(path, page: 2).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // The folder's name may break across lines (pdftotext joins it without its hyphens).
        XCTAssertTrue(contents.contains("Water Left out: no Water and Streaks snapshot (water.json) in /"), contents)
        XCTAssertTrue(contents.contains("/snapshots Drawn from"), contents)
    }

    /// The snapshots are read two at a time; of two broken ones the report tells the first app's,
    /// as read one by one, however the threads finish.
    func testOfTwoBrokenSnapshotsTheFirstAppsIsTold() throws {
        for round in 0..<3 {
            let snapshots = try ReportPDF.snapshots(in: "\(dir)/\(round)", apps: ["pet", "water", "recipe", "budget"]) { app, json in
                if app == "water" || app == "budget" { json["timeZone"] = "Mars/Olympus_Mons" }
            }
            let r = folio(["report", "weekly", "--snapshots", snapshots, "-o", "\(dir)/broken.pdf"])
            XCTAssertEqual(r.code, 65, r.err)
            XCTAssertTrue(r.err.contains("water.json") && r.err.contains("$.timeZone"), r.err)
            XCTAssertFalse(r.err.contains("budget.json"), r.err)
            XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/broken.pdf"))
        }
    }

    func testAWeekWithoutCheckInsSaysSo() throws {
        let snapshots = try ReportPDF.snapshots(in: dir, apps: ["pet", "water"]) { app, json in
            guard app == "pet", let checkIns = json["checkIns"] as? [[String: Any]] else { return }
            json["checkIns"] = checkIns.filter { ($0["date"] as? String ?? "") < "2026-11-23" }
        }
        let mood = try ReportPDF.text(report("--snapshots", snapshots), page: 3)
        XCTAssertTrue(mood.contains("There were no check-ins this week, so there is no mood to show."), mood)
        XCTAssertFalse(mood.contains("The week of moods"))
    }

    func testUsageMistakesExit2() {
        for arguments in [["report"], ["report", "monthly"], ["report", "weekly", "--week", "2026-48"],
                          ["report", "weekly", "--paper", "a3"], ["report", "weekly", "extra"]] {
            XCTAssertEqual(folio(arguments).code, 2, arguments.joined(separator: " "))
        }
        XCTAssertEqual(folio(["report", "weekly", "--snapshots", "\(dir)/none"]).code, 74)
    }
}

final class ReportEffectResolutionTests: XCTestCase {
    /// The issue asks for blurred effects embedded at 200 dpi or more: a wide blur is computed at a
    /// reduced resolution, but scaled back up before it is embedded.
    func testBlurredEffectsAreEmbeddedAtTwoHundredDPIOrMore() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        XCTAssertEqual(folio(["report", "weekly", "-o", "\(dir)/w.pdf"]).code, 0)
        let rows = try ReportPDF.poppler("pdfimages", ["-list", "\(dir)/w.pdf"]).split(separator: "\n").dropFirst(2)
        XCTAssertFalse(rows.isEmpty, "the streak's glow is an embedded image")
        for row in rows {
            let columns = row.split(separator: " ")
            let ppi = try XCTUnwrap(Double(columns[12]), String(row))
            XCTAssertGreaterThanOrEqual(ppi, 200, String(row))
        }
    }
}

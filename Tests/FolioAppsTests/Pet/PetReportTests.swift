import FolioAppsTestSupport
import FolioDomain
import FolioLayout
import Foundation
import XCTest
@testable import FolioApps

/// The weekly report's Self-Care Pet pages: the mood said by the rule Progress uses, and a streak
/// page with content of its own instead of the goals page's week again.
final class PetReportTests: XCTestCase {
    private func data(_ pet: PetSnapshot) -> ReportData {
        ReportData(week: ISOWeek(containing: pet.date), snapshots: [pet], source: "Templates/snapshots")
    }

    private func value(_ name: String, _ data: ReportData) throws -> ReportValue? {
        guard case .value(let resolve)? = ReportBindings.named(name)?.kind else {
            XCTFail("\(name) is a value binding")
            return nil
        }
        return resolve(data)
    }

    /// The report and Progress say a run's mood one way: the mood nearest the average.
    func testTheMoodPageAndProgressUseOneRule() throws {
        let pet = try PetFixture.snapshot()
        let d = data(pet)
        let week = try XCTUnwrap(d.petWeek)
        XCTAssertEqual(try value("pet.mood.monthAverage", d)?.phrase, week.month.averageMood?.rawValue)
        XCTAssertEqual(try value("pet.mood.monthAverage", d)?.phrase, "okay", "the 28 days average 3.2, as Progress's 30 say okay")
        XCTAssertEqual(ProgressModel(pet).moodHeadline, "Okay on average")
        XCTAssertEqual(PetFormat.moodHeadline(week.month), ProgressModel(pet).moodHeadline)
    }

    /// The streak page: since when, the days repaired within the run, the repairs left, and the
    /// run's last four weeks, a badge a day.
    func testTheStreakPageTellsTheRunNotTheGoalsPagesWeek() throws {
        let pet = try PetFixture.snapshot()
        let d = data(pet)
        XCTAssertEqual(try value("pet.streak.since", d)?.number, "29 Oct")
        XCTAssertEqual(try value("pet.streak.since", d)?.phrase, "since Thursday 29 October 2026")
        XCTAssertEqual(try value("pet.streak.repaired", d)?.number, "1")
        XCTAssertEqual(try value("pet.streak.repaired", d)?.detail, "14 Nov")
        let run = try XCTUnwrap(StreakFigures.weeks(d))
        guard case .figure(let alt) = run.reading else { return XCTFail("read as a figure") }
        XCTAssertTrue(alt.hasPrefix("The streak's last 4 weeks"), alt)
        XCTAssertTrue(alt.contains("week of 9 Nov: 6 kept and 1 repaired"), alt)
        XCTAssertTrue(alt.contains("week of 23 Nov: 5 kept and 2 to come"), alt)

        let template = try JSONSerialization.jsonObject(with: Data(contentsOf: PetFixture.root
            .appendingPathComponent("Templates/reports/weekly.json"))) as? [String: Any]
        let sections = try XCTUnwrap(template?["sections"] as? [[String: Any]])
        func bindings(_ kind: String) -> Set<String> {
            let blocks = sections.first { $0["kind"] as? String == kind }?["blocks"] as? [[String: Any]] ?? []
            return Set(blocks.flatMap { block in [block["binding"] as? String].compactMap { $0 } + (block["stats"] as? [String] ?? []) })
        }
        XCTAssertEqual(bindings("streak"), ["pet.streak.number", "pet.streak.weeks", "pet.streak.since", "pet.streak.repaired",
                                            "pet.streak.repairsLeft"])
        XCTAssertTrue(bindings("streak").isDisjoint(with: bindings("goals")), "nothing of the goals page again")
    }
}

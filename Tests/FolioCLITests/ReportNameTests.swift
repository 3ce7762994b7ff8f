import FolioAppsTestSupport
import Foundation
import XCTest
@testable import FolioCLI

/// Hostile names in the weekly report (issue #16): a 100-character name keeps the cover one page and
/// the footer its page number; a right-to-left name keeps its own direction in the title.
final class ReportNameTests: XCTestCase {
    private func report(name: String) throws -> String {
        let dir = try temporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        let snapshots = try ReportPDF.snapshots(in: dir, apps: ["pet", "water", "recipe", "budget"]) { app, json in
            if app == "pet" { json["person"] = ["name": name] }
        }
        let path = "\(dir)/weekly.pdf"
        let r = folio("report", "weekly", "--snapshots", snapshots, "-o", path)
        XCTAssertEqual(r.code, 0, r.err)
        return path
    }

    func testAHundredCharacterNameKeepsTheCoverOnePageAndTheFooterWhole() throws {
        let pdf = try report(name: String(repeating: "W", count: 100))
        XCTAssertEqual(try ReportPDF.info(pdf)["Pages"], "8", "as many pages as with a short name")
        let cover = try ReportPDF.text(pdf, page: 1)
        XCTAssertTrue(cover.contains("A look back at the week"), "the cover's last paragraph is on the cover:\n\(cover)")
        let footer = try ReportPDF.text(pdf, page: 3)
        XCTAssertTrue(footer.contains("· page 3 of 8"), "the footer keeps its page number:\n\(footer)")
        XCTAssertTrue(try ReportPDF.info(pdf)["Title"]?.hasSuffix("…’s week") == true)
    }

    func testARightToLeftNameIsIsolatedInTheTitle() throws {
        let pdf = try report(name: "مايا")
        XCTAssertEqual(try ReportPDF.info(pdf)["Title"], "\u{2068}مايا\u{2069}’s week")
    }
}

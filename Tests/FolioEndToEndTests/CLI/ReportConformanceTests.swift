import FolioAppsTestSupport
import FolioTestSupport
import Foundation
import XCTest
@testable import FolioCLI

/// The weekly report (and the storybook PDF) as PDF/UA-1 and PDF/A-2a, checked by an independent
/// validator (issue #43): the bundled week, hostile snapshots, light and dark, A4 and Letter, subsets
/// of the apps; and `--pdf-standard`, which says what a file claims.
final class ReportConformanceTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws { dir = try temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    private func report(_ name: String, _ arguments: [String]) -> String {
        let path = "\(dir)/\(name).pdf"
        let r = folio(["report", "weekly", "-o", path] + arguments)
        XCTAssertEqual(r.code, 0, r.err)
        return path
    }

    /// A folder of the stress fixtures of `apps` (long titles, Arabic and Japanese names, emoji), the
    /// person's name long and in three scripts with an emoji, and a week without a check-in.
    private func hostileSnapshots(_ apps: [String], name: String) throws -> String {
        let folder = "\(dir)/\(name)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for app in apps {
            let url = URL(fileURLWithPath: packageRoot).appendingPathComponent("Tests/Fixtures/\(app)/stress.json")
            var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            if app == "pet" {
                json["person"] = ["name": "Maximiliana-Alexandra Konstantinopoulou 🦊 مريم الحسيني 山田花子"]
                json["checkIns"] = []
            }
            try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: URL(fileURLWithPath: "\(folder)/\(app).json"))
        }
        return folder
    }

    func testTheBundledReportIsPDFUA1AndPDFA2aLightAndDarkA4AndLetter() throws {
        try PDFValidation.assertConforms([report("light-a4", []), report("dark-letter", ["--appearance", "dark", "--paper", "letter"])])
    }

    func testHostileSnapshotsGiveConformingReportsWithAnySubsetOfTheApps() throws {
        let all = try hostileSnapshots(["pet", "water", "recipe", "budget"], name: "all")
        var paths = [report("hostile-light", ["--snapshots", all]),
                     report("hostile-dark", ["--snapshots", all, "--appearance", "dark", "--paper", "letter"])]
        for apps in [["pet"], ["water", "budget"], ["recipe"]] {
            let name = apps.joined(separator: "-")
            paths.append(report(name, ["--snapshots", try hostileSnapshots(apps, name: name)]))
        }
        XCTAssertTrue(try ReportPDF.text(paths[0], page: 1).contains("Maximiliana"), "the long name is on the cover")
        try PDFValidation.assertConforms(paths)
    }

    func testTheStorybookPDFIsPDFUA1AndPDFA2a() throws {
        let r = folio(["storybook", "--only", "specimen.pet,pet.home*,water.today*", "--scale", "1", "--jobs", "2", "--out", dir])
        XCTAssertEqual(r.code, 0, r.err)
        try PDFValidation.assertConforms(["\(dir)/storybook.pdf"])
    }

    /// The XMP says which standards a file claims; `none` claims neither and carries no ICC profile.
    func testPDFStandardChoosesWhatTheFileClaims() throws {
        let expected: [(String, ua: Bool, a: Bool)] = [("none", false, false), ("ua1", true, false), ("a2a", false, true), ("ua1+a2a", true, true)]
        for (standard, ua, a) in expected {
            let path = report("standard-\(standard)", ["--pdf-standard", standard])
            let xmp = try ReportPDF.poppler("pdfinfo", ["-meta", path])
            XCTAssertEqual(xmp.contains("<pdfuaid:part>1</pdfuaid:part>"), ua, "\(standard): pdfuaid in\n\(xmp)")
            XCTAssertEqual(xmp.contains("<pdfaid:part>2</pdfaid:part>") && xmp.contains("<pdfaid:conformance>A</pdfaid:conformance>"), a,
                           "\(standard): pdfaid in\n\(xmp)")
            let catalog = try ExternalTool.run("qpdf", ["--json", "--json-key=qpdf", path])
            XCTAssertEqual(catalog.contains("/GTS_PDFA1"), a, "\(standard): the sRGB output intent only for PDF/A")
        }
        let r = folio(["report", "weekly", "--pdf-standard", "pdfx", "-o", "\(dir)/x.pdf"])
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.err.contains("--pdf-standard: expected ua1+a2a, ua1, a2a or none, got 'pdfx'"), r.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/x.pdf"))
    }
}

import FolioApps
import FolioAppsTestSupport
@testable import FolioReport
import FolioDomain
import FolioGraphics
import Foundation
import XCTest

/// The bundled template and snapshots, and reports laid out from them with the pinned fonts.
enum ReportFixtures {
    /// The package's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let week = ISOWeek(iso: "2026-W48")!

    static func weeklyTemplate() throws -> ReportTemplate {
        try ReportTemplate.load(contentsOf: root.appendingPathComponent("Templates/reports/weekly.json"), file: "weekly.json")
    }

    static func fixtureTemplate(_ name: String) throws -> ReportTemplate {
        try ReportTemplate.load(contentsOf: root.appendingPathComponent("Tests/Fixtures/report/\(name)"), file: name)
    }

    static func pet() throws -> PetSnapshot {
        try PetSnapshot.load(contentsOf: root.appendingPathComponent("Templates/snapshots/pet.json"))
    }

    static func water() throws -> WaterSnapshot {
        try WaterSnapshot.load(contentsOf: root.appendingPathComponent("Templates/snapshots/water.json"))
    }

    /// The week's data from the default snapshots, either of which may be left out.
    static func data(week: ISOWeek = week, pet: Bool = true, water: Bool = true) throws -> ReportData {
        ReportData(week: week, snapshots: (pet ? [try self.pet()] : []) + (water ? [try self.water()] : []), source: "fixtures")
    }

    /// A report laid out with Pango and the pinned fonts.
    static func document(_ template: ReportTemplate, _ data: ReportData, paper: Paper? = nil) throws -> ReportDocument {
        WeeklyReport(template: template, data: data, paper: paper).document(measurer: try PangoTextMeasurer())
    }

    /// Every heading of the given level on `page`, in reading order.
    static func headings(_ page: ReportPage, level: Int = 1) -> [String] {
        page.elements.compactMap { $0.role == .heading(level: level) ? $0.text : nil }
    }
}

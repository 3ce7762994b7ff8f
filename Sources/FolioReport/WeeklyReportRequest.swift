import FolioApps
import FolioCore
import FolioDomain
import FolioGraphics
import FolioLayout
import FolioTargets
import Foundation

/// One weekly report as `folio report weekly`, the main job and the server's `/report/weekly` ask for
/// it: whose snapshots, which week, the paper, the appearance, the template and the PDF standards.
/// `document(measurer:)` is the one place a request becomes a laid-out report.
public struct WeeklyReportRequest: Sendable {
    /// Where the report's snapshots come from.
    public enum Snapshots: Sendable {
        /// `<app>.json` of each app in a folder (nil: the bundled `Templates/snapshots`), each app's
        /// turned into a story's when one of `stories` is of that app.
        case folder(String?, stories: [StoryEntry])
        /// Snapshots already read, from `source` (what a week outside them names).
        case given([any AppSnapshot], source: String)
    }

    /// The snapshots the report tells.
    public var snapshots: Snapshots
    /// The ISO week; nil for the week that holds the snapshots' date.
    public var week: ISOWeek?
    /// The paper; nil for the template's.
    public var paper: Paper?
    /// Light for print, dark for screens.
    public var appearance: Appearance
    /// A template file instead of the bundled weekly one (nil); its diagnostics name it as given.
    public var template: String?
    /// The standards the PDF conforms to.
    public var standard: PDFStandard

    /// A report of `snapshots` (by default the bundled ones, the bundled template, PDF/UA-1 and PDF/A-2a).
    public init(snapshots: Snapshots = .folder(nil, stories: []), week: ISOWeek? = nil, paper: Paper? = nil,
                appearance: Appearance = .light, template: String? = nil, standard: PDFStandard = .ua1AndA2a) {
        self.snapshots = snapshots
        self.week = week
        self.paper = paper
        self.appearance = appearance
        self.template = template
        self.standard = standard
    }

    /// The template, and its file's SHA-256 (which names it among a batch's settings).
    /// - Throws: `SnapshotFileError` when there is no bundled template to read, and what reading it throws.
    public func loadTemplate() throws -> (template: ReportTemplate, id: String) {
        let bundledName = "Templates/reports/weekly.json"
        guard let url = template.map({ URL(fileURLWithPath: $0) }) ?? ReportTemplate.defaultWeekly else {
            throw SnapshotFileError(file: bundledName, reason: Templates.notFound)
        }
        let loaded = try ReportTemplate.load(contentsOf: url, file: template ?? bundledName)
        let bytes = (try? Data(contentsOf: url)).map { Array($0) } ?? []
        return (loaded, SHA256.hex(bytes))
    }

    /// The report laid out into pages with `measurer`, and the week it tells. `measurer` is asked for
    /// once the template and the snapshots are read (the fonts may load on another core meanwhile).
    /// - Throws: what reading the template and the snapshots throws (each naming its file and JSON
    ///   path), and `ReportInputError` when no snapshot is found or the week lies outside them.
    public func document(measurer: @autoclosure () throws -> any TextMeasuring) throws -> (document: ReportDocument, week: ISOWeek) {
        let template = try loadTemplate().template
        let data = switch snapshots {
        case .folder(let folder, let stories): try ReportData.load(snapshots: folder, week: week, stories: stories)
        case .given(let given, let source): try ReportData.make(snapshots: given, week: week, source: source)
        }
        let document = WeeklyReport(template: template, data: data, paper: paper, appearance: appearance).document(measurer: try measurer())
        return (document, data.week)
    }
}

import FolioApps
import FolioDocuments
import FolioDomain
import FolioLayout
import Foundation

extension Commands {
    /// `folio report weekly`: one person's week as a multi-page PDF.
    static let report = Command(
        name: "report", summary: "Write the weekly progress PDF of the snapshots' week.",
        usage: "folio report weekly [--snapshots DIR] [--story APP.SCREEN:NAME[,...]] [--week 2026-W48] [--paper a4|letter] [--appearance light|dark] [--template FILE] [-o FILE.pdf]",
        details: """
        Reads <app>.json for each app from DIR (default: the bundled Templates/snapshots); an app
        without a file has its sections left out, and the contents page says so. The week defaults
        to the ISO week that holds the snapshots' date. The template (default
        Templates/reports/weekly.json) gives the paper, margins, footer and the sections in order;
        a template with an unknown section or binding, or a week outside the data, exits 65.
        The file goes to Output/weekly-<week>.pdf unless -o says otherwise, written atomically.
        --story tells the week of a story: its app's snapshot becomes that story's (pet.home:away;
        several, comma-separated, one per app; see 'folio list stories').
        """,
        options: [
            .value("snapshots", "DIR", help: "The folder holding the apps' snapshots (pet.json, water.json, recipe.json, budget.json)."),
            .value("week", "YYYY-Www", help: "The ISO week to report on, e.g. 2026-W48."),
            .value("paper", "a4|letter", help: "The paper (default: the template's, A4)."),
            .value("appearance", "light|dark", help: "Light for print (default) or dark for screens."),
            .value("template", "FILE", help: "A report template instead of the bundled weekly one."),
            .value("story", "LIST", help: "Stories whose snapshots the report tells, by whole id (pet.home:away), comma-separated."),
            .value("output", "FILE", short: "o", help: "Where to write the PDF."),
        ],
        isOneShot: true,
        run: { args, console in
            guard args.positionals.first == "weekly" else {
                throw CLIError.usage(args.positionals.isEmpty ? "name the report: weekly"
                                                              : "unknown report '\(args.positionals[0])'; the report is 'weekly'")
            }
            try args.requirePositionals(atMost: 1)
            let request = WeeklyReportRequest(
                snapshots: args.value("snapshots"),
                week: try args.value("week", expected: "an ISO week such as 2026-W48") { ISOWeek(iso: $0) },
                paper: try args.value("paper", expected: "a4 or letter") { Paper(rawValue: $0) },
                appearance: try args.value("appearance", expected: "light or dark") { Appearance(rawValue: $0) } ?? .light,
                template: args.value("template"),
                stories: try (args.value("story") ?? "").split(separator: ",").map { try StoryChoice.story(String($0)) })
            let output = try args.value("output").map { try OutputFile($0, allowed: [.pdf], fallback: .pdf, what: "reports") }
            let written = try request.write(to: output, console: console)
            if output?.isStandardOutput != true { console.wrote("\(written.path) (\(written.pages) pages, \(written.week))") }
            return .ok
        })
}

/// What `folio report weekly` and the main job ask for, and how it becomes a file.
struct WeeklyReportRequest {
    var snapshots: String?
    var week: ISOWeek?
    var paper: Paper?
    var appearance: Appearance = .light
    var template: String?
    /// The stories whose snapshots the report tells instead of the snapshots as read.
    var stories: [StoryEntry] = []

    /// Writes the report to `output` (default `<directory>/weekly-<week>.pdf`) and says where, how
    /// many pages and which week.
    func write(to output: OutputFile?, directory: String = "Output", console: Console? = nil) throws -> (path: String, pages: Int, week: ISOWeek) {
        // The fonts load on the other core while this one reads the template and the snapshots.
        TargetOptions.prepareFonts()
        let template = try loadTemplate()
        let data = try ReportData.load(snapshots: snapshots, week: week, stories: stories)
        let document = WeeklyReport(template: template, data: data, paper: paper, appearance: appearance)
            .document(measurer: try TargetOptions.measurer())
        if let output, output.isStandardOutput, let console {
            try console.write(try document.pdf())
            return (output.path, document.pages.count, data.week)
        }
        let path = output?.path ?? "\(directory)/weekly-\(data.week).pdf"
        try Commands.createParent(of: path)
        try document.write(to: path)
        return (path, document.pages.count, data.week)
    }

    private func loadTemplate() throws -> ReportTemplate {
        guard let url = template.map({ URL(fileURLWithPath: $0) }) ?? ReportTemplate.defaultWeekly else {
            throw CLIError.io(Templates.notFound)
        }
        return try ReportTemplate.load(contentsOf: url, file: template ?? "Templates/reports/weekly.json")
    }
}

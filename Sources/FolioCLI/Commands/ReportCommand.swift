import FolioApps
import FolioCore
import FolioReport
import FolioTargets
import FolioDomain
import FolioGraphics
import FolioLayout
import Foundation

extension Commands {
    /// `folio report weekly`: one person's week as a multi-page PDF; or with `--batch`, one per line of
    /// an NDJSON file of people, in parallel and sharded; `folio report --merge` checks the shards.
    static let report = Command(
        name: "report", summary: "Write the weekly progress PDF of the snapshots' week.",
        usage: """
        folio report weekly [--snapshots DIR] [--story APP.SCREEN:NAME[,...]] [--week 2026-W48] [--paper a4|letter] [--appearance light|dark] [--locale LOCALE] [--template FILE] [--pdf-standard ua1+a2a|ua1|a2a|none] [-o FILE.pdf]
               folio report weekly --batch people.ndjson --out DIR [--shard I/N] [--jobs N] [--paper ...] [--appearance ...] [--template ...] [--pdf-standard ...]
               folio report --merge --out DIR
        """,
        details: """
        Reads <app>.json for each app from DIR (default: the bundled Templates/snapshots); an app
        without a file has its sections left out, and the contents page says so. The week defaults
        to the ISO week that holds the snapshots' date. The template (default
        Templates/reports/weekly.json) gives the paper, margins, footer and the sections in order;
        a template with an unknown section or binding, or a week outside the data, exits 65.
        The file goes to Output/weekly-<week>.pdf unless -o says otherwise, written atomically.
        It conforms to PDF/UA-1 and PDF/A-2a at once unless --pdf-standard names one of them, or
        none for a lighter file (still tagged, with alt text, outline and page labels).

        Batch: each line of people.ndjson is one person: an object of their snapshots by app
        ("pet", "water", "recipe", "budget"; any of them, at least one), with an optional "id" that
        names the report DIR/ID.pdf (else line-N.pdf); each report is of the week that holds that
        person's snapshots. Lines are shared out as the card batch's are (--shard I/N, or the
        environment's FOLIO_SHARD, JOB_COMPLETION_INDEX + FOLIO_SHARD_COUNT, SLURM_ARRAY_TASK_*),
        rendered in parallel with a progress line; a bad line is reported as
        people.ndjson:42: $.pet.goals[2].title: … and skipped (exit 65 at the end), a report already
        right is not written again. Each run writes DIR/shards/report-I-of-N.json; --merge --out DIR
        checks every shard reported, each line once, then writes DIR/index.json.

        --story tells the week of a story: its app's snapshot becomes that story's (pet.home:away;
        several, comma-separated, one per app; see 'folio list stories').
        """,
        options: [
            .value("snapshots", "DIR", help: "The folder holding the apps' snapshots (pet.json, water.json, recipe.json, budget.json)."),
            .value("week", "YYYY-Www", help: "The ISO week to report on, e.g. 2026-W48."),
            .value("paper", "a4|letter", help: "The paper (default: the template's, A4)."),
            .value("appearance", "light|dark", help: "Light for print (default) or dark for screens."),
            TargetOptions.locale,
            .value("template", "FILE", help: "A report template instead of the bundled weekly one."),
            .value("pdf-standard", "ua1+a2a|ua1|a2a|none", help: "The standards the PDF conforms to (default ua1+a2a: PDF/UA-1 and PDF/A-2a)."),
            .value("story", "LIST", help: "Stories whose snapshots the report tells, by whole id (pet.home:away), comma-separated."),
            .value("output", "FILE", short: "o", help: "Where to write the PDF."),
            .value("batch", "F.ndjson", help: "Write one report per line of this file (one person's snapshots by app per line)."),
            .value("out", "DIR", help: "With --batch: the folder the reports go into."),
            ShardOptions.spec,
            .value("jobs", "N", help: "With --batch: parallel jobs (default: the number of cores)."),
            .flag("merge", help: "With --out DIR: check every shard's report of a batch and write DIR/index.json."),
        ],
        isOneShot: true,
        run: { args, console in
            if args.flag("merge") { return try mergeReportBatch(args, console: console) }
            guard args.positionals.first == "weekly" else {
                throw CLIError.usage(args.positionals.isEmpty ? "name the report: weekly"
                                                              : "unknown report '\(args.positionals[0])'; the report is 'weekly'")
            }
            try args.requirePositionals(atMost: 1)
            if let batch = args.value("batch") {
                guard args.value("locale") == nil else { throw CLIError.usage("--locale writes one report; it does not go with --batch yet") }
                return try runReportBatch(batch, args: args, console: console)
            }
            for name in ["out", "shard", "jobs"] where args.value(name) != nil {
                throw CLIError.usage("--\(name) goes with --batch")
            }
            let stories = try (args.value("story") ?? "").split(separator: ",").map { try StoryChoice.story(String($0)) }
            let request = WeeklyReportRequest(
                snapshots: .folder(args.value("snapshots"), stories: stories),
                week: try args.value("week", expected: "an ISO week such as 2026-W48") { ISOWeek(iso: $0) },
                paper: try args.value("paper", expected: "a4 or letter") { Paper(rawValue: $0) },
                appearance: try args.value("appearance", expected: "light or dark") { Appearance(rawValue: $0) } ?? .light,
                template: args.value("template"),
                standard: try pdfStandard(args))
            let output = try args.value("output").map { try OutputFile($0, allowed: [.pdf], fallback: .pdf, what: "reports") }
            let written = try TargetOptions.inLocale(args) { try request.write(to: output, console: console) }
            if output?.isStandardOutput != true { console.wrote("\(written.path) (\(written.pages) pages, \(written.week))") }
            return .ok
        })
}

extension Commands {
    /// `--pdf-standard`, PDF/UA-1 and PDF/A-2a when not given.
    static func pdfStandard(_ args: ParsedArguments) throws -> PDFStandard {
        try args.value("pdf-standard", expected: "ua1+a2a, ua1, a2a or none") { PDFStandard(rawValue: $0) } ?? .ua1AndA2a
    }

    /// `folio report weekly --batch F --out DIR`: the reports of one shard of F.
    static func runReportBatch(_ input: String, args: ParsedArguments, console: Console) throws -> ExitCode {
        for name in ["snapshots", "week", "output"] where args.value(name) != nil {
            throw CLIError.usage("--\(name) does not go with --batch (each line is a person's snapshots; --out names the folder)")
        }
        guard let out = args.value("out") else { throw CLIError.usage("--batch needs --out DIR, the folder for the reports") }
        let assignment = try ShardOptions.assignment(args, environment: console.environment)
        let request = WeeklyReportRequest(template: args.value("template"))
        let (template, templateID) = try request.loadTemplate()
        let batch = ReportBatch(input: input, directory: out, shard: assignment.shard, template: template, templateID: templateID,
                                paper: try args.value("paper", expected: "a4 or letter") { Paper(rawValue: $0) },
                                appearance: try args.value("appearance", expected: "light or dark") { Appearance(rawValue: $0) } ?? .light,
                                standard: try pdfStandard(args))
        return try runLineBatch(batch, assignment: assignment, noun: "reports", out: out, args: args, console: console)
    }

    /// `folio report --merge --out DIR`: the shards' manifests checked and the batch's index written.
    static func mergeReportBatch(_ args: ParsedArguments, console: Console) throws -> ExitCode {
        try mergeLineBatch(ReportBatch.self, args, console: console, noun: "reports", notWith: ["batch", "shard", "snapshots", "output"])
    }
}

extension WeeklyReportRequest {
    /// Writes the report to `output` (default `<directory>/weekly-<week>.pdf`) and says where, how
    /// many pages and which week.
    func write(to output: OutputFile?, directory: String = "Output", console: Console? = nil) throws -> (path: String, pages: Int, week: ISOWeek) {
        // The fonts load on the other core while this one reads the template and the snapshots.
        TargetOptions.prepareFonts()
        let (document, week) = try document(measurer: try TargetOptions.measurer())
        if let output, output.isStandardOutput, let console {
            try console.write(try document.pdf(standard: standard))
            return (output.path, document.pageCount, week)
        }
        let path = output?.path ?? "\(directory)/weekly-\(week).pdf"
        try Commands.createParent(of: path)
        try document.write(to: path, standard: standard)
        return (path, document.pageCount, week)
    }
}

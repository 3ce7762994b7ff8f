import FolioDocuments
import FolioGraphics
import Foundation

extension Commands {
    /// `folio golden record|check`: the golden set of everything the manifest selects.
    static let golden = Command(
        name: "golden", summary: "Record the goldens, or check renders against them with a review page.",
        usage: "folio golden record|check [--goldens DIR] [--threshold T] [--max-diff-pixels N] [--only LIST] [--jobs N]",
        details: """
        check renders every story of Templates/storybook.json and compares it with
        DIR/<group>/<name>.<appearance>.png: equal bytes pass at once, otherwise a perceptual diff (YIQ
        distance over --threshold, anti-aliased pixels ignored) counts the differing pixels. Failures,
        missing goldens and text with missing glyphs exit 1 and are shown in Output/review/index.html
        (and review.pdf): expected | actual | diff, what changed in the frame tree, the line that accepts it.
        record writes the goldens that changed or are missing, their frame trees, and goldens.json (the
        Folio and font package versions); --prune deletes goldens no target renders any more.
        """,
        options: [.value("goldens", "DIR", help: "The goldens folder (default Tests/Goldens)."),
                  .value("review", "DIR", help: "Where check writes the review (default Output/review)."),
                  .value("threshold", "T", help: "Colour distance 0…1 that still counts as equal (default 0.1)."),
                  .value("max-diff-pixels", "N", help: "Differing pixels tolerated per image (default 0)."),
                  StoryOptions.only, StoryOptions.scale(default: "the manifest's, 2"), StoryOptions.jobs, StoryOptions.manifest,
                  .flag("prune", help: "record: delete orphaned goldens.")],
        run: { args, console in
            guard let action = args.positionals.first, ["record", "check"].contains(action) else {
                throw CLIError.usage("say what to do: folio golden record, or folio golden check")
            }
            try args.requirePositionals(atMost: 1)
            let suite = try goldenSuite(args)
            let measurer = try TargetOptions.measurer()
            let jobs = try StoryOptions.jobs(args)
            let progress: @Sendable (BatchProgress) -> Void = { console.progress("golden \(action) \($0)") }
            let report = action == "record"
                ? try suite.record(prune: args.flag("prune"), parallelism: jobs, measurer: measurer, progress: progress)
                : try suite.check(parallelism: jobs, measurer: measurer, progress: progress)
            return action == "record" ? recorded(report, suite: suite, pruned: args.flag("prune"), console: console)
                : try checked(report, suite: suite, measurer: measurer, console: console)
        })

    /// The suite the options describe.
    static func goldenSuite(_ args: ParsedArguments) throws -> GoldenSuite {
        let plan = try StoryOptions.plan(args)
        let threshold = try args.value("threshold", expected: "a number from 0 to 1") { Double($0).flatMap { (0...1).contains($0) ? $0 : nil } } ?? 0.1
        let maxPixels = try args.value("max-diff-pixels", expected: "a count ≥ 0") { Int($0).flatMap { $0 >= 0 ? $0 : nil } } ?? 0
        let whole = args.value("only") == nil ? nil : StorybookPlan(manifest: try StoryOptions.manifest(args), scale: plan.scale)
        return GoldenSuite(plan: plan, directory: args.value("goldens") ?? GoldenSuite.defaultDirectory,
                           reviewDirectory: args.value("review") ?? GoldenSuite.defaultReviewDirectory,
                           diff: PixelDiff(threshold: threshold), maxDiffPixels: maxPixels, folioVersion: Folio.version, wholeSet: whole)
    }

    private static func recorded(_ report: GoldenReport, suite: GoldenSuite, pruned: Bool, console: Console) -> ExitCode {
        console.progress("golden record: \(report.summary) → \(suite.directory)/", final: true)
        for result in report.results where result.status == .new || result.status == .updated || result.status == .failed {
            console.print("\(result.status.rawValue.uppercased()) \(result.file): \(result.message)")
        }
        for file in report.orphaned { console.print("\(pruned ? "REMOVED" : "ORPHANED") \(file)") }
        if !report.orphaned.isEmpty, !pruned { console.print("(folio golden record --prune removes orphaned goldens)") }
        return report.results.contains { $0.status == .failed } ? .checkFailed : .ok
    }

    private static func checked(_ report: GoldenReport, suite: GoldenSuite, measurer: PangoTextMeasurer,
                                console: Console) throws -> ExitCode {
        let page = ReviewPage(report: report, suite: suite)
        let index = try page.write()
        let pdf = try ReviewDocument(page: page).write(measurer: measurer)
        if !report.packageDifferences.isEmpty {
            console.error("golden check: nothing compared, the goldens were made with other packages:")
            for line in report.packageDifferences { console.error("  \(line)") }
            console.error("check on a machine with those packages, or re-record here: \(page.acceptCommand(nil))")
            return .checkFailed
        }
        console.progress("golden check: \(report.summary)", final: true)
        for result in report.results where result.isFailure || result.status == .tolerated {
            console.print("\(result.status.rawValue.uppercased()) \(result.target.name) \(result.appearance.rawValue): \(result.message)")
            for change in result.changes.prefix(5) { console.print("    \(change)") }
            if let diff = result.diffImage { console.print("    diff: \((suite.reviewDirectory as NSString).appendingPathComponent(diff))") }
        }
        for file in report.orphaned { console.print("ORPHANED \(file)") }
        guard report.failed else { return .ok }
        console.print("review: \(index) (and \(pdf))")
        console.print("accept all: \(page.acceptCommand(nil))")
        return .checkFailed
    }
}

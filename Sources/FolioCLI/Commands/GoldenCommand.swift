import FolioGoldens
import FolioStorybook
import FolioTargets
import FolioGraphics
import Foundation

extension Commands {
    /// `folio golden record|check`: the golden set of everything the manifest selects.
    static let golden = Command(
        name: "golden", summary: "Record the goldens, or check renders against them with a review page.",
        usage: "folio golden record|check|merge|accept|gc [--goldens DIR] [--store DIR] [--threshold T] [--max-diff-pixels N] [--only LIST] [--locale LOCALE] [--jobs N] [--shard I/N] [--record MODE] [--junit F] [--junit-gitlab F] [--json F]",
        details: """
        A golden is a line of DIR/<group>.goldens (in git): the story, its mode, its size and the SHA-256 of
        its decoded pixels and of its frame tree. The pictures and frame trees are kept by hash in the store
        (--store DIR, else FOLIO_GOLDEN_STORE, else .folio/goldens, which git ignores); a check needs no store.
        check --shard I/N (or FOLIO_SHARD, JOB_COMPLETION_INDEX and FOLIO_SHARD_COUNT, or a Slurm array's
        SLURM_ARRAY_TASK_*) checks only shard I's goldens into a review folder the shards share, with
        REVIEW/shards/golden-I-of-N.json; folio golden merge (same options) checks that every shard reported,
        each golden once, then writes the one review page, PDF, --junit and --json, and exits as one check would.
        folio golden accept [REVIEW_DIR] [--only LIST] [--appearance A] copies a review's actual
        renders (Output/review by default, or a CI run's artifact) into the store and the manifests,
        without rendering again. folio golden gc removes the store's files that no manifest names.
        check renders every story of Templates/storybook.json and hashes its pixels: the manifest's hash
        passes at once (no PNG encoded). Otherwise the story fails, unless the store has the expected
        picture and a perceptual diff (YIQ distance over --threshold, anti-aliased pixels ignored) finds no
        more than --max-diff-pixels. Failures, missing goldens and text with missing glyphs exit 1 and are
        shown in Output/review/index.html (and review.pdf): the new render, what changed in the frame tree,
        expected and diff when the store has the expected picture (it says so when not), the line that
        accepts it. Entries no story renders and store files no manifest names are listed as orphans.
        check --record missing|failed|all also writes goldens from the same renders (the missing ones,
        the failed ones, or every one that changed) and still fails saying what it wrote; never (the
        default, or FOLIO_RECORD from the environment) writes none. --junit and --json write the check for CI: one test case per target and appearance, each
        failure with its message, counts and pictures; --junit is valid against Apache Ant's strict JUnit.xsd and Jenkins' schema,
        --junit-gitlab adds GitLab's [[ATTACHMENT|path]] lines (diff, actual) inside each failing case, which Ant's schema forbids.
        A check exits 0 when every golden passed, 1 on a regression, 3 when nothing regressed but the pixels could not be
        compared (the goldens were made with other font files or library versions: only the frame trees were), 74 when the
        goldens folder does not exist.
        record (--record missing|failed|all|never, default all) puts the pictures and frame trees of the
        goldens that changed or are missing into the store (and any the store lacks), then their lines into
        the manifests, and goldens.json (the Folio, font and library versions); --prune removes the entries
        no story renders any more.
        """,
        options: [.value("goldens", "DIR", help: "The manifests' folder (default Tests/Goldens)."),
                  .value("store", "DIR", help: "The store of pictures and frame trees (default FOLIO_GOLDEN_STORE, else .folio/goldens)."),
                  .value("review", "DIR", help: "Where check writes the review (default Output/review)."),
                  .value("threshold", "T", help: "Colour distance 0…1 that still counts as equal (default 0.1)."),
                  .value("max-diff-pixels", "N", help: "Differing pixels tolerated per image (default 0)."),
                  StoryOptions.only, StoryOptions.locale, StoryOptions.scale(default: "the manifest's, 2"), StoryOptions.jobs, StoryOptions.manifest, ShardOptions.spec,
                  .value("record", "MODE", help: "check: also record missing, failed or all goldens (default never, or FOLIO_RECORD); record: which to write (default all)."),
                  .value("junit", "FILE", help: "check: write a JUnit XML report for CI (Ant's strict schema, Jenkins)."),
                  .value("junit-gitlab", "FILE", help: "check: write a JUnit XML report with GitLab's attachment lines."),
                  .value("json", "FILE", help: "check: write a JSON report."),
                  .value("appearance", "light|dark", help: "accept: only this appearance."),
                  .flag("prune", help: "record: remove the entries no story renders any more.")],
        run: { args, console in
            let actions = ["record", "check", "merge", "accept", "gc"]
            guard let action = args.positionals.first, actions.contains(action) else {
                if let given = args.positionals.first {
                    let hint = closest(to: given, in: actions).map { "; did you mean '\($0)'?" } ?? ""
                    throw CLIError.usage("unknown action '\(given.escapedForMessage)'\(hint) (folio golden record, check, merge, accept or gc)")
                }
                throw CLIError.usage("say what to do: folio golden record, check, merge, accept or gc")
            }
            if action == "accept" { return try accept(args, console: console) }
            if action == "gc" { return try collectGarbage(args, console: console) }
            try args.requirePositionals(atMost: 1)
            if action == "record", let name = ["junit", "junit-gitlab", "json", "shard"].first(where: { args.value($0) != nil }) {
                throw CLIError.usage("--\(name) goes with check")
            }
            if action == "merge", let name = ["record", "shard"].first(where: { args.value($0) != nil }) {
                throw CLIError.usage("--\(name) goes with check (merge reads the shards' reports in the review folder)")
            }
            let started = Date()
            let suite = try goldenSuite(args, environment: console.environment)
            let recording = action == "check" ? try recordMode(args, environment: console.environment) : .never
            if action != "record", recording == .never { try requireGoldensFolder(suite.directory) }
            let measurer = try TargetOptions.measurer()
            let assignment = action == "check" ? try ShardOptions.assignment(args, environment: console.environment) : .all
            let jobs = try StoryOptions.jobs(args)
            let progress: @Sendable (BatchProgress) -> Void = { console.progress("golden \(action) \($0)", done: $0.done, total: $0.total) }
            let report: GoldenReport
            switch action {
            case "record":
                let mode = try args.value("record", expected: RecordMode.allCases.map(\.rawValue).joined(separator: ", ")) { RecordMode(rawValue: $0) }
                report = try suite.record(mode: mode ?? .all, prune: args.flag("prune"), parallelism: jobs, measurer: measurer, progress: progress)
            case "merge": report = try suite.mergeShards()
            default:
                if assignment.shard.count == 1, suite.hasReview {
                    console.progress("golden check: the previous review is kept in \(suite.previousReviewDirectory)", final: true)
                }
                report = try suite.check(record: recording, shard: assignment.shard,
                                         parallelism: jobs, measurer: measurer, progress: progress)
                try suite.writeShardManifest(report, assignment: assignment)
            }
            guard action != "record" else { return recorded(report, suite: suite, pruned: args.flag("prune"), console: console) }
            let ci = GoldenCIReport(report: report, reviewDirectory: suite.reviewDirectory, started: started, hostname: ProcessInfo.processInfo.hostName)
            if let junit = args.value("junit") { try AtomicFile.write(ci.junit(.ant), to: junit) }
            if let junit = args.value("junit-gitlab") { try AtomicFile.write(ci.junit(.gitlab), to: junit) }
            if let json = args.value("json") { try AtomicFile.write(ci.json().serialized(pretty: true) + "\n", to: json) }
            guard assignment.shard.count == 1 else { return checkedShard(report, assignment: assignment, suite: suite, console: console) }
            return try checked(report, suite: suite, measurer: measurer, console: console)
        })

    /// `folio golden accept [REVIEW_DIR]`: the review's renders copied over their goldens.
    private static func accept(_ args: ParsedArguments, console: Console) throws -> ExitCode {
        try args.requirePositionals(atMost: 2)
        let appearance = try args.value("appearance", expected: "light or dark") { ["light", "dark"].contains($0) ? $0 : nil }
        let only = args.value("only").map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        let review = args.positionals.count > 1 ? args.positionals[1] : GoldenSuite.defaultReviewDirectory
        let goldens = args.value("goldens") ?? GoldenSuite.defaultDirectory
        try requireGoldensFolder(goldens)
        let store = GoldenStore.chosen(args.value("store"), environment: console.environment)
        let accepted = try GoldenAccept(reviewDirectory: review, goldensDirectory: goldens, store: store).accept(only: only, appearance: appearance)
        for candidate in accepted { console.print("ACCEPTED \(candidate.entry.key.description.escapedForMessage)") }
        guard !accepted.isEmpty else {
            console.error("golden accept: nothing in \(review) matches" + (only == nil && appearance == nil ? "" : " --only/--appearance"))
            return .checkFailed
        }
        console.progress("golden accept: \(accepted.count) golden\(accepted.count == 1 ? "" : "s") from \(review) → \(goldens)/ and \(store.directory)/",
                         final: true)
        return .ok
    }

    /// `folio golden gc`: the store's files that no manifest of the goldens folder names, removed.
    private static func collectGarbage(_ args: ParsedArguments, console: Console) throws -> ExitCode {
        try args.requirePositionals(atMost: 1)
        let store = GoldenStore.chosen(args.value("store"), environment: console.environment)
        try requireGoldensFolder(args.value("goldens") ?? GoldenSuite.defaultDirectory)
        let manifest = try GoldenManifest(directory: args.value("goldens") ?? GoldenSuite.defaultDirectory)
        let removed = try store.collectGarbage(keeping: manifest.entries)
        for file in removed { console.print("REMOVED \(file.escapedForMessage)") }
        console.progress("golden gc: \(removed.count) file\(removed.count == 1 ? "" : "s") no manifest names removed from \(store.directory)/", final: true)
        return .ok
    }

    /// `--record MODE`, else what `FOLIO_RECORD` asks for, else never.
    static func recordMode(_ args: ParsedArguments, environment: [String: String]) throws -> RecordMode {
        try args.value("record", expected: RecordMode.allCases.map(\.rawValue).joined(separator: ", ")) { RecordMode(rawValue: $0) }
            ?? RecordMode.from(environment: environment)
    }

    /// Refuses a goldens folder that is not there (a typo in `--goldens` would otherwise check
    /// against no goldens, every one "missing"): exit 74, a file that cannot be read, as the exit
    /// code table has it (sysexits' 66, no input, is not one of folio's codes). Record makes the folder.
    static func requireGoldensFolder(_ directory: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError.io("the goldens folder \(directory.escapedForMessage) does not exist"
                              + (directory == GoldenSuite.defaultDirectory ? " (run from the checkout, or give --goldens DIR)" : " (--goldens)"))
        }
    }

    /// The suite the options describe.
    static func goldenSuite(_ args: ParsedArguments, environment: [String: String]) throws -> GoldenSuite {
        let plan = try StoryOptions.plan(args)
        let threshold = try args.value("threshold", expected: "a number from 0 to 1") { Double($0).flatMap { (0...1).contains($0) ? $0 : nil } } ?? 0.1
        let maxPixels = try args.value("max-diff-pixels", expected: "a count ≥ 0") { Int($0).flatMap { $0 >= 0 ? $0 : nil } } ?? 0
        let whole = args.value("only") == nil ? nil : StorybookPlan(manifest: try StoryOptions.manifest(args), scale: plan.scale)
        return GoldenSuite(plan: plan, directory: args.value("goldens") ?? GoldenSuite.defaultDirectory,
                           store: GoldenStore.chosen(args.value("store"), environment: environment),
                           reviewDirectory: args.value("review") ?? GoldenSuite.defaultReviewDirectory,
                           diff: PixelDiff(threshold: threshold), maxDiffPixels: maxPixels, folioVersion: Folio.version, wholeSet: whole)
    }

    private static func recorded(_ report: GoldenReport, suite: GoldenSuite, pruned: Bool, console: Console) -> ExitCode {
        console.progress("golden record: \(report.summary) → \(suite.directory)/ and \(suite.store.directory)/", final: true)
        for result in report.results where result.status == .new || result.status == .updated || result.status == .failed {
            console.print("\(result.status.rawValue.uppercased()) \(result.target.name) \(result.mode): \(result.message)")
        }
        for key in report.orphaned { console.print("\(pruned ? "REMOVED" : "ORPHANED") \(key.description.escapedForMessage)") }
        if !report.orphaned.isEmpty, !pruned { console.print("(folio golden record --prune removes orphaned goldens)") }
        return report.results.contains { $0.status == .failed } ? .checkFailed : .ok
    }

    /// One shard of a check: its summary and failures; the review waits for `folio golden merge`.
    private static func checkedShard(_ report: GoldenReport, assignment: ShardAssignment, suite: GoldenSuite, console: Console) -> ExitCode {
        console.progress("golden check, \(assignment): \(report.summary)", final: true)
        for line in report.packageDifferences { console.error("  not compared: \(line)") }
        for lost in report.lostAxes { console.print("LOST AXIS \(lost)") }
        for result in report.results where result.isFailure {
            console.print("\(result.status.rawValue.uppercased()) \(result.target.name) \(result.mode): \(result.message)")
        }
        console.progress("when every shard is done: folio golden merge --review \(suite.reviewDirectory) (with this check's options)", final: true)
        return exitCode(report)
    }

    private static func checked(_ report: GoldenReport, suite: GoldenSuite, measurer: PangoTextMeasurer,
                                console: Console) throws -> ExitCode {
        let page = ReviewPage(report: report, suite: suite)
        let index = try page.write()
        let pdf = try ReviewDocument(page: page).write(measurer: measurer)
        console.progress("golden check: \(report.summary)", final: true)
        if !report.packageDifferences.isEmpty {
            console.error("golden check: pixels not comparable here, the goldens were made with other font files or library versions:")
            for line in report.packageDifferences { console.error("  \(line)") }
            console.error("check on a machine with those packages, or re-record here: \(page.acceptCommand(nil))")
        }
        for note in report.notes { console.error("  note: \(note) (a package revision only, so compared)") }
        for result in report.results where result.isFailure || result.status == .tolerated {
            console.print("\(result.status.rawValue.uppercased()) \(result.target.name) \(result.mode): \(result.message)")
            for change in result.changes.prefix(5) { console.print("    \(change)") }
            if let diff = result.diffImage { console.print("    diff: \((suite.reviewDirectory as NSString).appendingPathComponent(diff))") }
        }
        for key in report.orphaned { console.print("ORPHANED \(key.description.escapedForMessage)") }
        for lost in report.lostAxes { console.print("LOST AXIS \(lost)") }
        if !report.orphanedInStore.isEmpty {
            console.print("UNUSED IN THE STORE \(report.orphanedInStore.count) file\(report.orphanedInStore.count == 1 ? "" : "s") of \(suite.store.directory) "
                          + "no manifest names (folio golden gc removes them)")
        }
        guard report.outcome == .regressed else { return exitCode(report) }
        console.print("review: \(index) (and \(pdf))")
        console.print("accept all: \(page.acceptFromReviewCommand(nil)) (or render again: \(page.acceptCommand(nil)))")
        return exitCode(report)
    }

    /// A check's exit code: 0 passed, 1 regressed, 3 not comparable here (see `ExitCode.notComparable`).
    static func exitCode(_ report: GoldenReport) -> ExitCode {
        switch report.outcome {
        case .passed: .ok
        case .regressed: .checkFailed
        case .notComparable: .notComparable
        }
    }
}

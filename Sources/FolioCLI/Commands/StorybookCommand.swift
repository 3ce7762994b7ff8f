import Dispatch
import FolioStorybook
import FolioTargets
import Foundation

extension Commands {
    /// `folio storybook`: every story of the manifest to PNG, with index.html and storybook.pdf.
    static let storybook = Command(
        name: "storybook", summary: "Render every screen, flow, piece and specimen, with an index page and a PDF.",
        usage: "folio storybook [--out DIR] [--only pet,water] [--locale LOCALE] [--scale N] [--jobs N] [--shard I/N] [--collate]",
        details: """
        Renders what Templates/storybook.json selects from the registered targets into
        DIR/<app>/<screen>-<appearance>@<scale>x.png, then writes DIR/index.html (grouped by app, light
        and dark side by side; it links only files that exist) and DIR/storybook.pdf (vector contact sheets).
        With --shard I/N (or FOLIO_SHARD, JOB_COMPLETION_INDEX and FOLIO_SHARD_COUNT, or a Slurm array's
        SLURM_ARRAY_TASK_*) only shard I's files are drawn, with DIR/shards/storybook-I-of-N.json saying what
        it wrote: shards are disjoint and together complete. Once all are done, --collate checks that every
        shard reported, each story once, every file in DIR, then writes the pages (exit 65 if not).
        """,
        options: [.value("out", "DIR", help: "Where to write (default Output/storybook)."), StoryOptions.only, StoryOptions.locale,
                  StoryOptions.scale(default: "the manifest's, 2"), StoryOptions.jobs, StoryOptions.shard, StoryOptions.manifest,
                  .flag("collate", help: "Only write index.html and storybook.pdf from the files already there.")],
        run: { args, console in
            try args.requirePositionals(atMost: 0)
            let storybook = Storybook(plan: try StoryOptions.plan(args), directory: args.value("out") ?? Storybook.defaultDirectory)
            let shard = try ShardOptions.assignment(args, environment: console.environment)
            return try runStorybook(storybook, shard: shard, jobs: try StoryOptions.jobs(args), collateOnly: args.flag("collate"), console: console)
        })

    /// Renders a storybook's shard with a progress line, then (unsharded, or with `collateOnly`) its
    /// index and PDF, and prints a summary; a check failure when a mode lost its axis on a screen.
    static func runStorybook(_ storybook: Storybook, shard assignment: ShardAssignment, jobs: Int, collateOnly: Bool = false,
                             console: Console) throws -> ExitCode {
        let shard = assignment.shard
        let measurer = try TargetOptions.measurer()
        let plan = storybook.plan, dir = storybook.directory
        let laidOut = LaidOutFrames()
        if !collateOnly {
            let start = DispatchTime.now()
            let count = try storybook.renderShard(assignment, parallelism: jobs, measurer: measurer, laidOut: laidOut) { console.progress("storybook \($0)", done: $0.done, total: $0.total) }.total
            let seconds = StoryOptions.seconds(since: start)
            let shardNote = shard.count > 1 ? "\(assignment) of the storybook: " : ""
            // The modes that drew something: a selection of pieces or specimens is drawn in the default mode alone.
            let stories = plan.stories
            let modes = plan.modes.filter { mode in stories.contains { $0.mode.name == mode.name } }
            let drawn = modes.count <= 1 ? "\(plan.targets.count) stories × \((modes.first?.appearances ?? []).map(\.rawValue).joined(separator: ", "))"
                : "\(plan.targets.count) stories in \(modes.count) modes: "
                    + modes.map { "\($0.name) \($0.appearances.map(\.rawValue).joined(separator: "+"))" }.joined(separator: ", ")
            console.progress(shardNote + "\(count) files (\(drawn)) "
                + "@\(Int(plan.scale))x in \(String(format: "%.1f", seconds)) s, \(String(format: "%.1f", Double(count) / max(seconds, 1e-9))) files/s "
                + "on \(jobs) job\(jobs == 1 ? "" : "s") → \(dir)/", final: true)
            for (name, reason) in plan.skipped { console.progress("left out: \(name) (\(reason))", final: true) }
        }
        guard shard.count == 1 || collateOnly else {
            console.progress("when every shard is done: folio storybook --out \(dir) --collate", final: true)
            return .ok
        }
        let merge = try storybook.mergeShards()
        if collateOnly { console.progress(ShardOptions.merged(merge, noun: "files"), final: true) }
        console.progress("writing \(Storybook.pdfName) and index.html")
        // The contact sheets are drawn on one thread while the thumbnails are made on the others; the
        // page comes last, as it links the PDF and shows the thumbnails.
        let sheets = try ParallelWork.map(count: 2, parallelism: 2) { part -> (path: String, pages: Int)? in
            if part == 1 {
                try storybook.writeThumbnails(parallelism: jobs)
                return nil
            }
            return try storybook.writePDF(measurer: measurer, laidOut: laidOut)
        }
        let pdf = sheets[0]!
        let index = try storybook.writeIndex(parallelism: jobs)
        console.progress("wrote \(index) and \(pdf.path) (\(pdf.pages) page\(pdf.pages == 1 ? "" : "s"))", final: true)
        try merge.requireNoFailures()
        let lost = try LostAxisGuard(plan: plan).check(measurer: measurer)
        for axis in lost { console.error("storybook: \(axis)") }
        return lost.isEmpty ? .ok : .checkFailed
    }
}

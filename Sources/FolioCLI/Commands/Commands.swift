import FolioReport
import FolioStorybook
import Foundation

/// The subcommands of `folio`, in the order `--help` lists them, and the main job run without one.
enum Commands {
    static let all: [Command] = [render, layout, lint, list, schema, storybook, golden, diff, report, card, serve, bench]

    /// `folio` alone: the storybook of everything registered (Templates/storybook.json), light and
    /// dark, into Output/storybook, the weekly report into Output/ and the share cards into Output/cards.
    static let mainJob = Command(
        name: "", summary: "Run the main job on the bundled defaults.", usage: "folio [--out DIR] [--jobs N]",
        options: [.value("out", "DIR", help: "Where to write (default Output)."),
                  StoryOptions.jobs, StoryOptions.manifest],
        run: { args, console in
            try args.requirePositionals(atMost: 0)
            let out = args.value("out") ?? "Output"
            let storybook = Storybook(plan: StorybookPlan(manifest: try StoryOptions.manifest(args)),
                                      directory: (out as NSString).appendingPathComponent("storybook"))
            let jobs = try StoryOptions.jobs(args)
            let storybookExit = try runStorybook(storybook, shard: .all, jobs: jobs, console: console)
            let report = try WeeklyReportRequest().write(to: nil, directory: out)
            console.progress("wrote \(report.path)", final: true)
            try writeDefaultCards(into: (out as NSString).appendingPathComponent("cards"), jobs: jobs, console: console)
            return storybookExit
        })
}

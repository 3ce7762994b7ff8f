import FolioBench
import Foundation

extension Commands {
    /// The parts of `folio bench`, in the order they run.
    static let benchParts = ["start", "text", "png", "storybook", "check", "cards", "reports", "memory", "bounds"]

    /// `folio bench`: drawing and encoding speed of one @3x screen, the storybook's throughput serial
    /// against parallel at @2x and @3x, the golden check's costs, and a share card batch. Prints figures;
    /// only the bounds table is checked: exit 1 when a case misses its time or memory target.
    static let bench = Command(
        name: "bench", summary: "Measure drawing, PNG encoding, storybook throughput and golden checks.",
        usage: "folio bench [--iterations N] [--only LIST]",
        details: """
        Draws a 1170 × 2532 screen and encodes it with Folio's PNG encoder and with Cairo's (best of N);
        renders the storybook at @2x and @3x with one job and with one per core (files per second), first
        its app screens (the throughput target's set), then every story (flows and motion sheets too), in the
        default mode, and @2x on every core the full matrix of the manifest's modes beside it;
        checks freshly recorded @2x goldens (all exact) by pixel hash, in stories per second beside the same
        stories checked as PNG goldens were (render, encode, compare bytes), and times the exact comparison and the
        perceptual diff of a changed pair; then a batch of share cards at 1080 × 1350, serial and parallel; then
        the bundled batch of 24 people's weekly reports, serial and parallel (reports per second); then the peak memory of a storybook, a weekly report and card batches of 100 and 1,000 cards, each its own process;
        then the bounds, a table of whole processes with their time and peak RSS against targets: render, card,
        layout and lint of the bundled snapshots at their limits and the weekly report of them within 3 s and
        512 MB (and two refused 16 MB files), every flow and motion sheet to APNG at 60 fps @2x within 300 MB, and
        a card batch whose time per line and peak hold from 100 to 1,000 lines. Exit 1 when a bound is missed.
        """,
        options: [.value("iterations", "N", help: "Runs per timing, best kept (default 3)."),
                  .value("part", "LIST", help: "Only these parts, comma-separated: \(benchParts.joined(separator: ", ")) (default all)."),
                  StoryOptions.only, StoryOptions.manifest],
        run: { args, console in
            try args.requirePositionals(atMost: 0)
            let iterations = try args.value("iterations", expected: "a positive number") { Int($0).flatMap { $0 > 0 ? $0 : nil } } ?? 3
            let parts = Set(args.value("part").map { $0.split(separator: ",").map(String.init) } ?? benchParts)
            if let unknown = parts.subtracting(benchParts).sorted().first {
                throw CLIError.usage("unknown bench part '\(unknown)' (parts: \(benchParts.joined(separator: ", ")))")
            }
            let measurer = try TargetOptions.measurer()
            let cores = ProcessInfo.processInfo.activeProcessorCount
            if parts.contains("start") { try ProcessBench.start(runs: max(7, iterations), print: console.print) }
            if parts.contains("text") { try TextShapingBenchmark.report(["pet.home", "pet.flow.tick-goal"], measurer: measurer, print: console.print) }
            if parts.contains("png") { try Benchmark.png(iterations: iterations, measurer: measurer, print: console.print) }
            if parts.contains("storybook") {
                try StorybookBenchmark.throughputs(cores: cores, measurer: measurer, print: console.print) { try StoryOptions.plan(args, scale: $0) }
            }
            if parts.contains("check") {
                console.print(String(describing: try StorybookBenchmark.check(try StoryOptions.plan(args, scale: 2), jobs: cores,
                                                                              measurer: measurer, iterations: iterations)))
            }
            if parts.contains("cards") { try BatchBench.cards(measurer: measurer, print: console.print) }
            if parts.contains("reports") { try BatchBench.reports(measurer: measurer, print: console.print) }
            if parts.contains("memory") { try ProcessBench.memory(print: console.print) }
            let boundsMet = try parts.contains("bounds") ? ProcessBench.bounds(print: console.print) : true
            console.print(ProcessBench.ownPeak())
            return boundsMet ? .ok : .checkFailed
        })
}

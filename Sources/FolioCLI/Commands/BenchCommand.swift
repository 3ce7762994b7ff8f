import FolioDocuments
import FolioGraphics
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
            if parts.contains("start") { try benchStart(runs: max(7, iterations), console: console) }
            if parts.contains("text") {
                for name in ["pet.home", "pet.flow.tick-goal"] {
                    if let count = try TextShapingBenchmark.count(name, measurer: measurer) { console.print(String(describing: count)) }
                }
            }
            if parts.contains("png") {
                console.print("screen @3x  " + String(describing: try Benchmark.run(iterations: iterations)))
                for option in try PNGFilterStudy.run(iterations: iterations) { console.print(String(describing: option)) }
                // The portrait water card in light, as the card batch below draws them.
                guard let card = try DefaultCards.cards().first(where: { $0.entry.app == .water && $0.size == .portrait && $0.appearance == .light })
                else { throw CLIError.io("no water card") }
                for option in try PNGFilterStudy.run("card", frame: card.frame(measurer: measurer), options: card.options, iterations: iterations) {
                    console.print(String(describing: option))
                }
            }
            for stories in [StorybookBenchmark.Stories.appScreens, .all] where parts.contains("storybook") {
                for scale in [2.0, 3.0] {
                    var runs: [StorybookBenchmark.Throughput] = []
                    for jobs in Set([1, cores]).sorted() {
                        let run = try StorybookBenchmark.storybook(try StoryOptions.plan(args, scale: scale), stories, jobs: jobs,
                                                                   measurer: measurer)
                        console.print("storybook   \(run)")
                        runs.append(run)
                    }
                    if runs.count == 2 {
                        console.print(String(format: "speed-up    %.2f× on %d cores @%.0fx (%@)", runs[0].seconds / runs[1].seconds, cores, scale,
                                             stories.rawValue))
                    }
                    if stories == .all, scale == 2, let plain = runs.last {
                        // The full matrix of the manifest's modes beside the default mode's storybook, on every core.
                        let plan = try StoryOptions.plan(args, scale: scale)
                        let matrix = try StorybookBenchmark.storybook(plan, .matrix, jobs: cores, measurer: measurer)
                        console.print("storybook   \(matrix)")
                        console.print(String(format: "matrix      %d modes (%@): %.1f files/s against %.1f files/s for the default mode alone",
                                             plan.modes.count, plan.modes.map(\.name).joined(separator: ", "), matrix.filesPerSecond,
                                             plain.filesPerSecond))
                    }
                }
            }
            if parts.contains("check") {
                console.print(String(describing: try StorybookBenchmark.check(try StoryOptions.plan(args, scale: 2), jobs: cores,
                                                                              measurer: measurer, iterations: iterations)))
            }
            if parts.contains("cards") { try benchCards(console: console) }
            if parts.contains("reports") { try benchReports(console: console) }
            if parts.contains("memory") { try benchMemory(console: console) }
            let boundsMet = try parts.contains("bounds") ? benchBounds(console: console) : true
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            console.print(String(format: "memory      peak RSS of the whole bench %.0f MB", Double(usage.ru_maxrss) / 1024))
            return boundsMet ? .ok : .checkFailed
        })
}

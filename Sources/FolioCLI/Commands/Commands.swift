import Dispatch
import FolioDocuments
import Foundation

/// The subcommands of `folio`, in the order `--help` lists them, and the main job run without one.
enum Commands {
    static let all: [Command] = [render, layout, lint, list, schema, report, card, bench]

    /// `folio` alone: every specimen page and piece sheet, light and dark, the weekly report and the share
    /// cards, into Output/.
    static let mainJob = Command(
        name: "", summary: "Run the main job on the bundled defaults.", usage: "folio [--out DIR] [--jobs N]",
        options: [.value("out", "DIR", help: "Where to write (default Output)."),
                  .value("jobs", "N", help: "Parallel jobs (default: the number of cores).")],
        run: { args, console in
            let out = args.value("out") ?? "Output"
            let jobs = try args.value("jobs", expected: "a positive number") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
                ?? ProcessInfo.processInfo.activeProcessorCount
            let targets = TargetCatalog.all.filter { $0.name != "specimen" }
            let batch = BatchRender(targets: targets, into: out)
            let measurer = try TargetOptions.measurer()
            let start = DispatchTime.now()
            do {
                try batch.run(parallelism: jobs, measurer: measurer) { done, total in
                    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
                    console.progress("rendering \(done)/\(total) · \(String(format: "%.1f", Double(done) / max(seconds, 1e-9))) files/s")
                }
            } catch {
                throw CLIError.io("\(error)")
            }
            let report = try WeeklyReportRequest().write(to: nil, directory: out)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            console.progress("rendered \(batch.jobs.count) files and \((report.path as NSString).lastPathComponent) into \(out)/ in \(String(format: "%.1f", seconds)) s", final: true)
            try writeDefaultCards(into: (out as NSString).appendingPathComponent("cards"), jobs: jobs, console: console)
            return .ok
        })
}

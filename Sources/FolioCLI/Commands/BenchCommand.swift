import Dispatch
import FolioDocuments
import FolioGraphics
import Foundation

extension Commands {
    /// `folio bench`: drawing and encoding speed of one @3x screen, and the throughput of the main
    /// job and of a share card batch, serial against parallel. Prints figures; never fails on time.
    static let bench = Command(
        name: "bench", summary: "Measure drawing, PNG encoding and batch throughput.",
        usage: "folio bench [--iterations N]",
        details: """
        Draws a 1170 × 2532 screen and encodes it with Folio's PNG encoder and with Cairo's, then renders
        every target at @2x with one job and with one per core, and prints files per second and ratios;
        then a batch of share cards at 1080 × 1350, serial and parallel, in cards per second.
        """,
        options: [.value("iterations", "N", help: "Runs per measurement, best kept (default 3).")],
        run: { args, console in
            let iterations = try args.value("iterations", expected: "a positive number") { Int($0).flatMap { $0 > 0 ? $0 : nil } } ?? 3
            do {
                console.print("screen @3x  " + String(describing: try Benchmark.run(iterations: iterations)))
            } catch {
                throw CLIError.io("\(error)")
            }
            let measurer = try TargetOptions.measurer()
            let cores = ProcessInfo.processInfo.activeProcessorCount
            let targets = TargetCatalog.all.filter { $0.name != "specimen" }
            var timings: [Int: Double] = [:]
            for jobs in Set([1, cores]).sorted() {
                let dir = NSTemporaryDirectory() + "folio-bench-\(jobs)-\(UUID().uuidString)"
                defer { try? FileManager.default.removeItem(atPath: dir) }
                let batch = BatchRender(targets: targets, into: dir)
                let start = DispatchTime.now()
                do {
                    try batch.run(parallelism: jobs, measurer: measurer) { _, _ in }
                } catch {
                    throw CLIError.io("\(error)")
                }
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
                timings[jobs] = seconds
                console.print(String(format: "batch       %d files @2x with %d job%@: %.2f s, %.1f files/s", batch.jobs.count, jobs,
                                     jobs == 1 ? "" : "s", seconds, Double(batch.jobs.count) / seconds))
            }
            if let serial = timings[1], let parallel = timings[cores], cores > 1 {
                console.print(String(format: "speed-up    %.2f× on %d cores", serial / parallel, cores))
            }
            try benchCards(console: console)
            return .ok
        })
}

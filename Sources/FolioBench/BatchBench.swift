import FolioCards
import FolioLayout
import FolioReport
import FolioTargets
import Foundation

/// Batches timed for `folio bench`, serial and on every core: share cards and weekly reports.
public enum BatchBench {
    /// `folio bench`'s reports: the bundled batch of 24 people (`Templates/people.ndjson`), one
    /// PDF/UA-1 and PDF/A-2a report each, with one job and with one per core; prints reports per
    /// second. (The single report's time as a process is the `start` part's.) WeasyPrint, which would
    /// give a ratio on a comparable document, is named when it is not installed.
    public static func reports(measurer: any TextMeasuring, print: (String) -> Void) throws {
        guard let people = Templates.directory()?.appendingPathComponent("people.ndjson").path else { throw BenchError(Templates.notFound) }
        let dir = NSTemporaryDirectory() + "folio-bench-reports-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (template, templateID) = try WeeklyReportRequest().loadTemplate()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        for jobs in Set([1, cores]).sorted() {
            let batch = ReportBatch(input: people, directory: "\(dir)/reports-\(jobs)", template: template, templateID: templateID)
            let report = try batch.run(parallelism: jobs, measurer: measurer)
            print(String(format: "reports     %d people's weekly reports (PDF/UA-1 + PDF/A-2a) with %d job%@: %.2f s, %.2f reports/s",
                                 report.total, jobs, jobs == 1 ? "" : "s", report.elapsed, report.rate))
        }
        let weasyprint = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/weasyprint") }
        print(weasyprint ? "reports     WeasyPrint is installed, but no comparable HTML document is bundled: no ratio"
                                 : "reports     WeasyPrint is not installed (no weasyprint on PATH): no ratio to it")
    }

    /// `folio bench`'s cards: a batch of `count` water cards at 1080 × 1350 (the bundled snapshot on every
    /// line), rendered with one job and with one per core; prints cards per second. 96 cards, so the
    /// figure is a batch's rate rather than its first cards' warm-up (fonts, glows, layout caches on
    /// each thread), which a 24-card batch spent about a sixth of its time on (23.3 cards/s against 27.7).
    public static func cards(count: Int = 96, measurer: any TextMeasuring, print: (String) -> Void) throws {
        let dir = NSTemporaryDirectory() + "folio-bench-cards-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let input = try writeWaterBatch(count, to: "\(dir)/bench.ndjson")
        var timings: [Int: Double] = [:]
        for jobs in Set([1, cores]).sorted() {
            let batch = CardBatch(entry: .water, input: input, directory: "\(dir)/cards-\(jobs)")
            let report = try batch.run(parallelism: jobs, measurer: measurer)
            timings[jobs] = report.elapsed
            print(String(format: "cards       %d at %@ with %d job%@: %.2f s, %.1f cards/s", report.total, batch.size.description,
                                 jobs, jobs == 1 ? "" : "s", report.elapsed, report.rate))
        }
        if let serial = timings[1], let parallel = timings[cores], cores > 1 {
            print(String(format: "speed-up    %.2f× on %d cores", serial / parallel, cores))
        }
    }

    /// Writes a card batch of `count` lines, each the bundled water snapshot, to `path`; returns `path`.
    static func writeWaterBatch(_ count: Int, to path: String) throws -> String {
        guard let template = Templates.defaultSnapshot(app: "water") else { throw BenchError(Templates.notFound) }
        let line = try String(contentsOf: template, encoding: .utf8).split(separator: "\n").joined()
        try (0..<count).map { _ in line }.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

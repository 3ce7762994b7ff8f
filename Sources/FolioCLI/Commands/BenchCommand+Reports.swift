import FolioDocuments
import Foundation

extension Commands {
    /// `folio bench`'s reports: the bundled batch of 24 people (`Templates/people.ndjson`), one
    /// PDF/UA-1 and PDF/A-2a report each, with one job and with one per core; prints reports per
    /// second. (The single report's time as a process is the `start` part's.) WeasyPrint, which would
    /// give a ratio on a comparable document, is named when it is not installed.
    static func benchReports(console: Console) throws {
        guard let people = Templates.directory()?.appendingPathComponent("people.ndjson").path else { throw CLIError.io(Templates.notFound) }
        let dir = NSTemporaryDirectory() + "folio-bench-reports-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (template, templateID) = try WeeklyReportRequest().loadTemplate()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        for jobs in Set([1, cores]).sorted() {
            let batch = ReportBatch(input: people, directory: "\(dir)/reports-\(jobs)", template: template, templateID: templateID)
            let report = try batch.run(parallelism: jobs, measurer: try TargetOptions.measurer())
            console.print(String(format: "reports     %d people's weekly reports (PDF/UA-1 + PDF/A-2a) with %d job%@: %.2f s, %.2f reports/s",
                                 report.total, jobs, jobs == 1 ? "" : "s", report.elapsed, report.rate))
        }
        let weasyprint = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/weasyprint") }
        console.print(weasyprint ? "reports     WeasyPrint is installed, but no comparable HTML document is bundled: no ratio"
                                 : "reports     WeasyPrint is not installed (no weasyprint on PATH): no ratio to it")
    }
}

import FolioLayout
import Foundation

extension GoldenSuite {
    /// What tests call: checks the goldens (or records them, as `mode` says, usually
    /// `RecordMode.from(environment:)`) and returns nil when all is well, else the message a test
    /// fails with. A check that fails writes the review page and says where it is; a record that
    /// wrote anything fails too, so a run that recorded is never mistaken for one that checked.
    func verify(mode: RecordMode, parallelism: Int, measurer: any TextMeasuring) throws -> String? {
        guard mode == .never else {
            let report = try record(mode: mode, parallelism: parallelism, measurer: measurer)
            let written = report.results.filter { $0.status == .new || $0.status == .updated }
            let refused = report.results.filter { $0.status == .failed }
            guard !written.isEmpty || !refused.isEmpty else { return nil }
            return (["recorded \(written.count) golden\(written.count == 1 ? "" : "s") into \(directory) and \(store.directory); "
                     + "run again without \(RecordMode.variable) to check them"]
                + written.map { "  \($0.status.rawValue) \($0.target.name) \($0.mode)" }
                + refused.map { "  not recorded \($0.target.name) \($0.mode): \($0.message)" })
                .joined(separator: "\n")
        }
        let report = try check(parallelism: parallelism, measurer: measurer)
        guard report.failed else { return nil }
        let page = try ReviewPage(report: report, suite: self).write()
        var lines = ["golden check: \(report.summary)"]
        lines += report.packageDifferences.map { "  not compared, made with other packages: \($0)" }
        for result in report.results where result.isFailure {
            lines.append("  \(result.status.rawValue) \(result.target.name) \(result.mode): \(result.message)")
            lines += result.changes.prefix(3).map { "      \($0)" }
            if let diff = result.diffImage { lines.append("      diff: \((reviewDirectory as NSString).appendingPathComponent(diff))") }
        }
        lines.append("review: \(page)")
        lines.append("accept: \(RecordMode.variable)=1 swift test (or \(ReviewPage(report: report, suite: self).acceptCommand(nil)))")
        return lines.joined(separator: "\n")
    }
}

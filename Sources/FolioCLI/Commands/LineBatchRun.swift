import FolioTargets
import Foundation


extension Commands {
    /// Runs `batch`'s shard (`assignment`'s), making `noun` ("cards") into `out`, with a progress line
    /// and every failed line reported as it happens, then a summary; writes the shard's manifest (and
    /// the index when unsharded). Exit 65 when a line was bad data, 74 when a file could not be
    /// written (which stops the batch).
    static func runLineBatch<Batch: ShardedLineBatch>(_ batch: Batch, assignment: ShardAssignment, noun: String, out: String,
                                                      args: ParsedArguments, console: Console) throws -> ExitCode {
        let shard = assignment.shard
        let command = Batch.shardCommand
        let jobs = try args.value("jobs", expected: "a positive number") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
            ?? ProcessInfo.processInfo.activeProcessorCount
        let report = try batch.run(parallelism: jobs, measurer: try TargetOptions.measurer(), progress: { progress in
            console.progress("rendering \(progress.described(as: noun))", done: progress.done, total: progress.total)
        }, failed: { failure in
            if console.redrawsProgress { console.progress("") }
            console.error(failure.description)
        })
        let failed = report.failures
        var summary = "\(report.written) written, \(report.unchanged) unchanged" + (report.reused > 0 ? " (\(report.reused) not drawn: same inputs)" : "")
            + ", \(failed.count) failed of \(report.total) \(noun)"
        summary += (shard == .all ? "" : " (shard \(shard))") + " into \(out)/ in "
            + String(format: "%.1f s, %.1f \(noun)/s", report.elapsed, report.rate)
        console.progress(summary, final: true)
        // A batch stopped by a failed write (a full disk) is not complete: its manifest is written
        // if it still can be, and it is not merged.
        let stopped = failed.contains { $0.kind == .io }
        if stopped {
            _ = try? batch.manifest(of: report, assignment: assignment).write(into: out)
        } else {
            try batch.manifest(of: report, assignment: assignment).write(into: out)
            if shard.count > 1 {
                console.progress("when every shard is done: folio \(command) --merge --out \(out)", final: true)
            } else {
                _ = try Batch.merge(directory: out)
            }
        }
        guard !failed.isEmpty else { return .ok }
        let lines = failed.prefix(20).map { String($0.line) }.joined(separator: ", ") + (failed.count > 20 ? ", ..." : "")
        console.error("folio \(command): \(failed.count) line\(failed.count == 1 ? "" : "s") failed: \(lines)")
        guard failed.contains(where: { $0.kind == .io }) else { return .dataError }
        let left = report.total - report.written - report.unchanged - failed.count
        console.error("folio \(command): stopped at the first \(command) that could not be written" + (left > 0 ? "; \(left) not rendered" : ""))
        return .ioError
    }

    /// `folio card|report --merge --out DIR`: the shards' manifests of a `type` batch checked and the
    /// batch's index written; the options in `notWith` are usage errors beside it. Exit 65 (or 74
    /// for a failed write) when a line failed in any shard, each listed with its shard.
    static func mergeLineBatch<Batch: ShardedLineBatch>(_ type: Batch.Type, _ args: ParsedArguments, console: Console, noun: String,
                                                        notWith: [String]) throws -> ExitCode {
        for name in notWith where args.value(name) != nil {
            throw CLIError.usage("--\(name) does not go with --merge (it reads the shards' reports in --out DIR)")
        }
        try args.requirePositionals(atMost: 1)
        guard let out = args.value("out") else { throw CLIError.usage("--merge needs --out DIR, the folder every shard wrote to") }
        let (result, index) = try Batch.merge(directory: out)
        console.progress(ShardOptions.merged(result, noun: noun) + "; wrote \(index)", final: true)
        try result.requireNoFailures()
        return .ok
    }
}

import FolioCore
import FolioGraphics
import Foundation

extension ShardMerge {
    /// Checks the shard manifests of `command` in `directory` (every shard reported, each line in one
    /// shard, no file written by two, every file there) and writes the batch's `index.json`: its
    /// `schema`, the batch, its lines, every file under `itemsKey` with its line, hash and size, and
    /// every failed line. Returns the merge and the index's path. The index is the same bytes for one
    /// run or any number of shards.
    /// - Throws: `ShardMergeError` naming every problem; `GraphicsError.io` when the index cannot be written.
    package static func writeIndex(command: String, schema: String, itemsKey: String, directory: String) throws -> (merge: ShardMerge, index: String) {
        let merge = try ShardMerge.read(command: command, directory: directory)
        let items = merge.items.sorted { ($0.line ?? 0) < ($1.line ?? 0) }.map(\.json)
        let failures = merge.failures.map(\.failure).sorted { ($0.line ?? 0) < ($1.line ?? 0) }.map(\.json)
        let index: JSONValue = .object([
            "schema": .string(schema), "batch": .string(merge.manifests.first?.batch ?? ""),
            "lines": .number(Double(merge.manifests.first?.batchSize ?? 0)), itemsKey: .array(items), "failures": .array(failures),
        ])
        let path = (directory as NSString).appendingPathComponent("index.json")
        try AtomicFile.write(index.serialized(pretty: true) + "\n", to: path)
        return (merge, path)
    }
}

extension ShardManifest {
    /// The manifest of a finished run of a line batch (cards, reports) of `command`: its files and
    /// its failed lines, each named `line-N`.
    package init(command: String, batch: String, assignment: ShardAssignment, report: CardBatchReport) {
        self.init(command: command, batch: batch, assignment: assignment, batchSize: report.batchLines, total: report.total,
                  items: report.items, failures: report.failures.map { failure in
                      ShardManifest.Failure(name: "line-\(failure.line)", line: failure.line, kind: failure.failureKind, message: failure.description)
                  })
    }
}

import FolioCore
import FolioGraphics
import Foundation

extension CardBatch {
    /// The command name in a card batch's shard manifests.
    public static let shardCommand = "card"
    /// The merged batch's index in its folder: every card with its line, hash and size, and every
    /// line that failed.
    public static let indexFile = "index.json"

    /// The batch's identity: the input file's SHA-256 and every setting that changes a card's
    /// bytes, so shards of another file or other settings are not merged together.
    public func batchIdentity(inputHash: String) -> String {
        ShardManifest.batchIdentity([Self.shardCommand, entry.app.rawValue, size.description, tilt.description, appearance.rawValue,
                                     options.showsAmounts ? "amounts" : "private", inputHash])
    }

    /// The manifest of a finished run of `assignment`'s shard.
    public func manifest(of report: CardBatchReport, assignment: ShardAssignment) -> ShardManifest {
        ShardManifest(command: Self.shardCommand, batch: batchIdentity(inputHash: report.inputHash), assignment: assignment,
                      batchSize: report.batchLines, total: report.total, items: report.items,
                      failures: report.failures.map { failure in
                          ShardManifest.Failure(name: "line-\(failure.line)", line: failure.line, kind: failure.failureKind,
                                                message: failure.description)
                      })
    }

    /// Checks the shard manifests in `directory` (every shard reported, each line in one shard,
    /// no card written by two, every card there) and writes the batch's `index.json`; returns the
    /// merge and the index's path. The index is the same bytes for one run or any number of shards.
    /// - Throws: `ShardMergeError` naming every problem; `GraphicsError.io` when the index cannot be written.
    public static func merge(directory: String) throws -> (merge: ShardMerge, index: String) {
        let merge = try ShardMerge.read(command: shardCommand, directory: directory)
        let cards = merge.items.sorted { ($0.line ?? 0) < ($1.line ?? 0) }.map(\.json)
        let failures = merge.failures.map(\.failure).sorted { ($0.line ?? 0) < ($1.line ?? 0) }.map(\.json)
        let index: JSONValue = .object([
            "schema": .string("folio.cards/1"), "batch": .string(merge.manifests.first?.batch ?? ""),
            "lines": .number(Double(merge.manifests.first?.batchSize ?? 0)), "cards": .array(cards), "failures": .array(failures),
        ])
        let path = (directory as NSString).appendingPathComponent(indexFile)
        try AtomicFile.write(index.serialized(pretty: true) + "\n", to: path)
        return (merge, path)
    }
}

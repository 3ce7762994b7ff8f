import FolioCore
import FolioGraphics
import Foundation
import FolioTargets

extension CardBatch {
    /// The command name in a card batch's shard manifests.
    public static let shardCommand = "card"
    /// The merged batch's index in its folder: every card with its line, hash and size, and every
    /// line that failed.
    package static let indexFile = "index.json"

    /// The batch's identity: the input file's SHA-256 and every setting that changes a card's
    /// bytes, so shards of another file or other settings are not merged together.
    package func batchIdentity(inputHash: String) -> String {
        ShardManifest.batchIdentity([Self.shardCommand, entry.app.rawValue, size.description, tilt.description, appearance.rawValue,
                                     options.showsAmounts ? "amounts" : "private", inputHash])
    }

    /// The manifest of a finished run of `assignment`'s shard.
    public func manifest(of report: CardBatchReport, assignment: ShardAssignment) -> ShardManifest {
        ShardManifest(command: Self.shardCommand, batch: batchIdentity(inputHash: report.inputHash), assignment: assignment, report: report)
    }

    /// Checks the shard manifests in `directory` (every shard reported, each line in one shard,
    /// no card written by two, every card there) and writes the batch's `index.json`; returns the
    /// merge and the index's path. The index is the same bytes for one run or any number of shards.
    /// - Throws: `ShardMergeError` naming every problem; `GraphicsError.io` when the index cannot be written.
    public static func merge(directory: String) throws -> (merge: ShardMerge, index: String) {
        try ShardMerge.writeIndex(command: shardCommand, schema: "folio.cards/1", itemsKey: "cards", directory: directory)
    }
}

/// A card batch runs as one shard of a sharded batch (`folio card --batch`).
extension CardBatch: ShardedLineBatch {}

import FolioLayout

/// A batch of one file per NDJSON line (`CardBatch`, `ReportBatch`), as the command line runs it:
/// one shard, its manifest, and the merge of every shard's.
public protocol ShardedLineBatch: Sendable {
    /// The command name in the batch's shard manifests: "card", "report".
    static var shardCommand: String { get }
    /// Renders the shard's lines on `parallelism` threads.
    func run(parallelism: Int, measurer: any TextMeasuring, progress: @Sendable (CardBatchProgress) -> Void,
             failed: @Sendable (CardBatchFailure) -> Void) throws -> CardBatchReport
    /// The manifest of a finished run of `assignment`'s shard.
    func manifest(of report: CardBatchReport, assignment: ShardAssignment) -> ShardManifest
    /// Checks the shard manifests in `directory` and writes the batch's index.
    static func merge(directory: String) throws -> (merge: ShardMerge, index: String)
}

import FolioCore
import FolioLayout
import Foundation
import FolioTargets

extension Storybook {
    /// The command name in the storybook's shard manifests.
    public static let shardCommand = "storybook"

    /// The storybook's identity as a batch: its device, scale and every story's file, so shards
    /// run with other `--only`, `--scale` or manifest are not merged.
    package var batchIdentity: String {
        ShardManifest.batchIdentity([Self.shardCommand, plan.device.name, StorybookPlan.scaleLabel(plan.scale)] + plan.stories.map(\.file))
    }

    /// Draws the stories of the assignment's shard on `parallelism` threads and writes its manifest
    /// (`shards/storybook-I-of-N.json`), also when some stories fail; then the animated PNGs of its
    /// motion sheets beside their stills (not stories themselves, so not in the manifest). The stories'
    /// frame trees go into `laidOut` when one is given, for `writePDF`.
    /// - Throws: `BatchError` naming every story that failed, after the manifest is written, or
    ///   every animation that failed.
    @discardableResult
    public func renderShard(_ assignment: ShardAssignment, parallelism: Int, measurer: any TextMeasuring,
                            laidOut: LaidOutFrames? = nil, progress: @Sendable (BatchProgress) -> Void = { _ in }) throws -> ShardManifest {
        let batch = batch(shard: assignment.shard)
        let outcome = try batch.runCollecting(root: directory, parallelism: parallelism, measurer: measurer, laidOut: laidOut,
                                              progress: progress)
        let manifest = ShardManifest(command: Self.shardCommand, batch: batchIdentity, assignment: assignment, batchSize: plan.stories.count,
                                     total: batch.jobs.count, items: outcome.items, failures: outcome.failures)
        try manifest.write(into: directory)
        if let error = outcome.error { throw error }
        try writeAnimations(shard: assignment.shard, parallelism: parallelism, measurer: measurer)
        return manifest
    }

    /// Checks that every shard of this storybook reported, that together they drew each story
    /// exactly once and that their files are in the folder, before the pages are written.
    /// - Throws: `ShardMergeError` naming every problem.
    public func mergeShards() throws -> ShardMerge {
        try ShardMerge.read(command: Self.shardCommand, directory: directory, batch: batchIdentity, names: plan.stories.map(\.file))
    }
}

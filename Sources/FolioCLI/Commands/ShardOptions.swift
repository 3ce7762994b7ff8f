import FolioTargets

/// The shard contract of every batch command (`storybook`, `golden check`, `card --batch`): one
/// `--shard` option, one way to read the engines' environment (see `Shard.resolve`).
enum ShardOptions {
    /// `--shard I/N`.
    static let spec = OptionSpec.value("shard", "I/N", help: "Run shard I of N (0-based); else FOLIO_SHARD, JOB_COMPLETION_INDEX + "
        + "FOLIO_SHARD_COUNT, or SLURM_ARRAY_TASK_ID + _MIN/_MAX/_COUNT from the environment.")

    /// The shard `--shard` names, else the environment's, else the whole batch.
    /// - Throws: `ShardError` (usage) for a bad option or a partial or ambiguous environment.
    static func assignment(_ args: ParsedArguments, environment: [String: String]) throws -> ShardAssignment {
        try Shard.resolve(option: args.value("shard"), environment: environment)
    }

    /// The line after a merge's checks: "3 shards reported: 196 files, every one of the batch once".
    static func merged(_ merge: ShardMerge, noun: String) -> String {
        let failed = merge.failures.count
        return "\(merge.count) shard\(merge.count == 1 ? "" : "s") reported: \(merge.items.count) \(noun)"
            + (failed > 0 ? " and \(failed) failed" : "") + ", each in one shard"
    }
}

import FolioCore

/// One of `count` disjoint parts of a batch, as N processes (a Kubernetes Indexed Job, CI workers)
/// split it: the shards of a batch are disjoint and together hold every item, and an item's shard
/// depends on its name alone (a stable hash), so re-running a shard redoes exactly the same files.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 0-based.
    public var index: Int
    public var count: Int

    /// The whole batch as one shard.
    public static let all = Shard(uncheckedIndex: 0, count: 1)

    /// Shard `index` of `count`; nil unless 0 ≤ index < count.
    public init?(index: Int, count: Int) {
        guard count > 0, (0..<count).contains(index) else { return nil }
        self.init(uncheckedIndex: index, count: count)
    }

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `I/N` with 0 ≤ I < N (`--shard 2/8`).
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: i, count: n)
    }

    /// The index of a Kubernetes Indexed Job's pod (see `Shard.Engine` for the other engines).
    static let indexVariable = "JOB_COMPLETION_INDEX"
    /// The number of shards; Kubernetes does not export `.spec.completions`, so the Job sets it.
    static let countVariable = "FOLIO_SHARD_COUNT"

    /// The shard the environment names (any engine, see `resolve(option:environment:)`), nil when it names none.
    /// - Throws: `ShardError` when the variables are partial, ambiguous or out of range.
    public static func from(environment: [String: String]) throws -> Shard? {
        let assignment = try resolve(option: nil, environment: environment)
        return assignment == .all ? nil : assignment.shard
    }

    /// Whether the item named `name` (an output path relative to the batch's folder) is in this shard.
    public func contains(_ name: String) -> Bool {
        count == 1 || Int(Shard.stableHash(name) % UInt64(count)) == index
    }

    /// Whether line `line` (from 1) of a streamed batch file is in this shard: line N belongs to shard
    /// (N − 1) mod count, so each machine reads only its own lines without naming them first.
    public func contains(line: Int) -> Bool {
        (line - 1) % count == index
    }

    /// FNV-1a over the UTF-8 bytes: the same on every machine and in every run (Swift's `Hasher` is
    /// seeded per process and would move items between shards).
    static func stableHash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }
}

/// Shard settings that contradict each other or are out of range.
struct ShardError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension ShardError: ClassifiedError {
    /// A shard spec (from the command line or the environment) that cannot be used.
    public var failureKind: FailureKind { .usage }
}

/// One of `count` disjoint slices of a card batch, as N machines (a Kubernetes Indexed Job, CI
/// workers) split it. Line N of the batch file (from 1) belongs to shard (N - 1) mod count: the
/// shards are disjoint, together hold every line, and a line's shard depends on its number alone,
/// so each machine reads only its own lines and a re-run redoes exactly the same ones.
public struct CardShard: Hashable, Sendable, CustomStringConvertible {
    /// 0-based.
    public let index: Int
    /// How many shards the batch is split into.
    public let count: Int

    /// The whole batch as one shard.
    public static let all = CardShard(uncheckedIndex: 0, count: 1)

    /// The environment variable holding the shard's index, as a Kubernetes Indexed Job sets it.
    public static let indexVariable = "JOB_COMPLETION_INDEX"
    /// The environment variable holding the number of shards (Kubernetes does not export it).
    public static let countVariable = "FOLIO_SHARD_COUNT"

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
        guard let (index, count): (Int, Int) = NumberPair.parse(text, separators: ["/"]) else { return nil }
        self.init(index: index, count: count)
    }

    /// The shard the environment names, or nil when it names none.
    /// - Throws: `CardShardError` when only one of the two variables is set or they do not name a shard.
    public static func from(environment: [String: String]) throws -> CardShard? {
        let index = environment[indexVariable], count = environment[countVariable]
        if index == nil, count == nil { return nil }
        guard let index, let count else {
            let missing = index == nil ? indexVariable : countVariable
            throw CardShardError(message: "\(indexVariable) and \(countVariable) go together; \(missing) is not set")
        }
        guard let i = Int(index), let n = Int(count), let shard = CardShard(index: i, count: n) else {
            throw CardShardError(message: "\(indexVariable)=\(index) \(countVariable)=\(count): expected 0 ≤ index < count")
        }
        return shard
    }

    /// Whether line `line` (from 1) of the batch file is in this shard.
    public func contains(line: Int) -> Bool {
        (line - 1) % count == index
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }
}

/// Shard settings that contradict each other or are out of range.
public struct CardShardError: Error, CustomStringConvertible {
    /// What is wrong, for people.
    public var message: String
    /// The message.
    public var description: String { message }
}

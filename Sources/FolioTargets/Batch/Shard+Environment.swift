import FolioCore

/// A run's shard and where it came from: the one place every batch command (`storybook`,
/// `golden check`, `card --batch`) turns `--shard I/N` or a batch engine's environment into a
/// `Shard`, so they all follow the same contract.
public struct ShardAssignment: Hashable, Sendable, CustomStringConvertible {
    /// The shard to run.
    public var shard: Shard
    /// Where it came from, for messages and manifests: "--shard 1/3", "FOLIO_SHARD=1/3",
    /// "JOB_COMPLETION_INDEX=1 FOLIO_SHARD_COUNT=3", "SLURM_ARRAY_TASK_ID=1 (array 0-2, 3 tasks)",
    /// or "whole batch".
    public var source: String

    /// `shard`, said to come from `source`.
    public init(shard: Shard, source: String) {
        self.shard = shard
        self.source = source
    }

    /// The source of a run no option or variable shards.
    static let wholeSource = "whole batch"
    /// The whole batch, as a run without `--shard` or shard variables takes it.
    public static let all = ShardAssignment(shard: .all, source: wholeSource)

    /// "shard 1/3 from SLURM_ARRAY_TASK_ID=1 (array 0-2, 3 tasks)", or "whole batch".
    public var description: String { source == Self.wholeSource ? source : "shard \(shard) from \(source)" }
}

extension Shard {
    /// The ways a batch engine names a shard in the environment.
    enum Engine: String, CaseIterable, Sendable {
        /// `FOLIO_SHARD=I/N`, set by hand or by any scheduler.
        case plain
        /// A Kubernetes Indexed Job: `JOB_COMPLETION_INDEX`, with the count in `FOLIO_SHARD_COUNT`
        /// (Kubernetes does not export `.spec.completions`).
        case kubernetes
        /// A Slurm array job: `SLURM_ARRAY_TASK_ID` with `SLURM_ARRAY_TASK_MIN`, `_MAX` and `_COUNT`
        /// (`SLURM_ARRAY_TASK_STEP` is checked when set).
        case slurm

        /// The variables that belong to the engine, required ones first.
        var variables: [String] {
            switch self {
            case .plain: [Shard.plainVariable]
            case .kubernetes: [Shard.indexVariable, Shard.countVariable]
            case .slurm: Shard.slurmVariables + [Shard.slurmStepVariable]
            }
        }

        /// The variables that must all be set once any of the engine's is.
        var required: [String] { self == .slurm ? Shard.slurmVariables : variables }
    }

    /// `I/N` in one variable, for any scheduler.
    static let plainVariable = "FOLIO_SHARD"
    /// A Slurm array task's id and the array's lowest id, highest id and number of tasks.
    static let slurmVariables = ["SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_MAX", "SLURM_ARRAY_TASK_COUNT"]
    /// A Slurm array's step (`--array=0-8:4` has step 4).
    static let slurmStepVariable = "SLURM_ARRAY_TASK_STEP"

    /// The shard a run takes: `option` (the text of `--shard`, which wins over the environment),
    /// else the one the environment names, else the whole batch. An empty variable counts as unset.
    /// - Throws: `ShardError` (a usage error) for a bad `--shard`, variables of more than one
    ///   engine, an engine's variables set only in part, or numbers that name no shard; each
    ///   message names the variables.
    public static func resolve(option: String?, environment: [String: String]) throws -> ShardAssignment {
        if let option {
            guard let shard = Shard(option) else { throw ShardError(message: "--shard: expected I/N with 0 ≤ I < N, got '\(option)'") }
            return ShardAssignment(shard: shard, source: "--shard \(shard)")
        }
        let set = environment.filter { !$0.value.isEmpty }
        let engines = Engine.allCases.filter { engine in engine.variables.contains { set[$0] != nil } }
        guard engines.count <= 1 else {
            let named = engines.flatMap { $0.variables.filter { set[$0] != nil } }.map { "\($0)=\(set[$0] ?? "")" }
            throw ShardError(message: "the environment names a shard in more than one way (\(named.joined(separator: ", "))): "
                + "set only FOLIO_SHARD, or JOB_COMPLETION_INDEX with FOLIO_SHARD_COUNT, or the SLURM_ARRAY_TASK_* of one array; "
                + "--shard I/N overrides them all")
        }
        guard let engine = engines.first else { return .all }
        let missing = engine.required.filter { set[$0] == nil }
        if !missing.isEmpty {
            let given = engine.required.filter { set[$0] != nil }
            throw ShardError(message: "\(spelled(engine.required)) go together; only \(spelled(given)) \(given.count == 1 ? "is" : "are") set "
                + "(missing \(spelled(missing)))")
        }
        switch engine {
        case .plain:
            let text = set[plainVariable] ?? ""
            guard let shard = Shard(text) else { throw ShardError(message: "\(plainVariable): expected I/N with 0 ≤ I < N, got '\(text)'") }
            return ShardAssignment(shard: shard, source: "\(plainVariable)=\(shard)")
        case .kubernetes:
            let index = set[indexVariable] ?? "", count = set[countVariable] ?? ""
            guard let i = Int(index), let n = Int(count), let shard = Shard(index: i, count: n) else {
                throw ShardError(message: "\(indexVariable)=\(index) \(countVariable)=\(count): expected 0 ≤ index < count")
            }
            return ShardAssignment(shard: shard, source: "\(indexVariable)=\(i) \(countVariable)=\(n)")
        case .slurm:
            return try slurm(set)
        }
    }

    /// The shard of a Slurm array task: its place among the array's evenly spaced ids.
    private static func slurm(_ set: [String: String]) throws -> ShardAssignment {
        let values = slurmVariables.map { set[$0] ?? "" }
        let shown = zip(slurmVariables, values).map { "\($0)=\($1)" }.joined(separator: " ")
        let numbers = values.compactMap { Int($0) }
        guard numbers.count == 4 else { throw ShardError(message: "\(shown): expected whole numbers") }
        let (id, low, high, count) = (numbers[0], numbers[1], numbers[2], numbers[3])
        let span = high - low
        let step = count > 1 && span > 0 && span % (count - 1) == 0 ? span / (count - 1) : (count == 1 && span == 0 ? 1 : 0)
        guard step > 0 else {
            throw ShardError(message: "\(shown): the array's \(count) ids are not evenly spaced from MIN to MAX; "
                + "submit a range (sbatch --array=0-\(max(count - 1, 0))) or set FOLIO_SHARD=I/N")
        }
        if let given = set[slurmStepVariable], Int(given) != step {
            throw ShardError(message: "\(shown) \(slurmStepVariable)=\(given): MIN to MAX in \(count) ids is a step of \(step), not \(given)")
        }
        guard id >= low, (id - low) % step == 0, let shard = Shard(index: (id - low) / step, count: count) else {
            throw ShardError(message: "\(shown): the task's id is not one of the array's (MIN, MIN + step, … MAX with step \(step))")
        }
        let array = step == 1 ? "\(low)-\(high)" : "\(low)-\(high):\(step)"
        return ShardAssignment(shard: shard, source: "SLURM_ARRAY_TASK_ID=\(id) (array \(array), \(count) task\(count == 1 ? "" : "s"))")
    }

    /// "A, B and C".
    private static func spelled(_ names: [String]) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}

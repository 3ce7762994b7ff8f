import FolioCore
import Foundation

/// The manifests of every shard of one batch, checked before a merge step writes the batch's
/// index, pages or report: one manifest per shard 0…N−1 (none missing, none twice), all of the
/// same batch and count, each accounting for every item it was given, no output claimed by two
/// shards, together exactly the batch's items, and every reported file present in the folder
/// with its size (a folder the shards did not share shows as missing files).
public struct ShardMerge: Sendable {
    /// The manifests, shard 0 first.
    package var manifests: [ShardManifest]

    /// The shard count.
    public var count: Int { manifests.first?.shard.count ?? 0 }

    /// Every shard's outputs, shard by shard.
    public var items: [ShardManifest.Item] { manifests.flatMap(\.items) }

    /// Every shard's failures with the shard that had them.
    public var failures: [(shard: Shard, failure: ShardManifest.Failure)] {
        manifests.flatMap { manifest in manifest.failures.map { (manifest.shard, $0) } }
    }

    /// Reads `directory/shards/` and checks the manifests of `command`.
    /// - Parameters:
    ///   - batch: the identity the merge expects (the plan it was given), nil to take the shards'.
    ///   - names: every item the batch holds (outputs and failures together), nil when only the shards know.
    ///   - checkFiles: whether each reported output must be in `directory` with its size.
    /// - Throws: `ShardMergeError` naming every problem; `ShardManifestError` for an unreadable manifest.
    public static func read(command: String, directory: String, batch: String? = nil, names: [String]? = nil,
                            checkFiles: Bool = true) throws -> ShardMerge {
        let found = try ShardManifest.read(command: command, in: directory)
        let folder = (directory as NSString).appendingPathComponent(ShardManifest.folder)
        guard !found.isEmpty else {
            throw ShardMergeError(problems: ["no shard of \(command) reported into \(folder)/ (each shard writes "
                + "\(command)-I-of-N.json there when it finishes; is \(directory) the folder every shard wrote to?)"])
        }
        var problems: [String] = []
        let counts = Set(found.map(\.manifest.shard.count))
        guard counts.count == 1, let count = counts.first else {
            throw ShardMergeError(problems: ["manifests of different shard counts: " + found.map { "\($0.file) (\($0.manifest.shard))" }.joined(separator: ", ")])
        }
        let batches = Set(found.map(\.manifest.batch))
        if batches.count > 1 {
            problems.append("shards of different batches (a shard ran with other options or input): "
                + found.map { "shard \($0.manifest.shard) batch \($0.manifest.batch.prefix(12))" }.joined(separator: ", "))
        } else if let batch, let theirs = batches.first, theirs != batch {
            problems.append("the shards drew another batch (\(theirs.prefix(12))) than this merge names (\(batch.prefix(12))): "
                + "merge with the same options (--only, --scale, --manifest, --size, ...) the shards ran with")
        }
        var byIndex: [Int: [String]] = [:]
        for (file, manifest) in found { byIndex[manifest.shard.index, default: []].append(file) }
        for index in 0..<count {
            let files = byIndex[index] ?? []
            if files.isEmpty {
                problems.append("shard \(index)/\(count) did not report (no \(folder)/\(command)-\(index)-of-\(count).json): "
                    + "it failed before the end or never ran; run it again (--shard \(index)/\(count))")
            } else if files.count > 1 {
                problems.append("shard \(index)/\(count) reported more than once: \(files.joined(separator: ", "))")
            }
        }
        let manifests = found.map(\.manifest).sorted { $0.shard.index < $1.shard.index }
        problems += accounting(manifests)
        problems += coverage(manifests, names: names)
        if checkFiles { problems += missingFiles(manifests, in: directory) }
        guard problems.isEmpty else { throw ShardMergeError(problems: problems) }
        return ShardMerge(manifests: manifests)
    }

    /// Each shard accounts for what it was given, and the shards for the whole batch.
    private static func accounting(_ manifests: [ShardManifest]) -> [String] {
        var problems: [String] = []
        for m in manifests where m.items.count + m.failures.count != m.total {
            problems.append("shard \(m.shard) was given \(m.total) items but reports \(m.items.count) outputs and \(m.failures.count) failures")
        }
        let sizes = Set(manifests.map(\.batchSize)), given = manifests.reduce(0) { $0 + $1.total }
        if sizes.count > 1 {
            problems.append("the shards disagree on the batch's size: " + manifests.map { "shard \($0.shard) \($0.batchSize)" }.joined(separator: ", "))
        } else if let size = sizes.first, Set(manifests.map(\.shard.index)).count == manifests.first?.shard.count, given != size {
            problems.append("the shards were given \(given) items together, the batch has \(size): the shards overlap or leave items out")
        }
        return problems
    }

    /// No item in two shards, and together exactly `names` when the merge knows them.
    private static func coverage(_ manifests: [ShardManifest], names: [String]?) -> [String] {
        var problems: [String] = [], owner: [String: Shard] = [:]
        for m in manifests {
            for name in m.items.map(\.name) + m.failures.map(\.name) {
                if let first = owner[name], first != m.shard {
                    problems.append("\(name) is in shard \(first) and in shard \(m.shard): shards must be disjoint (two lines with one id?)")
                }
                owner[name] = owner[name] ?? m.shard
            }
        }
        guard let names, Set(manifests.map(\.shard.index)).count == manifests.first?.shard.count else { return problems }
        let missing = names.filter { owner[$0] == nil }, extra = Set(owner.keys).subtracting(names).sorted()
        if !missing.isEmpty { problems.append("in no shard: \(listed(missing))") }
        if !extra.isEmpty { problems.append("not in this batch: \(listed(extra))") }
        return problems
    }

    /// Outputs a manifest names that are not in the folder with the size it says.
    private static func missingFiles(_ manifests: [ShardManifest], in directory: String) -> [String] {
        var absent: [String] = []
        for m in manifests {
            for item in m.items {
                let path = (directory as NSString).appendingPathComponent(item.name)
                let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
                if size == nil || (item.bytes != nil && size != item.bytes) { absent.append("\(item.name) (shard \(m.shard))") }
            }
        }
        guard !absent.isEmpty else { return [] }
        return ["reported but not in \(directory) with the reported size: \(listed(absent)); the shards must write to one shared folder"]
    }

    /// The first ten of `names`, and how many more.
    private static func listed(_ names: [String]) -> String {
        names.prefix(10).joined(separator: ", ") + (names.count > 10 ? " and \(names.count - 10) more" : "")
    }
}

extension ShardMerge {
    /// Throws the shards' failures as one error (the worst kind decides the exit code), each line
    /// naming its shard; does nothing when there were none.
    /// - Throws: `ShardFailuresError`.
    public func requireNoFailures() throws {
        let failed = failures
        guard !failed.isEmpty else { return }
        throw ShardFailuresError(lines: failed.map { "shard \($0.shard): \($0.failure.message)" },
                                 failureKind: failed.map(\.failure.kind).max() ?? .internal)
    }
}

/// Items that failed in the shards of a merged batch, each line naming its shard.
struct ShardFailuresError: Error, ClassifiedError, CustomStringConvertible {
    /// "shard 1/3: people.ndjson:17: $.goalMl: ...", one per failed item.
    var lines: [String]
    /// The worst kind among them.
    var failureKind: FailureKind
    var description: String {
        "\(lines.count) item\(lines.count == 1 ? "" : "s") failed in the shards:\n" + lines.joined(separator: "\n")
    }
}

/// Why shard manifests cannot be merged: every problem found, one a line.
package struct ShardMergeError: Error, ClassifiedError, CustomStringConvertible {
    /// Each problem.
    package var problems: [String]

    /// The error of `problems`.
    package init(problems: [String]) { self.problems = problems }

    /// Incomplete or contradictory shard reports are bad data (exit 65).
    package var failureKind: FailureKind { .badData }
    package var description: String { "cannot merge the shards:\n  " + problems.joined(separator: "\n  ") }
}

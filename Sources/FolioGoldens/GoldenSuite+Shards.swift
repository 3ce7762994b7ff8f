import FolioCore
import FolioGraphics
import Foundation
import FolioTargets

extension GoldenSuite {
    /// The command name in a golden check's shard manifests (in the review folder's `shards/`).
    public static let shardCommand = "golden"

    /// The check's identity as a batch: the device, scales, diff settings and every golden, so
    /// shards of another selection or threshold are not merged together.
    package var batchIdentity: String {
        let scales = plan.goldenScales.map { "\($0.key.rawValue)@\(JSONValue.format($0.value))" }.sorted().joined(separator: ",")
        return ShardManifest.batchIdentity([Self.shardCommand, plan.device.name, JSONValue.format(plan.scale), scales,
                                            JSONValue.format(diff.threshold), String(maxDiffPixels)]
            + plan.stories.map { GoldenSuite.file($0) })
    }

    /// Writes the manifest of a check of `assignment`'s shard into the review folder: each result
    /// in full, and the package differences that stopped it comparing, if any.
    @discardableResult
    public func writeShardManifest(_ report: GoldenReport, assignment: ShardAssignment) throws -> String {
        let items = report.results.map { ShardManifest.Item(name: $0.file, details: $0.json) }
        let total = report.packageDifferences.isEmpty ? plan.stories(in: assignment.shard).count : 0
        let details: JSONValue = .object(["packageDifferences": .array(report.packageDifferences.map(JSONValue.string)),
                                          "seconds": .number(report.seconds)])
        let manifest = ShardManifest(command: Self.shardCommand, batch: batchIdentity, assignment: assignment,
                                     batchSize: report.packageDifferences.isEmpty ? plan.stories.count : 0, total: total,
                                     items: items, details: details)
        return try manifest.write(into: reviewDirectory)
    }

    /// The report of a sharded check: every shard's results, checked complete and disjoint, in
    /// story order, with the passing appearances of failing targets paired in the review and the
    /// orphans of the manifests and the store, as one unsharded check would have made it.
    /// - Throws: `ShardMergeError` naming every problem (a shard missing, twice, or of another selection).
    public func mergeShards() throws -> GoldenReport {
        let differences = try ShardManifest.read(command: Self.shardCommand, in: reviewDirectory).flatMap { entry in
            guard case .array(let lines)? = entry.manifest.details?["packageDifferences"] else { return [String]() }
            return lines.compactMap(\.stringValue)
        }
        let expected = differences.isEmpty ? plan.stories.map { GoldenSuite.file($0) } : []
        let merge = try ShardMerge.read(command: Self.shardCommand, directory: reviewDirectory, batch: batchIdentity,
                                        names: differences.isEmpty ? expected : nil, checkFiles: false)
        let targets = Dictionary(plan.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var byFile: [String: GoldenResult] = [:], unreadable: [String] = []
        for item in merge.items {
            guard let details = item.details, let result = GoldenResult(json: details, targets: targets) else {
                unreadable.append(item.name)
                continue
            }
            byFile[item.name] = result
        }
        if !unreadable.isEmpty { throw ShardMergeError(problems: ["results that name no target of this plan: \(unreadable.joined(separator: ", "))"]) }
        var results = expected.compactMap { byFile[$0] }
        let manifest = try manifest()
        try pairAppearances(&results, manifest: manifest)
        let seconds = merge.manifests.compactMap { $0.details?["seconds"]?.numberValue }.max() ?? 0
        var report = report(results, manifest: manifest, packageDifferences: Array(Set(differences)).sorted(), start: .now())
        report.seconds = seconds
        return report
    }
}

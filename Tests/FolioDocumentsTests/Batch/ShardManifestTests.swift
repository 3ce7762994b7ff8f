import FolioAppsTestSupport
import FolioCore
import XCTest
@testable import FolioTargets

/// Shard manifests read back as written, bad ones named with their JSON paths, and merges that
/// refuse a missing, duplicated, overlapping or unshared shard.
final class ShardManifestTests: XCTestCase {
    var dir = ""

    override func setUpWithError() throws { dir = try GoldenFixtures.directory() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    /// Shard `index` of `count` of a batch of `names`, its outputs written into the folder.
    @discardableResult
    func shard(_ index: Int, of count: Int, names: [String], batch: String = "b1", write: Bool = true) throws -> ShardManifest {
        let shard = Shard(index: index, count: count)!
        let mine = names.filter(shard.contains)
        var items: [ShardManifest.Item] = []
        for name in mine {
            let bytes = Array("png of \(name)".utf8)
            if write { try Data(bytes).write(to: URL(fileURLWithPath: "\(dir)/\(name)")) }
            items.append(ShardManifest.Item(name: name, contents: bytes))
        }
        let manifest = ShardManifest(command: "test", batch: batch, assignment: ShardAssignment(shard: shard, source: "--shard \(shard)"),
                                     batchSize: names.count, total: mine.count, items: items)
        try manifest.write(into: dir)
        return manifest
    }

    let names = (0..<20).map { "card-\($0).png" }

    func problems(_ body: () throws -> Void) -> String {
        do {
            try body()
            XCTFail("the merge went through")
            return ""
        } catch {
            XCTAssertEqual(FailureKind.of(error), .badData)
            return "\(error)"
        }
    }

    func testAManifestReadsBackAsWritten() throws {
        let item = ShardManifest.Item(name: "pet/home.light.png", line: 7, sha256: String(repeating: "a", count: 64), bytes: 12,
                                      details: .object(["status": .string("passed")]))
        let failure = ShardManifest.Failure(name: "line-9", line: 9, kind: .badData, message: "b.ndjson:9: $.goalMl: expected a number")
        let manifest = ShardManifest(command: "card", batch: "abc", assignment: ShardAssignment(shard: Shard(index: 1, count: 3)!,
                                     source: "SLURM_ARRAY_TASK_ID=1 (array 0-2, 3 tasks)"), batchSize: 30, total: 2, items: [item],
                                     failures: [failure], details: .object(["seconds": .number(1.5)]))
        let text = manifest.json.serialized(pretty: true)
        XCTAssertEqual(try ShardManifest(json: try JSONValue(parsing: text), file: "m.json"), manifest)
        let path = try manifest.write(into: dir)
        XCTAssertEqual(path, "\(dir)/shards/card-1-of-3.json")
        XCTAssertEqual(try ShardManifest.read(command: "card", in: dir).map(\.manifest), [manifest])
    }

    func testABadManifestNamesEveryProblem() throws {
        let json = try JSONValue(parsing: #"{"schema": "folio.shard/0", "batch": 3, "shard": {"index": 4, "count": 3, "source": "x"}, "#
            + #""batchSize": 1, "total": -1, "items": [{"name": "a", "bytes": "12"}], "failures": [{"name": "b", "kind": "oops", "message": "m"}]}"#)
        XCTAssertThrowsError(try ShardManifest(json: json, file: "m.json")) { error in
            let text = "\(error)"
            for expected in [#"$.schema: expected "folio.shard/1""#, "$.command: expected a string, found nothing",
                             "$.batch: expected a string, found a number", "$.shard: expected 0 ≤ index < count",
                             "$.total: expected a whole number ≥ 0", "$.items[0].bytes: expected a whole number ≥ 0, found a string",
                             "$.failures[0].kind: expected one of data, io, internal, usage, found 'oops'"] {
                XCTAssert(text.contains(expected), "lacks \(expected):\n\(text)")
            }
            XCTAssertEqual(FailureKind.of(error), .badData)
        }
    }

    func testCompleteDisjointShardsMerge() throws {
        for index in 0..<3 { try shard(index, of: 3, names: names) }
        let merge = try ShardMerge.read(command: "test", directory: dir, batch: "b1", names: names)
        XCTAssertEqual(merge.count, 3)
        XCTAssertEqual(Set(merge.items.map(\.name)), Set(names))
    }

    func testAMissingShardIsRefusedByName() throws {
        try shard(0, of: 3, names: names)
        try shard(2, of: 3, names: names)
        let text = problems { _ = try ShardMerge.read(command: "test", directory: dir, names: names) }
        XCTAssert(text.contains("shard 1/3 did not report (no \(dir)/shards/test-1-of-3.json)"), text)
        XCTAssert(text.contains("run it again (--shard 1/3)"), text)
        XCTAssert(problems { _ = try ShardMerge.read(command: "none", directory: dir) }.contains("no shard of none reported"))
    }

    func testADuplicatedShardIsRefused() throws {
        for index in 0..<3 { try shard(index, of: 3, names: names) }
        try FileManager.default.copyItem(atPath: "\(dir)/shards/test-1-of-3.json", toPath: "\(dir)/shards/test-1-of-3.again.json")
        let text = problems { _ = try ShardMerge.read(command: "test", directory: dir, names: names) }
        XCTAssert(text.contains("shard 1/3 reported more than once"), text)
        XCTAssert(text.contains("is in shard 1/3 and in shard 1/3") || text.contains("were given"), text)
    }

    func testOverlapsOtherBatchesAndUnsharedFoldersAreRefused() throws {
        try shard(0, of: 2, names: names)
        var other = try shard(1, of: 2, names: names, batch: "b2")
        XCTAssert(problems { _ = try ShardMerge.read(command: "test", directory: dir) }.contains("shards of different batches"))
        other.batch = "b1"
        other.items.append(ShardManifest.Item(name: names.first { Shard(index: 0, count: 2)!.contains($0) }!, contents: []))
        other.total += 1
        try other.write(into: dir)
        let overlap = problems { _ = try ShardMerge.read(command: "test", directory: dir, names: names) }
        XCTAssert(overlap.contains("is in shard 0/2 and in shard 1/2: shards must be disjoint"), overlap)
        try shard(1, of: 2, names: names, write: false)
        for name in names where Shard(index: 1, count: 2)!.contains(name) { try? FileManager.default.removeItem(atPath: "\(dir)/\(name)") }
        let unshared = problems { _ = try ShardMerge.read(command: "test", directory: dir, names: names) }
        XCTAssert(unshared.contains("the shards must write to one shared folder"), unshared)
        XCTAssert(problems { _ = try ShardMerge.read(command: "test", directory: dir, batch: "b9", checkFiles: false) }
            .contains("merge with the same options"))
        XCTAssert(problems { _ = try ShardMerge.read(command: "test", directory: dir, names: names + ["extra.png"], checkFiles: false) }
            .contains("in no shard: extra.png"))
    }

    func testAShardOfAnotherCountReplacesTheEarlierSplit() throws {
        for index in 0..<2 { try shard(index, of: 2, names: names) }
        for index in 0..<3 { try shard(index, of: 3, names: names) }
        XCTAssertEqual(try ShardManifest.read(command: "test", in: dir).count, 3, "the 2-way manifests are gone")
        XCTAssertEqual(try ShardMerge.read(command: "test", directory: dir, names: names).count, 3)
    }
}

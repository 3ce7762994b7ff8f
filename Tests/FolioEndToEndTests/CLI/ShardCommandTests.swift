import FolioAppsTestSupport
import FolioCore
@testable import FolioGoldens
import XCTest
@testable import FolioCLI

/// Every batch command under the one shard contract: shards from the option and from each engine's
/// variables, merges that give the bytes of one unsharded run, and merges that name a missing
/// shard or a shard's failed line.
final class ShardCommandTests: XCTestCase {
    var dir = ""

    override func setUpWithError() throws { dir = try temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    /// Each of three shards named another way: the option, FOLIO_SHARD, and a Slurm array task.
    func threeShards(_ arguments: [String]) -> [CLIResult] {
        [folio(arguments + ["--shard", "0/3"], environment: [:]),
         folio(arguments, environment: ["FOLIO_SHARD": "1/3"]),
         folio(arguments, environment: ["SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_MIN": "5", "SLURM_ARRAY_TASK_MAX": "7",
                                           "SLURM_ARRAY_TASK_COUNT": "3"])]
    }

    /// `count` lines of the default water snapshot with ids, line `broken` (from 1) not JSON.
    func batchFile(lines count: Int, broken: Int? = nil) throws -> String {
        let water = try String(contentsOfFile: "\(packageRoot)/Templates/snapshots/water.json", encoding: .utf8)
        let object = String(water.split(separator: "\n").joined().trimmingCharacters(in: .whitespaces).dropFirst())
        let lines = (1...count).map { $0 == broken ? "{\"id\": \"oops\"," : "{\"id\": \"p\($0)\"," + object }
        let path = "\(dir)/people.ndjson"
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Every file under `folder` but the shard manifests, by path, with its bytes.
    func outputs(_ folder: String) -> [String: Data] {
        var found: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [] where !path.hasPrefix("shards") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: "\(folder)/\(path)", isDirectory: &isFolder), !isFolder.boolValue else { continue }
            found[path] = FileManager.default.contents(atPath: "\(folder)/\(path)")
        }
        return found
    }

    func testACardBatchInThreeShardsMergesToTheBytesOfOneRun() throws {
        let input = try batchFile(lines: 12)
        let card = ["card", "water", "--batch", input, "--size", "200x250", "--jobs", "2"]
        let serial = folio(card + ["--out", "\(dir)/serial"])
        XCTAssertEqual(serial.code, 0, serial.err)
        for shard in threeShards(card + ["--out", "\(dir)/sharded"]) {
            XCTAssertEqual(shard.code, 0, shard.err)
            XCTAssert(shard.err.contains("folio card --merge --out \(dir)/sharded"), shard.err)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/sharded/index.json"), "no index before the merge")
        let merged = folio("card", "--merge", "--out", "\(dir)/sharded")
        XCTAssertEqual(merged.code, 0, merged.err)
        XCTAssert(merged.err.contains("3 shards reported: 12 cards, each in one shard"), merged.err)
        let a = outputs("\(dir)/serial"), b = outputs("\(dir)/sharded")
        XCTAssertEqual(a.count, 13, "12 cards and the index: \(a.keys.sorted())")
        XCTAssertEqual(a, b, "the same files, byte for byte")
        let manifest = try String(contentsOfFile: "\(dir)/sharded/shards/card-2-of-3.json", encoding: .utf8)
        XCTAssert(manifest.contains("SLURM_ARRAY_TASK_ID=7 (array 5-7, 3 tasks)"), manifest)
    }

    func testABrokenLineShowsInTheMergeAsItsShardsFailure() throws {
        let input = try batchFile(lines: 6, broken: 5)
        let card = ["card", "water", "--batch", input, "--size", "200x250", "--out", "\(dir)/cards"]
        let results = threeShards(card)
        XCTAssertEqual(results.map(\.code), [0, 65, 0], "line 5 is shard 1's")
        let merged = folio("card", "--merge", "--out", "\(dir)/cards")
        XCTAssertEqual(merged.code, 65, merged.err)
        XCTAssert(merged.err.contains("3 shards reported: 5 cards and 1 failed"), merged.err)
        XCTAssert(merged.err.contains("shard 1/3: people.ndjson:5:"), merged.err)
        let index = try String(contentsOfFile: "\(dir)/cards/index.json", encoding: .utf8)
        XCTAssert(index.contains("\"line\": 5") && index.contains("invalid JSON"), index)
    }

    func testMergesRefuseAMissingShardByName() throws {
        let input = try batchFile(lines: 4)
        let card = ["card", "water", "--batch", input, "--size", "200x250", "--out", "\(dir)/cards"]
        XCTAssertEqual(folio(card + ["--shard", "0/2"]).code, 0)
        let merged = folio("card", "--merge", "--out", "\(dir)/cards")
        XCTAssertEqual(merged.code, 65, merged.err)
        XCTAssert(merged.err.contains("shard 1/2 did not report (no \(dir)/cards/shards/card-1-of-2.json)"), merged.err)
        let story = ["storybook", "--only", "specimen.pet", "--scale", "1", "--out", "\(dir)/book"]
        XCTAssertEqual(folio(story + ["--shard", "1/2"]).code, 0)
        let collated = folio(story + ["--collate"])
        XCTAssertEqual(collated.code, 65, collated.err)
        XCTAssert(collated.err.contains("shard 0/2 did not report"), collated.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/book/index.html"), "no pages over a missing shard")
        let other = folio(["storybook", "--only", "specimen.water", "--scale", "1", "--out", "\(dir)/book", "--shard", "0/2"])
        XCTAssertEqual(other.code, 0, other.err)
        let mixed = folio(story + ["--collate"])
        XCTAssert(mixed.err.contains("shards of different batches"), mixed.err)
    }

    func testAShardedGoldenCheckMergesToTheReportOfOneCheck() throws {
        let goldens = "\(dir)/goldens", store = ["--store", "\(dir)/store"]
        let record = folio(["golden", "record", "--goldens", goldens, "--only", "specimen.pet,specimen.water", "--jobs", "2"] + store)
        XCTAssertEqual(record.code, 0, record.err)
        // pet light's golden becomes water light's picture, so pet light fails with a diff to show.
        var manifest = try GoldenManifest(directory: goldens)
        let water = try XCTUnwrap(manifest.entry(GoldenEntry.Key(story: "specimen.water", mode: "light")))
        var pet = try XCTUnwrap(manifest.entry(GoldenEntry.Key(story: "specimen.pet", mode: "light")))
        (pet.width, pet.height, pet.pixels) = (water.width, water.height, water.pixels)
        manifest.set(pet, group: "specimen")
        try manifest.write()
        let check = ["golden", "check", "--goldens", goldens, "--only", "specimen.pet,specimen.water", "--jobs", "2"] + store
        let one = folio(check + ["--review", "\(dir)/one", "--json", "\(dir)/one.json"])
        XCTAssertEqual(one.code, 1, one.err)
        let shards = [folio(check + ["--review", "\(dir)/review", "--shard", "0/2"]),
                      folio(check + ["--review", "\(dir)/review"], environment: ["JOB_COMPLETION_INDEX": "1", "FOLIO_SHARD_COUNT": "2"])]
        XCTAssertEqual(Set(shards.map(\.code)).isSubset(of: [0, 1]), true, shards.map(\.err).joined())
        XCTAssertEqual(shards.filter { $0.code == 1 }.count, 1, "the shard with pet light fails")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/review/index.html"), "the review waits for the merge")
        let merge = ["golden", "merge", "--goldens", goldens, "--only", "specimen.pet,specimen.water", "--review", "\(dir)/review"] + store
        let merged = folio(merge + ["--json", "\(dir)/merged.json", "--junit", "\(dir)/merged.xml"])
        XCTAssertEqual(merged.code, 1, merged.err)
        XCTAssert(merged.out.contains("FAILED specimen.pet light"), merged.out)
        XCTAssert(FileManager.default.fileExists(atPath: "\(dir)/review/index.html"))
        XCTAssert(FileManager.default.fileExists(atPath: "\(dir)/review/specimen/pet.dark.expected.png"), "dark is paired with light")
        func report(_ path: String, review: String) throws -> String {
            guard case .object(var json) = try JSONValue(parsing: String(contentsOfFile: path, encoding: .utf8)) else { return "" }
            json["seconds"] = nil
            json["summary"] = nil
            if case .array(let results)? = json["results"] {  // each story's time is measured, run to run
                json["results"] = .array(results.map { result in
                    guard case .object(var fields) = result else { return result }
                    fields["seconds"] = nil
                    return .object(fields)
                })
            }
            return JSONValue.object(json).serialized(pretty: true).replacingOccurrences(of: review, with: "REVIEW")
        }
        XCTAssertEqual(try report("\(dir)/merged.json", review: "\(dir)/review"), try report("\(dir)/one.json", review: "\(dir)/one"),
                       "the merged report is the report of one check")
        try FileManager.default.removeItem(atPath: "\(dir)/review/shards/golden-1-of-2.json")
        let missing = folio(merge)
        XCTAssertEqual(missing.code, 65, missing.err)
        XCTAssert(missing.err.contains("shard 1/2 did not report"), missing.err)
    }

    func testShardOptionsAreUsageErrorsWhereTheyDoNotBelong() {
        let usage = ExitCode.usage.rawValue
        let cases: [([String], String)] = [
            (["card", "--merge"], "--merge needs --out DIR"),
            (["card", "--merge", "--out", dir, "--shard", "0/2"], "--shard does not go with --merge"),
            (["golden", "merge", "--shard", "0/2"], "--shard goes with check"),
            (["golden", "record", "--shard", "0/2"], "--shard goes with check"),
            (["golden", "check", "--shard", "2/2"], "--shard: expected I/N with 0 ≤ I < N, got '2/2'"),
        ]
        for (arguments, message) in cases {
            let r = folio(arguments)
            XCTAssertEqual(r.code, usage, "\(arguments): \(r.err)")
            XCTAssert(r.err.contains(message), "\(arguments): \(r.err)")
        }
        let ambiguous = folio(["golden", "check"], environment: ["FOLIO_SHARD": "0/2", "JOB_COMPLETION_INDEX": "0"])
        XCTAssertEqual(ambiguous.code, usage, ambiguous.err)
        XCTAssert(ambiguous.err.contains("FOLIO_SHARD=0/2, JOB_COMPLETION_INDEX=0"), ambiguous.err)
    }
}

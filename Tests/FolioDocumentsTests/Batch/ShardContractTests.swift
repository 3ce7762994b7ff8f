import FolioAppsTestSupport
import FolioCore
import XCTest
@testable import FolioStorybook
@testable import FolioTargets

/// The shard contract as values: every way of naming a shard (option, plain, Kubernetes, Slurm),
/// every partial or mixed environment refused with the variables named, and shards that are
/// disjoint and complete over the real targets and over a batch file's lines.
final class ShardContractTests: XCTestCase {
    let kubernetes = ["JOB_COMPLETION_INDEX", "FOLIO_SHARD_COUNT"]
    let slurm = ["SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_MAX", "SLURM_ARRAY_TASK_COUNT"]

    func resolve(_ environment: [String: String], option: String? = nil) throws -> ShardAssignment {
        try Shard.resolve(option: option, environment: environment)
    }

    /// The usage error `environment` (and `option`) gives, as text.
    func message(_ environment: [String: String], option: String? = nil) -> String {
        do {
            XCTFail("no error for \(environment): \(try resolve(environment, option: option))")
            return ""
        } catch {
            XCTAssertEqual((error as? ShardError)?.failureKind, .usage)
            return "\(error)"
        }
    }

    func testEachEngineNamesItsShard() throws {
        XCTAssertEqual(try resolve([:]), .all)
        XCTAssertEqual(try resolve(["HOME": "/root", "SLURM_JOB_ID": "7"]), .all, "a plain Slurm job (no array) is the whole batch")
        XCTAssertEqual(try resolve(["FOLIO_SHARD": "2/5"]), ShardAssignment(shard: Shard(index: 2, count: 5)!, source: "FOLIO_SHARD=2/5"))
        XCTAssertEqual(try resolve(["JOB_COMPLETION_INDEX": "3", "FOLIO_SHARD_COUNT": "4"]).shard, Shard(index: 3, count: 4))
        let array = ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "2", "SLURM_ARRAY_TASK_COUNT": "3"]
        let task = try resolve(array)
        XCTAssertEqual(task.shard, Shard(index: 1, count: 3))
        XCTAssertEqual(task.source, "SLURM_ARRAY_TASK_ID=1 (array 0-2, 3 tasks)")
        XCTAssertEqual(try resolve(["FOLIO_SHARD": ""]), .all, "an empty variable is unset")
    }

    func testSlurmArraysOfAnyStartAndStep() throws {
        func task(_ id: Int, _ low: Int, _ high: Int, _ count: Int, step: Int? = nil) throws -> Shard {
            var env = ["SLURM_ARRAY_TASK_ID": "\(id)", "SLURM_ARRAY_TASK_MIN": "\(low)", "SLURM_ARRAY_TASK_MAX": "\(high)",
                       "SLURM_ARRAY_TASK_COUNT": "\(count)"]
            if let step { env["SLURM_ARRAY_TASK_STEP"] = "\(step)" }
            return try resolve(env).shard
        }
        XCTAssertEqual(try task(5, 5, 5, 1), Shard.all, "an array of one")
        XCTAssertEqual(try task(12, 10, 16, 4, step: 2), Shard(index: 1, count: 4), "--array=10-16:2")
        for step in 1...4 {
            for count in 1...7 {
                let shards = try (0..<count).map { try task(100 + $0 * step, 100, 100 + (count - 1) * step, count, step: count > 1 ? step : nil) }
                XCTAssertEqual(shards, (0..<count).map { Shard(index: $0, count: count)! }, "step \(step), \(count) tasks")
            }
        }
        XCTAssert(message(["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "4",
                           "SLURM_ARRAY_TASK_COUNT": "3"]).contains("not evenly spaced"), "--array=1,3,4")
        XCTAssert(message(["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "4",
                           "SLURM_ARRAY_TASK_COUNT": "3"]).contains("not one of the array's"))
        XCTAssert(message(["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "4",
                           "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_ARRAY_TASK_STEP": "1"]).contains("a step of 2, not 1"))
        XCTAssert(message(["SLURM_ARRAY_TASK_ID": "x", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "4",
                           "SLURM_ARRAY_TASK_COUNT": "3"]).contains("expected whole numbers"))
    }

    /// Every subset of every engine's variables: complete sets name a shard, partial ones name what
    /// is missing, and any two engines together are ambiguous, naming what is set.
    func testEveryCombinationOfVariables() throws {
        let values = ["FOLIO_SHARD": "1/3", "JOB_COMPLETION_INDEX": "1", "FOLIO_SHARD_COUNT": "3", "SLURM_ARRAY_TASK_ID": "1",
                      "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "2", "SLURM_ARRAY_TASK_COUNT": "3"]
        let names = values.keys.sorted()
        let engines: [[String]] = [["FOLIO_SHARD"], kubernetes, slurm]
        var combinations = 0
        for mask in 0..<(1 << names.count) {
            let chosen = names.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
            let env = values.filter { chosen.contains($0.key) }
            let touched = engines.filter { engine in engine.contains { chosen.contains($0) } }
            combinations += 1
            if touched.isEmpty {
                XCTAssertEqual(try resolve(env), .all)
            } else if touched.count > 1 {
                let text = message(env)
                XCTAssert(text.contains("more than one way"), text)
                for name in chosen { XCTAssert(text.contains("\(name)="), "\(name) in: \(text)") }
            } else if let engine = touched.first, !engine.allSatisfy(chosen.contains) {
                let text = message(env)
                XCTAssert(text.contains("go together"), text)
                for name in engine where !chosen.contains(name) { XCTAssert(text.contains(name), "names missing \(name): \(text)") }
            } else {
                XCTAssertEqual(try resolve(env).shard, Shard(index: 1, count: 3), "\(chosen)")
            }
            XCTAssertEqual(try resolve(env, option: "0/2").shard, Shard(index: 0, count: 2), "--shard wins over \(chosen)")
        }
        XCTAssertEqual(combinations, 128)
    }

    func testBadValuesNameTheVariable() {
        XCTAssert(message([:], option: "3/3").contains("--shard: expected I/N with 0 ≤ I < N, got '3/3'"))
        XCTAssert(message(["FOLIO_SHARD": "3"]).contains("FOLIO_SHARD: expected I/N"))
        XCTAssert(message(["JOB_COMPLETION_INDEX": "4", "FOLIO_SHARD_COUNT": "4"]).contains("JOB_COMPLETION_INDEX=4 FOLIO_SHARD_COUNT=4"))
        XCTAssert(message(["JOB_COMPLETION_INDEX": "1"]).contains("JOB_COMPLETION_INDEX and FOLIO_SHARD_COUNT go together"))
        XCTAssert(message(["FOLIO_SHARD_COUNT": "3"]).contains("only FOLIO_SHARD_COUNT is set"))
    }

    func testShardsOfTheRealTargetsAreDisjointAndComplete() {
        let plan = StorybookPlan(manifest: .standard)
        let all = plan.stories.map(\.file)
        XCTAssertGreaterThan(all.count, 100, "the real list: every registered target, light and dark")
        for count in 1...7 {
            let parts = (0..<count).map { plan.stories(in: Shard(index: $0, count: count)!).map(\.file) }
            XCTAssertEqual(parts.map(\.count).reduce(0, +), all.count, "no story twice in \(count) shards")
            XCTAssertEqual(Set(parts.joined()), Set(all), "every story in one of \(count) shards")
            XCTAssert(parts.allSatisfy { !$0.isEmpty }, "no empty shard of \(count)")
        }
    }

    func testShardsOfAThousandLinesAreDisjointAndComplete() {
        let lines = Array(1...1000)
        for count in 1...7 {
            let parts = (0..<count).map { index in lines.filter { Shard(index: index, count: count)!.contains(line: $0) } }
            XCTAssertEqual(parts.map(\.count).reduce(0, +), 1000)
            XCTAssertEqual(Set(parts.joined()), Set(lines))
            XCTAssert(parts.allSatisfy { abs($0.count - 1000 / count) <= 1 }, "lines deal out evenly: \(parts.map(\.count))")
        }
    }

    func testSHA256HashesChunksAsOne() {
        var split = SHA256()
        for chunk in stride(from: 0, to: 1000, by: 37) { split.update(Array(repeating: UInt8(ascii: "a"), count: min(37, 1000 - chunk))) }
        XCTAssertEqual(split.finishHex(), SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1000)), "chunks hash as one")
    }
}

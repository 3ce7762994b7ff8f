import FolioAppsTestSupport
import FolioLayout
import XCTest
@testable import FolioTargets

/// Shards are disjoint, complete and stable.
final class StorybookShardTests: XCTestCase {
    let targets = (0..<40).map { GoldenFixtures.card("piece.card-\($0)") }

    func testShardsAreDisjointAndTogetherComplete() {
        let plan = GoldenFixtures.plan(targets)
        let all = plan.stories.map(\.file)
        for count in 1...5 {
            var seen: [String] = []
            for index in 0..<count {
                let shard = Shard(index: index, count: count)!
                seen += plan.stories(in: shard).map(\.file)
            }
            XCTAssertEqual(seen.count, all.count, "no story twice with \(count) shards")
            XCTAssertEqual(Set(seen), Set(all), "every story once with \(count) shards")
        }
        let sizes = (0..<4).map { plan.stories(in: Shard(index: $0, count: 4)!).count }
        XCTAssertTrue(sizes.allSatisfy { $0 > 8 }, "a hash spreads 80 stories over 4 shards: \(sizes)")
    }

    func testAssignmentDependsOnTheNameAloneAndIsStable() {
        XCTAssertEqual(Shard.stableHash(""), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(Shard.stableHash("a"), 0xaf63_dc4c_8601_ec8c, "FNV-1a 64 of 'a'")
        let shard = Shard(index: 1, count: 3)!
        let files = GoldenFixtures.plan(targets).stories.map(\.file)
        let reversed = GoldenFixtures.plan(targets.reversed()).stories(in: shard).map(\.file)
        XCTAssertEqual(Set(files.filter(shard.contains)), Set(reversed), "the order of the catalog moves nothing")
    }

    func testShardFromTextAndEnvironment() throws {
        XCTAssertEqual(Shard("2/8"), Shard(index: 2, count: 8))
        for bad in ["8/8", "-1/2", "1/0", "1", "a/b", "1/2/3"] { XCTAssertNil(Shard(bad), bad) }
        XCTAssertNil(try Shard.from(environment: [:]))
        XCTAssertEqual(try Shard.from(environment: ["JOB_COMPLETION_INDEX": "3", "FOLIO_SHARD_COUNT": "4"]), Shard(index: 3, count: 4))
        XCTAssertThrowsError(try Shard.from(environment: ["JOB_COMPLETION_INDEX": "3"]))
        XCTAssertThrowsError(try Shard.from(environment: ["JOB_COMPLETION_INDEX": "4", "FOLIO_SHARD_COUNT": "4"]))
    }
}

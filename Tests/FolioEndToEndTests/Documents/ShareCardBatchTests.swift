import FolioApps
import FolioAppsTestSupport
import FolioCore
import FolioDomain
import Foundation
import XCTest
@testable import FolioCards
@testable import FolioTargets

/// Card batches: shards that are disjoint and complete, broken lines reported by number and
/// skipped, names from ids, identical files left alone.
final class ShareCardBatchTests: XCTestCase {
    private var dir = ""
    private let small = ShareCardSize(width: 200, height: 250)!

    override func setUpWithError() throws {
        dir = try CardFixtures.temporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// The default water snapshot as one line, with `id` (none when nil) and the goal changed to `goal`.
    private func line(id: String?, goal: Int = 2000) throws -> String {
        var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(CardFixtures.defaultText("water").utf8)) as? [String: Any])
        json["goalMl"] = goal
        if let id { json["id"] = id }
        return String(decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]), as: UTF8.self)
    }

    private func write(_ lines: [String], name: String = "people.ndjson") throws -> String {
        let path = "\(dir)/\(name)"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func batch(_ input: String, into out: String, shard: Shard = .all) -> CardBatch {
        CardBatch(entry: ShareCardEntry.water, input: input, directory: out, shard: shard, size: small)
    }

    private func pngs(in folder: String) -> Set<String> {
        Set(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".png") })
    }

    func testThreeShardsOfAHundredLinesRenderEveryLineOnceAndReportTheBrokenOne() throws {
        var lines = try (0..<100).map { try line(id: String(format: "person-%03d", $0), goal: 1500 + $0 * 10) }
        // Line 42 of the file: a drink of negative volume and no goal.
        let broken = try line(id: "broken").replacingOccurrences(of: "\"goalMl\":2000,", with: "")
            .replacingOccurrences(of: "\"volumeMl\":250", with: "\"volumeMl\":-250")
        lines.insert(broken, at: 41)
        let input = try write(lines)
        var rendered: [String: Int] = [:]
        var failures: [CardBatchFailure] = []
        for index in 0..<3 {
            let out = "\(dir)/shard-\(index)"
            let report = try batch(input, into: out, shard: Shard(index: index, count: 3)!).run(parallelism: 2, measurer: CardFixtures.measurer)
            for name in pngs(in: out) { rendered[name, default: 0] += 1 }
            failures += report.failures
            XCTAssertEqual(report.written + report.failures.count, report.total)
            XCTAssertEqual(report.total, (1...101).filter { ($0 - 1) % 3 == index }.count)
        }
        XCTAssertEqual(Set(rendered.keys), Set((0..<100).map { String(format: "person-%03d.png", $0) }), "every good line, once")
        XCTAssertEqual(rendered.values.filter { $0 > 1 }.count, 0, "no line twice")
        XCTAssertEqual(failures.map(\.line), [42])
        XCTAssertEqual(failures.first?.kind, .data)
        let messages = failures.first?.messages ?? []
        XCTAssert(messages.contains { $0.hasPrefix("people.ndjson:42: $.goalMl: ") }, "\(messages)")
        XCTAssert(messages.contains { $0.hasPrefix("people.ndjson:42: $.drinks[0].volumeMl: ") }, "\(messages)")
        // Shard 1 of 3 holds lines 2, 5, 8, …: line 2 is person-001.
        XCTAssert(pngs(in: "\(dir)/shard-1").contains("person-001.png"))
    }

    func testARunAgainRewritesNothingAndACardIsTheSameSerialOrParallel() throws {
        let input = try write(try (0..<6).map { try line(id: "p\($0)", goal: 1800 + $0 * 100) })
        let first = try batch(input, into: "\(dir)/out").run(parallelism: 3, measurer: CardFixtures.measurer)
        XCTAssertEqual([first.written, first.unchanged, first.failures.count], [6, 0, 0])
        // A replaced file is a new inode (written beside, then renamed); an untouched one keeps its own.
        let inodes = { try self.pngs(in: "\(self.dir)/out").sorted().map { name in
            try FileManager.default.attributesOfItem(atPath: "\(self.dir)/out/\(name)")[.systemFileNumber] as? Int
        } }
        let before = try inodes()
        let again = try batch(input, into: "\(dir)/out").run(parallelism: 1, measurer: CardFixtures.measurer)
        XCTAssertEqual([again.written, again.unchanged], [0, 6])
        XCTAssertEqual(again.reused, 6, "their inputs are those of the cards there: none is drawn again")
        XCTAssertEqual(try inodes(), before, "unchanged files are not touched")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: "\(dir)/out").filter { $0 != "shards" }.count, 6,
                       "no temporary file is left")
        var changed = try (0..<6).map { try line(id: "p\($0)", goal: 1800 + $0 * 100) }
        changed[4] = try line(id: "p4", goal: 2500)
        let third = try batch(try write(changed), into: "\(dir)/out").run(parallelism: 2, measurer: CardFixtures.measurer)
        XCTAssertEqual([third.written, third.unchanged, third.reused], [1, 5, 5], "only the changed line is drawn")
        // The third card, drawn on its own, is the file the parallel batch wrote.
        var goal = try CardFixtures.water()
        goal.goalMl = 2000
        let alone = try ShareCard(entry: ShareCardEntry.water, snapshot: goal, size: small).png(measurer: CardFixtures.measurer)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/out/p2.png")), Data(alone))
    }

    func testNamesComeFromIdsOrLineNumbersAndARepeatedIdLosesToTheFirst() throws {
        let input = try write([try line(id: "ana"), try line(id: nil), "   ", try line(id: "ana"), try line(id: "../up"),
                               #"{"schema": "folio.water/1", "goalMl": "#, try line(id: "ben")])
        let report = try batch(input, into: "\(dir)/out").run(parallelism: 4, measurer: CardFixtures.measurer)
        XCTAssertEqual(pngs(in: "\(dir)/out"), ["ana.png", "line-2.png", "ben.png"])
        XCTAssertEqual(report.total, 6, "the blank line is not counted")
        XCTAssertEqual(report.failures.map(\.line), [4, 5, 6])
        XCTAssertEqual(report.failures[0].messages, [#"people.ndjson:4: $.id: expected an id of its own, found "ana", the id of line 1"#])
        XCTAssert(report.failures[1].messages[0].hasPrefix(#"people.ndjson:5: $.id: expected an id of 1…100 letters"#))
        XCTAssert(report.failures[1].messages[0].hasSuffix(#"found "../up""#), report.failures[1].messages[0])
        XCTAssert(report.failures[2].messages[0].hasPrefix("people.ndjson:6:"), "\(report.failures[2].messages)")
        XCTAssert(report.failures[2].messages[0].contains("invalid JSON"), "\(report.failures[2].messages)")
    }

    func testShardsComeFromTheirTextOrTheEnvironment() throws {
        XCTAssertEqual(Shard("2/3"), Shard(index: 2, count: 3))
        for bad in ["3/3", "-1/3", "1/0", "1", "a/b", "1/2/3"] { XCTAssertNil(Shard(bad), bad) }
        XCTAssertEqual(try Shard.from(environment: ["JOB_COMPLETION_INDEX": "4", "FOLIO_SHARD_COUNT": "10"]), Shard(index: 4, count: 10))
        XCTAssertNil(try Shard.from(environment: [:]))
        XCTAssertThrowsError(try Shard.from(environment: ["JOB_COMPLETION_INDEX": "4"]))
        XCTAssertThrowsError(try Shard.from(environment: ["JOB_COMPLETION_INDEX": "10", "FOLIO_SHARD_COUNT": "10"]))
        let shards = (0..<4).compactMap { Shard(index: $0, count: 4) }
        for line in 1...40 { XCTAssertEqual(shards.filter { $0.contains(line: line) }.count, 1) }
    }

    func testAMissingInputIsAnError() {
        XCTAssertThrowsError(try batch("\(dir)/nothing.ndjson", into: "\(dir)/out").run(parallelism: 1, measurer: CardFixtures.measurer)) { error in
            XCTAssert("\(error)".hasPrefix("cannot read \(dir)/nothing.ndjson"), "\(error)")
        }
    }
}

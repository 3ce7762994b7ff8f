import FolioAppsTestSupport
import Foundation
import XCTest
@testable import FolioCLI

/// `folio card` through the command line: exit codes and messages for bad input and bad options,
/// the same bytes twice, and batches that report broken lines and still render the rest.
final class CardCommandTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try temporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }


    /// The default water snapshot as a JSON object.
    private func water() throws -> [String: Any] {
        let url = URL(fileURLWithPath: packageRoot).appendingPathComponent("Templates/snapshots/water.json")
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    private func text(_ json: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]), as: UTF8.self)
    }

    func testACardIsWrittenAndTheSameCardTwiceIsTheSameBytes() throws {
        let out = "\(dir)/card.png"
        let first = folio("card", "pet", "--size", "400x500", "--tilt", "6,-10", "--appearance", "dark", "-o", out)
        XCTAssertEqual(first.code, 0, first.err)
        XCTAssertEqual(first.err, "wrote \(out)\n")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
        let second = folio("card", "pet", "--size", "400x500", "--tilt", "6,-10", "--appearance", "dark", "-o", out)
        XCTAssertEqual(second.err, "unchanged \(out)\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: out)), bytes)
        XCTAssertEqual(Array(bytes[16..<24]), [0, 0, 1, 0x90, 0, 0, 1, 0xF4], "400 × 500 pixels in the PNG header")
    }

    func testABadSnapshotExitsSixtyFiveWithItsPathsAndWritesNothing() throws {
        var json = try water()
        json["goalMl"] = -5
        var drinks = try XCTUnwrap(json["drinks"] as? [[String: Any]])
        drinks[2]["kind"] = "lemonade"
        json["drinks"] = drinks
        let snapshot = "\(dir)/bad.json"
        try text(json).write(toFile: snapshot, atomically: true, encoding: .utf8)
        let out = "\(dir)/card.png"
        let r = folio("card", "water", "--snapshot", snapshot, "-o", out)
        XCTAssertEqual(r.code, 65, r.err)
        XCTAssert(r.err.contains("bad.json: $.goalMl: "), r.err)
        XCTAssert(r.err.contains("bad.json: $.drinks[2].kind: "), r.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        let other = folio("card", "pet", "--snapshot", "\(packageRoot)/Templates/snapshots/water.json", "-o", out)
        XCTAssertEqual(other.code, 65, "a water snapshot for the pet card: \(other.err)")
        XCTAssert(other.err.contains("$.schema"), other.err)
    }

    func testBadOptionsExitTwoWithWhatWasExpected() {
        let cases: [([String], String)] = [
            (["card", "water", "--size", "100x100"], "--size: expected WxH with each side 200…4096 pixels"),
            (["card", "water", "--size", "4097x1000"], "got '4097x1000'"),
            (["card", "water", "--size", "huge"], "got 'huge'"),
            (["card", "water", "--tilt", "90,0"], "--tilt: expected PITCH,YAW in degrees, each within ±40"),
            (["card", "water", "--tilt", "5"], "got '5'"),
            (["card", "water", "--appearance", "sepia"], "--appearance: expected light or dark"),
            (["card"], "name an app: pet, water, recipe or budget"),
            (["card", "watr"], "no share card for 'watr'; did you mean 'water'?"),
            (["card", "water", "pet"], "unexpected argument 'pet'"),
            (["card", "water", "--shard", "0/2"], "--shard goes with --batch"),
            (["card", "water", "--batch", "x.ndjson"], "--batch needs --out DIR"),
            (["card", "water", "--batch", "x.ndjson", "--out", "o", "-o", "c.png"], "--output does not go with --batch"),
            (["card", "water", "--batch", "x.ndjson", "--out", "o", "--shard", "2/2"], "--shard: expected I/N with 0 ≤ I < N"),
        ]
        for (arguments, message) in cases {
            let r = folio(arguments)
            XCTAssertEqual(r.code, 2, "\(arguments): \(r.err)")
            XCTAssert(r.err.contains(message), "\(arguments): \(r.err)")
        }
        let half = folio(["card", "water", "--batch", "x.ndjson", "--out", "o"], environment: ["JOB_COMPLETION_INDEX": "1"])
        XCTAssertEqual(half.code, 2, half.err)
        XCTAssert(half.err.contains("JOB_COMPLETION_INDEX and FOLIO_SHARD_COUNT go together"), half.err)
    }

    func testABatchReportsItsBrokenLineAndRendersTheRestThenExitsSixtyFive() throws {
        var good = try water()
        good["id"] = "ana"
        var bad = try water()
        bad["goalMl"] = nil
        bad["id"] = "ben"
        var third = try water()
        third["id"] = "chloe"
        let input = "\(dir)/people.ndjson"
        try [text(good), text(bad), "", text(third)].joined(separator: "\n").write(toFile: input, atomically: true, encoding: .utf8)
        let out = "\(dir)/cards"
        let r = folio("card", "water", "--batch", input, "--out", out, "--size", "200x250", "--jobs", "2")
        XCTAssertEqual(r.code, 65, r.err)
        XCTAssert(r.err.contains("people.ndjson:2: $.goalMl: expected a daily goal in ml"), r.err)
        XCTAssert(r.err.contains("folio card: 1 line failed: 2"), r.err)
        XCTAssert(r.err.contains("2 written, 0 unchanged, 1 failed of 3 cards"), r.err)
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: out)), ["ana.png", "chloe.png", "index.json", "shards"])
        // Shard 1 of 2 from the environment holds line 2 (broken) and line 4 (chloe), already there.
        let shard = folio(["card", "water", "--batch", input, "--out", out, "--size", "200x250"],
                          environment: ["JOB_COMPLETION_INDEX": "1", "FOLIO_SHARD_COUNT": "2"])
        XCTAssertEqual(shard.code, 65, shard.err)
        XCTAssert(shard.err.contains("0 written, 1 unchanged (1 not drawn: same inputs), 1 failed of 2 cards (shard 1/2)"), shard.err)
        let clean = folio("card", "water", "--batch", input, "--out", out, "--size", "200x250", "--shard", "0/2")
        XCTAssertEqual(clean.code, 0, clean.err)
        XCTAssert(clean.err.contains("0 written, 1 unchanged (1 not drawn: same inputs), 0 failed of 1 cards (shard 0/2)"), clean.err)
    }

    func testHelpSaysHowBatchesAreShardedNamedAndEnd() {
        let r = folio("card", "--help")
        XCTAssertEqual(r.code, 0)
        for phrase in ["Line N belongs to shard (N - 1) mod COUNT", "JOB_COMPLETION_INDEX", "FOLIO_SHARD_COUNT", "line-N.png",
                       "\"id\"", "exits 65", "unchanged", "1080x1350"] {
            XCTAssert(r.out.contains(phrase), "help lacks '\(phrase)':\n\(r.out)")
        }
        XCTAssert(folio("--help").out.contains("card"), "card is listed among the commands")
    }
}

/// The mixed batch fixture: a stress snapshot, a blank line, a line without an id, another app's
/// snapshot, broken JSON and a bad id.
final class CardBatchFixtureTests: XCTestCase {
    func testEveryBadLineIsReportedByNumberAndTheGoodOnesAreRendered() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = folio("card", "water", "--batch", "\(packageRoot)/Tests/Fixtures/cards/mixed.ndjson", "--out", out, "--size", "300x300", "--jobs", "3")
        XCTAssertEqual(r.code, 65, r.err)
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: out)), ["stress.png", "line-3.png", "index.json", "shards"])
        for expected in [#"mixed.ndjson:4: $.schema: expected "folio.water/1", found "folio.pet/1""#,
                         "mixed.ndjson:5:40: invalid JSON: expected ',' or '}' in object",
                         #"mixed.ndjson:6: $.id: expected an id"#, "folio card: 3 lines failed: 4, 5, 6",
                         "2 written, 0 unchanged, 3 failed of 5 cards"] {
            XCTAssert(r.err.contains(expected), "stderr lacks \(expected):\n\(r.err)")
        }
    }
}

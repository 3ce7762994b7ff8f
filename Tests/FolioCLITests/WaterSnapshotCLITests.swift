import FolioAppsTestSupport
import Foundation
import XCTest
@testable import FolioCLI

/// Bad Water snapshots through the command line: exit 65, every problem named with the file and
/// its JSON path, and nothing written where the image would have gone.
final class WaterSnapshotCLITests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try temporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// The default snapshot as a JSON object, to break one piece of it.
    private func write(_ name: String, _ text: String) throws -> String {
        let path = "\(dir)/\(name)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Renders `target` from `snapshot`, expecting exit 65 with nothing at the output path; returns stderr.
    private func renderFails(_ target: String, snapshot: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let out = "\(dir)/out.png"
        let r = folio("render", target, "--snapshot", snapshot, "--scale", "1", "-o", out)
        XCTAssertEqual(r.code, 65, r.err, file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing may be written", file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).filter { !$0.hasSuffix(".json") }, [],
                       "no temporary file may be left", file: file, line: line)
        return r.err
    }

    func testBrokenJSONNamesTheFileAndWhere() throws {
        let path = try write("broken.json", #"{"schema": "folio.water/1", "goalMl": 2000,"#)
        let err = renderFails("water.today", snapshot: path)
        XCTAssertTrue(err.contains("broken.json:1:"), err)
        XCTAssertTrue(err.contains("invalid JSON"), err)
    }

    func testAMissingFieldIsNamedByItsPath() throws {
        var json = try defaultSnapshotJSON("water")
        json["goalMl"] = nil
        let err = renderFails("water.month", snapshot: try writeJSON(json, to: dir, as: "missing.json"))
        XCTAssertTrue(err.contains("missing.json: $.goalMl: expected a daily goal in ml"), err)
        XCTAssertTrue(err.contains("found nothing"), err)
    }

    func testImpossibleValuesAreAllReportedAtOnce() throws {
        var json = try defaultSnapshotJSON("water")
        var drinks = try XCTUnwrap(json["drinks"] as? [[String: Any]])
        drinks[3]["volumeMl"] = -250
        drinks[5]["kind"] = "lemonade"
        drinks[7]["drunkAt"] = "2026-11-31T09:00"
        drinks[8]["id"] = drinks[9]["id"]
        json["drinks"] = drinks
        var challenges = try XCTUnwrap(json["challenges"] as? [[String: Any]])
        challenges[1]["joinedOn"] = "2026-12-01"
        challenges[2]["drink"] = nil
        json["challenges"] = challenges
        let err = renderFails("water.challenges", snapshot: try writeJSON(json, to: dir, as: "impossible.json"))
        for path in ["$.drinks[3].volumeMl", "$.drinks[5].kind", "$.drinks[7].drunkAt", "$.drinks[9].id", "$.challenges[1].joinedOn",
                     "$.challenges[2].drink"] {
            XCTAssertTrue(err.contains("impossible.json: \(path):"), "\(path) not named in: \(err)")
        }
        XCTAssertTrue(err.contains("found -250"), err)
        XCTAssertTrue(err.contains("found 2026-12-01, in the future"), err)
    }

    func testADrinkInTheFutureIsRefused() throws {
        var json = try defaultSnapshotJSON("water")
        var drinks = try XCTUnwrap(json["drinks"] as? [[String: Any]])
        drinks[0]["drunkAt"] = "2026-11-27T23:30"
        json["drinks"] = drinks
        let err = renderFails("water.summary", snapshot: try writeJSON(json, to: dir, as: "future.json"))
        XCTAssertTrue(err.contains("future.json: $.drinks[0].drunkAt:"), err)
        XCTAssertTrue(err.contains("in the future"), err)
    }

    func testTheStressFixtureRendersAndLintsInBothAppearances() throws {
        let stress = URL(fileURLWithPath: packageRoot).appendingPathComponent("Tests/Fixtures/water/stress.json").path
        for target in ["water.today", "water.challenges"] {
            let out = "\(dir)/\(target).png"
            let r = folio("render", target, "--snapshot", stress, "--scale", "1", "--appearance", "dark", "-o", out)
            XCTAssertEqual(r.code, 0, r.err)
            XCTAssertTrue(FileManager.default.fileExists(atPath: out))
        }
        let lint = folio("lint", "water.today", "water.widgets", "water.month", "water.challenges", "water.summary", "water.share")
        XCTAssertEqual(lint.code, 0, lint.out + lint.err)
    }
}

import FolioAppsTestSupport
import FolioTestSupport
import Foundation
import XCTest
@testable import FolioCLI

/// `folio report weekly --batch`: one report per person of an NDJSON file, in shards that merge into
/// the serial run's bytes, bad lines named with their JSON paths, re-runs that rewrite nothing.
final class ReportBatchCLITests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws { dir = try temporaryDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    private let people = "\(packageRoot)/Templates/people.ndjson"

    /// The files of `folder` (shard manifests and records aside) and their bytes.
    private func outputs(_ folder: String) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != "shards" }
        return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\($0)"))) })
    }

    /// One line: the bundled snapshots of `apps` by app, with `id`, each changed by `edit`.
    private func line(_ id: String, _ apps: [String], edit: (String, inout [String: Any]) -> Void = { _, _ in }) throws -> String {
        var members: [String: Any] = ["id": id]
        for app in apps {
            let url = URL(fileURLWithPath: packageRoot).appendingPathComponent("Templates/snapshots/\(app).json")
            var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            edit(app, &json)
            members[app] = json
        }
        return String(decoding: try JSONSerialization.data(withJSONObject: members, options: [.sortedKeys]), as: UTF8.self)
    }

    func testTheBundledBatchInThreeShardsAndAMergeIsTheSerialRunByteForByte() throws {
        let serial = folio(["report", "weekly", "--batch", people, "--out", "\(dir)/serial", "--jobs", "2"])
        XCTAssertEqual(serial.code, 0, serial.err)
        XCTAssertTrue(serial.err.contains("24 written, 0 unchanged, 0 failed of 24 reports into \(dir)/serial/"), serial.err)
        XCTAssertTrue(serial.err.contains("rendering 24/24 reports · "), "a progress line:\n\(serial.err)")
        for shard in 0..<3 {
            let r = folio(["report", "weekly", "--batch", people, "--out", "\(dir)/sharded", "--shard", "\(shard)/3", "--jobs", "1"])
            XCTAssertEqual(r.code, 0, r.err)
            XCTAssertTrue(r.err.contains("8 written, 0 unchanged, 0 failed of 8 reports (shard \(shard)/3)"), r.err)
        }
        let merge = folio(["report", "--merge", "--out", "\(dir)/sharded"])
        XCTAssertEqual(merge.code, 0, merge.err)
        XCTAssertTrue(merge.err.contains("3 shards reported: 24 reports, each in one shard"), merge.err)
        let expected = try outputs("\(dir)/serial"), actual = try outputs("\(dir)/sharded")
        XCTAssertEqual(expected.keys.sorted(), ["index.json"] + (1...24).map { String(format: "p%02d.pdf", $0) })
        XCTAssertEqual(actual.keys.sorted(), expected.keys.sorted())
        for (name, bytes) in expected { XCTAssertEqual(actual[name], bytes, "\(name): shards + merge = the serial run") }
        try PDFValidation.assertConforms(expected.keys.filter { $0.hasSuffix(".pdf") }.sorted().map { "\(dir)/serial/\($0)" })
    }

    func testABadLineIsToldWithItsPathAndSkippedAndARerunRewritesNothing() throws {
        let input = "\(dir)/people.ndjson"
        let lines = [
            try line("ana", ["pet"]),
            try line("ben", ["pet", "water"]) { app, json in if app == "pet" { json["person"] = ["name": 42] } },
            try line("cy", ["water", "budget"]),
            #"{"id": "dee", "cat": {}}"#,
        ]
        try (lines.joined(separator: "\n") + "\n").write(toFile: input, atomically: true, encoding: .utf8)
        let first = folio(["report", "weekly", "--batch", input, "--out", "\(dir)/out"])
        XCTAssertEqual(first.code, 65, first.err)
        XCTAssertTrue(first.err.contains("people.ndjson:2: $.pet.person.name: expected"), first.err)
        XCTAssertTrue(first.err.contains("people.ndjson:4: $.cat: expected an app's snapshot: pet, water, recipe, budget"), first.err)
        XCTAssertTrue(first.err.contains("2 written, 0 unchanged, 2 failed of 4 reports"), first.err)
        XCTAssertTrue(first.err.contains("folio report: 2 lines failed: 2, 4"), first.err)
        XCTAssertEqual(try outputs("\(dir)/out").keys.sorted(), ["ana.pdf", "cy.pdf", "index.json"])
        let written = try FileManager.default.attributesOfItem(atPath: "\(dir)/out/ana.pdf")[.modificationDate] as? Date
        let again = folio(["report", "weekly", "--batch", input, "--out", "\(dir)/out"])
        XCTAssertEqual(again.code, 65, again.err)
        XCTAssertTrue(again.err.contains("0 written, 2 unchanged (2 not drawn: same inputs), 2 failed of 4 reports"), again.err)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: "\(dir)/out/ana.pdf")[.modificationDate] as? Date, written)
        try PDFValidation.assertConforms(["\(dir)/out/ana.pdf", "\(dir)/out/cy.pdf"])
    }

    func testBatchOptionsAreCheckedAsUsage() {
        for arguments in [["report", "weekly", "--batch", people], ["report", "weekly", "--out", dir],
                          ["report", "weekly", "--batch", people, "--out", dir, "--snapshots", dir], ["report", "--merge"]] {
            XCTAssertEqual(folio(arguments).code, 2, arguments.joined(separator: " "))
        }
    }
}

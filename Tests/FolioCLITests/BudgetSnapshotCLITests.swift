import FolioAppsTestSupport
import Foundation
import XCTest
@testable import FolioCLI

/// Bad Budget Envelopes snapshots through the command line: exit 65, every problem named with the
/// file and its JSON path, nothing written; the schema printed; the hostile fixture rendered.
final class BudgetSnapshotCLITests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try temporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// Renders `target` from `snapshot`, expecting exit 65 and no output; returns stderr.
    private func renderFails(_ target: String, snapshot: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let out = "\(dir)/out.png"
        let r = folio("render", target, "--snapshot", snapshot, "--scale", "1", "-o", out)
        XCTAssertEqual(r.code, 65, r.err, file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing may be written", file: file, line: line)
        return r.err
    }

    private func edited(_ edit: (inout [String: Any]) throws -> Void) throws -> [String: Any] {
        var json = try defaultSnapshotJSON("budget")
        try edit(&json)
        return json
    }

    func testEveryBadInputIsNamedByFileAndPathAtOnce() throws {
        let json = try edited { json in
            var envelopes = try XCTUnwrap(json["envelopes"] as? [[String: Any]])
            envelopes[0]["budget"] = "-5.00"
            envelopes[2]["currency"] = "EUR"
            envelopes[3]["id"] = envelopes[1]["id"]
            json["envelopes"] = envelopes
            var spends = try XCTUnwrap(json["spends"] as? [[String: Any]])
            spends[0]["amount"] = 38.2
            spends[1]["amount"] = "12.345"
            spends[2]["envelope"] = "yacht"
            spends[3]["at"] = "2026-02-30T10:00"
            spends[4]["at"] = "2026-11-27T23:59"
            json["spends"] = spends
            var transfers = try XCTUnwrap(json["transfers"] as? [[String: Any]])
            transfers[0]["to"] = transfers[0]["from"]
            json["transfers"] = transfers
        }
        let err = renderFails("budget.budgets", snapshot: try writeJSON(json, to: dir, as: "bad.json"))
        for path in ["$.envelopes[0].budget", "$.envelopes[2].currency", "$.envelopes[3].id", "$.spends[0].amount",
                     "$.spends[1].amount", "$.spends[2].envelope", "$.spends[3].at", "$.spends[4].at", "$.transfers[0].to"] {
            XCTAssertTrue(err.contains("bad.json: \(path):"), "\(path) not named in: \(err)")
        }
        XCTAssertTrue(err.contains("a JSON float"), err)
        XCTAssertTrue(err.contains("USD has 2"), err)
        XCTAssertTrue(err.contains("in the future"), err)
    }

    func testAnOverflowingAmountExits65() throws {
        let json = try edited { json in
            var spends = try XCTUnwrap(json["spends"] as? [[String: Any]])
            spends[0]["amount"] = "99999999999999999999"
            json["spends"] = spends
        }
        let err = renderFails("budget.spending", snapshot: try writeJSON(json, to: dir, as: "overflow.json"))
        XCTAssertTrue(err.contains("overflow.json: $.spends[0].amount:"), err)
        XCTAssertTrue(err.contains("overflows 64-bit minor units"), err)
    }

    func testTheSchemaIsPrinted() {
        let r = folio("schema", "budget")
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertTrue(r.out.contains("\"folio.budget/1\""), r.out)
        XCTAssertTrue(r.out.contains("\"oneOf\""), "amounts are integers of minor units or decimal strings")
    }

    func testTheHostileFixtureRendersAndLintsInBothAppearances() throws {
        let stress = URL(fileURLWithPath: packageRoot).appendingPathComponent("Tests/Fixtures/budget/stress.json").path
        for target in ["budget.budgets", "budget.envelope", "budget.spending"] {
            let out = "\(dir)/\(target).png"
            let r = folio("render", target, "--snapshot", stress, "--scale", "1", "--appearance", "dark", "-o", out)
            XCTAssertEqual(r.code, 0, r.err)
            XCTAssertTrue(FileManager.default.fileExists(atPath: out))
        }
        let lint = folio("lint", "budget.budgets", "budget.envelope", "budget.spending", "budget.add-expense", "budget.rhythm",
                         "budget.transfer", "--snapshot", stress)
        XCTAssertEqual(lint.code, 0, lint.out + lint.err)
    }
}

import FolioAppsTestSupport
import FolioDomain
import FolioCore
@testable import FolioTargets
import FolioGraphics
import FolioLayout
import Foundation
import XCTest
@testable import FolioCLI

/// Self-Care Pet snapshots through the command line: bad ones exit 65 naming the file and every
/// JSON path at fault and write nothing; the hostile fixtures render and lint clean with the real fonts.
final class PetSnapshotCLITests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// The default snapshot as a JSON tree.
    private func template() throws -> JSONValue {
        try JSONValue(parsing: String(contentsOfFile: packageRoot + "/Templates/snapshots/pet.json", encoding: .utf8))
    }

    /// Writes `text` as `name` in the test's directory and renders pet.home from it to `out.png`.
    private func render(_ text: String, named name: String, screen: String = "pet.home") throws -> CLIResult {
        let path = "\(dir)/\(name)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return folio("render", screen, "--snapshot", path, "--scale", "1", "-o", "\(dir)/out.png")
    }

    private func assertNothingWritten(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/out.png"), "no output for a bad snapshot", file: file, line: line)
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: dir))?.filter { $0.hasPrefix("out") } ?? []
        XCTAssertEqual(leftovers, [], "no temporary output left behind", file: file, line: line)
    }

    func testBrokenJSONExits65NamingTheFileAndWhere() throws {
        let r = try render(#"{"schema": "folio.pet/1", "date": "2026-11-27", "goals": [{"id": "a",}"#, named: "broken-pet.json")
        XCTAssertEqual(r.code, 65, r.err)
        XCTAssertTrue(r.err.contains("broken-pet.json:1:"), r.err)
        XCTAssertTrue(r.err.contains("invalid JSON"), r.err)
        assertNothingWritten()
    }

    func testAMissingFieldExits65WithItsPath() throws {
        guard case .object(var root) = try template() else { return XCTFail("the template is an object") }
        root["companion"] = nil
        let r = try render(JSONValue.object(root).serialized(pretty: true), named: "no-companion.json")
        XCTAssertEqual(r.code, 65, r.err)
        XCTAssertTrue(r.err.contains("no-companion.json: $.companion: expected an object"), r.err)
        assertNothingWritten()
    }

    func testImpossibleValuesAreAllReportedAtOnceEachWithItsPath() throws {
        var text = try String(contentsOfFile: packageRoot + "/Templates/snapshots/pet.json", encoding: .utf8)
        let edits = [
            (#""id": "make-bed""#, #""id": "water-on-waking""#),
            (#""capacity": 50"#, #""capacity": 52"#),
            (#"{"date": "2026-10-27", "mood": "okay""#, #"{"date": "2026-10-27", "mood": "ecstatic""#),
            (#"{"date": "2026-10-29", "mood": "good""#, #"{"date": "2026-12-29", "mood": "good""#),
            (#""repairsLeft": 2"#, #""repairsLeft": -1"#),
            (#""title": "Brush teeth""#, "\"title\": \"\(String(repeating: "a", count: 201))\""),
        ]
        for (old, new) in edits {
            XCTAssertTrue(text.contains(old), old)
            text = text.replacingOccurrences(of: old, with: new)
        }
        let r = try render(text, named: "impossible.json", screen: "pet.progress")
        XCTAssertEqual(r.code, 65, r.err)
        for path in ["$.goals[1].id", "$.companion.capacity", "$.checkIns[0].mood", "$.checkIns[1].date", "$.streak.repairsLeft",
                     "$.goals[8].title"] {
            XCTAssertTrue(r.err.contains("impossible.json: \(path):"), "\(path) in \(r.err)")
        }
        assertNothingWritten()
    }

    func testTheSevenScreensLintCleanWithTheRealFontsOnEveryDevice() {
        for device in ["iphone", "se", "pro-max"] {
            let r = folio("lint", "pet.home", "pet.checkin", "pet.adventure", "pet.friends", "pet.progress", "pet.streak", "pet.add-goal",
                          "--device", device)
            XCTAssertEqual(r.code, 0, "\(device): \(r.out)")
            let summary = "linted 7 targets in light and dark on \(device) at large: "
            XCTAssertTrue(r.err.hasPrefix(summary + "0 errors") || r.err.hasPrefix(summary + "no findings"), r.err)
        }
    }

    func testTheHostileFixturesRenderAndLintCleanWithTheRealFonts() throws {
        let measurer = try PangoTextMeasurer()
        for fixture in ["stress.json", "empty-day.json"] {
            let path = packageRoot + "/Tests/Fixtures/pet/\(fixture)"
            for target in TargetCatalog.all where target.name.hasPrefix("pet.") {
                for appearance in Appearance.allCases {
                    let request = RenderRequest(appearance: appearance).drawing(from: try SnapshotStore.shared.snapshot(PetSnapshot.self, path: path))
                    let frame = try target.frame(request, measurer: measurer)
                    let findings = lint(frame, theme: Theme(app: .pet, appearance: appearance))
                    XCTAssertEqual(findings.map(\.description), [], "\(fixture) \(target.name) \(appearance)")
                }
            }
            let r = folio("render", "pet.friends", "--snapshot", path, "--scale", "1", "-o", "\(dir)/friends.png")
            XCTAssertEqual(r.code, 0, r.err)
        }
    }
}

import FolioCodecs
import FolioCore
import FolioGoldens
import FolioTargets
import FolioGraphics
import FolioLayout
import FolioSnapshotTesting
import FolioTestSupport
import Foundation
import XCTest

/// FolioSnapshotTesting's record modes and failure messages, on small views in temporary folders
/// (manifests, store and review passed explicitly, nothing of the checkout's touched).
final class SnapshotAssertionTests: XCTestCase {
    private var folder = ""
    private var environment: [String: String] = [:]

    override func setUpWithError() throws {
        folder = try TestFiles.temporaryDirectory("kit-snapshots")
        environment = [GoldenStore.variable: folder + "/store", "FOLIO_SNAPSHOT_ARTIFACTS": folder + "/review"]
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func card(_ words: String) -> FolioSubject {
        .view("card", width: 120) { Text(words).padding() }
    }

    private func verify(_ subject: FolioSubject, _ strategy: Snapshotting = .png.on(.iPhone, scale: 1), record: RecordMode? = nil,
                        environment extra: [String: String] = [:]) -> String? {
        verifySnapshot(of: subject, as: strategy, record: record, goldens: folder + "/Goldens",
                       environment: environment.merging(extra) { $1 })
    }

    private var manifest: String {
        (try? String(contentsOfFile: folder + "/Goldens/SnapshotAssertionTests.goldens", encoding: .utf8)) ?? ""
    }

    /// By default a missing golden is recorded (the assertion fails, saying so), then matches.
    func testMissingGoldenIsRecordedThenMatches() throws {
        let first = try XCTUnwrap(verify(card("One")))
        XCTAssertTrue(first.hasPrefix("Snapshot 'card' (.png, light@1x) had no golden: recorded it in \(folder)/Goldens/SnapshotAssertionTests.goldens"), first)
        let line = try XCTUnwrap(manifest.split(separator: "\n").first { $0.hasPrefix("card ") })
        XCTAssertTrue(line.hasPrefix("card light@1x 120x"), String(line))
        XCTAssertNil(verify(card("One")))
    }

    /// With `.never` a missing golden fails, writes the actual picture for review, and records nothing.
    func testNeverRecordsNothing() throws {
        let message = try XCTUnwrap(verify(card("One"), record: .never))
        XCTAssertTrue(message.contains("has no golden in"), message)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/review/SnapshotAssertionTests/card.light@1x.actual.png"))
        XCTAssertEqual(manifest, "")
    }

    /// A changed picture fails naming the story and mode, with the actual, expected and diff
    /// pictures written; FOLIO_RECORD=failed records it, after which it matches.
    func testChangedPictureFailsWithReviewFilesThenRecordsByEnvironment() throws {
        _ = verify(card("One"))
        let message = try XCTUnwrap(verify(card("Two")))
        XCTAssertTrue(message.hasPrefix("Snapshot 'card' (.png, light@1x) does not match its golden in"), message)
        XCTAssertTrue(message.contains("pixels differ ("), message)
        for role in ["actual", "expected", "diff"] {
            let path = folder + "/review/SnapshotAssertionTests/card.light@1x.\(role).png"
            XCTAssertTrue(message.contains(path), "\(role) in: \(message)")
            XCTAssertNoThrow(try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))))
        }
        XCTAssertTrue(message.contains("changed: "), "the frame tree's change is named: \(message)")
        XCTAssertNotNil(verify(card("Two"), record: .never), "still failing without recording")
        let recorded = try XCTUnwrap(verify(card("Two"), environment: [RecordMode.variable: "failed"]))
        XCTAssertTrue(recorded.contains("Recorded the new golden (record mode failed)"), recorded)
        XCTAssertNil(verify(card("Two"), record: .never))
    }

    /// `.frameTree` compares the frame tree and names what changed in it: a colour, a frame moved.
    func testFrameTreeNamesWhatChanged() throws {
        let tree = Snapshotting.frameTree.on(.iPhone, scale: 1)
        _ = verify(card("One"), tree)
        XCTAssertNil(verify(card("One"), tree))
        let recoloured = try XCTUnwrap(verify(.view("card", width: 120) { Text("One", color: .accent).padding() }, tree, record: .never))
        XCTAssertTrue(recoloured.contains("the frame tree changed\n  changed: text 'One' colour #000000 → #007AFF"), recoloured)
        let moved = try XCTUnwrap(verify(.view("card", width: 120) { Text("One").padding(30) }, tree, record: .never))
        XCTAssertTrue(moved.contains("changed: "), moved)
        XCTAssertTrue(moved.contains("/review/SnapshotAssertionTests/card.light@1x.actual.tree.json"), moved)
    }

    /// `.pdfText` keeps the PDF's text, and a changed word fails naming the line that changed.
    func testPDFTextNamesTheFirstChangedLine() throws {
        let text = Snapshotting.pdfText.on(.iPhone, scale: 1)
        let note = { (words: String) in FolioSubject.view("card", width: 300) { Text(words).padding() } }
        _ = verify(note("Hello there"), text)
        let store = GoldenStore(directory: folder + "/store")
        let entry = try XCTUnwrap(try GoldenManifest(directory: folder + "/Goldens").entry(.init(story: "card", mode: "light@1x.pdf-text")))
        XCTAssertEqual(store.tree(entry.tree)?.trimmingCharacters(in: .whitespacesAndNewlines), "Hello there")
        let message = try XCTUnwrap(verify(note("Hello world"), text, record: .never))
        XCTAssertTrue(message.contains("the PDF's text changed"), message)
        XCTAssertTrue(message.contains("'Hello there' is now 'Hello world'"), message)
    }

    /// Modes are part of the golden: dark on SE is its own line.
    func testModesAreSeparateGoldens() throws {
        _ = verify(card("One"))
        _ = verify(card("One"), .png.dark.on(.se, scale: 1))
        let modes = manifest.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: " ")[1] }
        XCTAssertEqual(modes, ["dark.se@1x", "light@1x"])
    }

    /// Goldens recorded with other font files: their pixels are not compared here, the frame tree
    /// decides (as `folio golden check` does), and nothing is recorded over them.
    func testGoldensOfAnotherMachineAreJudgedByTheirFrameTree() throws {
        _ = verify(card("One"))
        let manifestFile = folder + "/Goldens/SnapshotAssertionTests.goldens", fingerprintFile = folder + "/Goldens/goldens.json"
        let pixels = try XCTUnwrap(GoldenManifest(directory: folder + "/Goldens").entries.first).pixels
        try manifest.replacingOccurrences(of: pixels, with: String(repeating: "0", count: 64)).write(toFile: manifestFile, atomically: true, encoding: .utf8)
        XCTAssertNotNil(verify(card("One"), record: .never), "other pixels fail while the fingerprints agree")
        var recorded = try XCTUnwrap(GoldenFingerprint(json: JSONValue(parsing: String(contentsOfFile: fingerprintFile, encoding: .utf8))))
        recorded.fonts = recorded.fonts.mapValues { _ in "0123456789ab" }
        try recorded.json.serialized().write(toFile: fingerprintFile, atomically: true, encoding: .utf8)
        XCTAssertNil(verify(card("One"), record: .never), "same frame tree, pixels not comparable: passes")
        let changed = try XCTUnwrap(verify(card("Two"), record: .all))
        XCTAssertTrue(changed.contains("the frame tree changed; pixels not comparable here (Inter"), changed)
        XCTAssertTrue(changed.contains("Record it on a machine with the goldens' fonts and libraries"), changed)
        XCTAssertTrue(manifest.contains(String(repeating: "0", count: 64)), "nothing recorded over the other machine's goldens")
    }
}

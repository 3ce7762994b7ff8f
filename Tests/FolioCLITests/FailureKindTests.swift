import FolioAppsTestSupport
import FolioCore
@testable import FolioTargets
import FolioDomain
import Foundation
import XCTest
@testable import FolioCLI

/// Every error says what kind of failure it is, and the command line turns kinds into exit codes
/// in one place: usage 2, bad data 65, internal 70, I/O 74.
final class FailureKindTests: XCTestCase {
    private struct Unknown: Error {}

    func testKindsMapToTheirExitCodes() {
        XCTAssertEqual(FailureKind.allCases.map { ExitCode($0).rawValue }, [2, 65, 74, 70])
    }

    func testErrorsSayTheirKindAndForeignOnesAreInternalOrIO() {
        XCTAssertEqual(FailureKind.of(SnapshotError(diagnostics: [])), .badData)
        XCTAssertEqual(FailureKind.of(SnapshotFileError(file: "pet.json", reason: "gone")), .io)
        XCTAssertEqual(FailureKind.of(ShardError(message: "3/2")), .usage)
        XCTAssertEqual(FailureKind.of(CocoaError(.fileWriteOutOfSpace)), .io, "a Foundation file error is I/O")
        XCTAssertEqual(FailureKind.of(Unknown()), .internal)
    }

    func testABatchIsAsBadAsItsWorstFailure() {
        XCTAssertEqual(FailureKind.worst(of: [SnapshotError(diagnostics: []), ShardError(message: "x")]), .badData)
        XCTAssertEqual(FailureKind.worst(of: [SnapshotError(diagnostics: []), CocoaError(.fileWriteNoPermission)]), .io)
        XCTAssertEqual(FailureKind.worst(of: [CocoaError(.fileWriteNoPermission), Unknown()]), .internal)
    }

    func testAMissingTemplateFileIsAnIOErrorAndABrokenOneBadData() throws {
        let missing = folio("report", "weekly", "--template", "/nonexistent/weekly.json", "-o", "/tmp/never.pdf")
        XCTAssertEqual(missing.code, 74, missing.err)
        XCTAssert(missing.err.hasPrefix("folio report: "), missing.err)
        XCTAssert(missing.err.contains("/nonexistent/weekly.json"), missing.err)
        let dir = try temporaryDirectory()
        let broken = "\(dir)/broken.json"
        try "{ not json".write(toFile: broken, atomically: true, encoding: .utf8)
        let bad = folio("report", "weekly", "--template", broken, "-o", "\(dir)/never.pdf")
        XCTAssertEqual(bad.code, 65, bad.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/never.pdf"))
    }

    func testAManifestThatCannotBeReadIsIOAndOneThatIsWrongBadData() throws {
        let missing = folio("storybook", "--manifest", "/nonexistent/storybook.json", "--out", "/tmp/never")
        XCTAssertEqual(missing.code, 74, missing.err)
        let dir = try temporaryDirectory()
        try #"{"include": [{"kind": "screens"}]}"#.write(toFile: "\(dir)/m.json", atomically: true, encoding: .utf8)
        let wrong = folio("golden", "check", "--manifest", "\(dir)/m.json", "--goldens", dir)
        XCTAssertEqual(wrong.code, 65, wrong.err)
        XCTAssert(wrong.err.contains("$.include[0].kind"), wrong.err)
    }
}

import FolioAppsTestSupport
import FolioTestSupport
import Foundation
import XCTest
@testable import FolioCLI

/// A render reads its screen's bundled snapshot while the fonts load; a broken one is still told
/// where it is asked for (exit 65 with its file), and a target that draws no snapshot is not bothered.
final class StartupSnapshotTests: XCTestCase {
    func testABrokenDefaultSnapshotFailsOnlyTheScreensThatDrawIt() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: "\(packageRoot)/Templates", toPath: "\(dir)/Templates")
        try Data("{\"schema\": \"folio.pet/1\", \"pet\": 3}".utf8).write(to: URL(fileURLWithPath: "\(dir)/Templates/snapshots/pet.json"))
        var environment = ProcessInfo.processInfo.environment
        environment["FOLIO_TEMPLATES"] = "\(dir)/Templates"
        let folio = try TestFiles.builtFolio()
        let screen = try ExternalTool.capture(folio, ["render", "pet.home", "--scale", "1", "-o", "\(dir)/home.png"], in: dir,
                                              environment: environment)
        XCTAssertEqual(screen.code, 65, screen.output)
        XCTAssert(screen.output.contains("pet.json"), screen.output)
        let specimen = try ExternalTool.capture(folio, ["render", "specimen.pet", "--scale", "1", "-o", "\(dir)/specimen.png"], in: dir,
                                                environment: environment)
        XCTAssertEqual(specimen.code, 0, specimen.output)
    }
}

/// `folio render` and `folio report` draw one picture or one document on one thread, so their
/// processes are one-shot: the fonts' FreeType faces are left to cairo to open as drawn, and the
/// finished PDF's objects to the process's end to free. Every other command (batches drawing on all
/// cores) keeps the faces opened up front. A one-shot process writes the bytes the in-process
/// command (faces up front) writes, in every script the specimen sets.
final class StartupOneShotTests: XCTestCase {
    func testOnlyRenderAndReportAreOneShot() {
        XCTAssertEqual(Commands.all.filter(\.isOneShot).map(\.name).sorted(), ["render", "report"])
    }

    func testOneShotProcessesWriteTheBytesOfTheInProcessCommands() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let folioProcess = try TestFiles.builtFolio()
        for (name, arguments) in [("specimen.png", ["render", "specimen.pet", "--scale", "2", "--appearance", "dark"]),
                                  ("weekly.pdf", ["report", "weekly"])] {
            let run = try ExternalTool.capture(folioProcess, arguments + ["-o", "\(dir)/process-\(name)"], in: packageRoot)
            XCTAssertEqual(run.code, 0, run.output)
            let inProcess = folio(arguments + ["-o", "\(dir)/in-\(name)"])
            XCTAssertEqual(inProcess.code, 0, inProcess.err)
            let a = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/process-\(name)"))
            let b = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/in-\(name)"))
            XCTAssertGreaterThan(a.count, 10_000, name)
            XCTAssertEqual(a, b, "\(name): the process drew otherwise")
        }
    }
}

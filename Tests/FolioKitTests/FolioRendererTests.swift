import FolioCodecs
import FolioGoldens
import FolioTargets
import FolioGraphics
import FolioKit
import FolioLayout
import FolioTestSupport
import Foundation
import XCTest

/// FolioKit renders what `folio render` renders, from the templates it is built with, and says what
/// is wrong in a thrown error.
final class FolioRendererTests: XCTestCase {
    /// A screen rendered through the library is the CLI's file, byte for byte.
    func testRendersAScreenAsTheCommandLineDoes() throws {
        let library = try FolioRenderer().render("pet.home:away", FolioRequest(device: .se, appearance: .dark, scale: 1))
        let folder = try TestFiles.temporaryDirectory("kit-render")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try ExternalTool.capture(try TestFiles.builtFolio(), ["render", "pet.home:away", "--device", "se", "--appearance", "dark",
                                                                          "--scale", "1", "-o", folder + "/cli.png"], in: TestFiles.packageRoot)
        XCTAssertEqual(run.code, 0, run.output)
        XCTAssertEqual(library, FileManager.default.contents(atPath: folder + "/cli.png").map { [UInt8]($0) })
        let image = try RasterImage(png: library)
        XCTAssertEqual([image.width, image.height], [375, 667])
    }

    /// FolioKit draws from the Templates of the source it was built from: the default snapshot draws the
    /// pet's home, whose bubble greets its person, Maya. Run again below in a process without
    /// FOLIO_TEMPLATES, outside the checkout.
    func testDrawsFromTheTemplatesOfItsSource() throws {
        let renderer = try FolioRenderer()
        XCTAssertEqual(renderer.templates.standardizedFileURL.path, TestFiles.packageRoot + "/Templates")
        let tree = try renderer.frameTree("pet.home", FolioRequest(scale: 1))
        XCTAssertTrue(tree.contains("Good evening, Maya!"), "the bubble greets Maya")
        let image = try RasterImage(png: try renderer.render("pet.home", FolioRequest(scale: 1)))
        XCTAssertEqual([image.width, image.height], [393, 852])
    }

    /// The same test in a subprocess whose environment has no FOLIO_TEMPLATES and whose working
    /// directory is outside any checkout: it passes (no exit 132 trap, no thrown error).
    func testRendersWithoutFolioTemplatesInAnotherProcess() throws {
        let runner = try XCTUnwrap(Bundle.main.executableURL?.path)
        var environment = ProcessInfo.processInfo.environment
        environment[Templates.variable] = nil
        let name = "FolioKitTests.FolioRendererTests/testDrawsFromTheTemplatesOfItsSource"
        let run = try ExternalTool.capture(runner, [name], in: NSTemporaryDirectory(), environment: environment)
        XCTAssertEqual(run.code, 0, run.output)
        XCTAssertTrue(run.output.contains("Executed 1 test, with 0 failures"), run.output)
    }

    /// A view of your own, on a page 200 pt wide at @2x: its text is in the tree, the picture 400 px wide.
    func testRendersAViewOfYourOwn() throws {
        let subject = FolioSubject.view("badge", width: 200) { Text("Well done").padding() }
        let renderer = try FolioRenderer()
        XCTAssertTrue(try renderer.frameTree(subject, FolioRequest(scale: 2)).contains("\"Well done\""))
        let image = try RasterImage(png: try renderer.render(subject, FolioRequest(scale: 2)))
        XCTAssertEqual(image.width, 400)
    }

    /// An unknown target is a thrown error naming the targets that start like it.
    func testUnknownTargetIsAnErrorWithSuggestions() throws {
        XCTAssertThrowsError(try FolioRenderer().render("pet.hom")) { error in
            guard case FolioError.unknownTarget("pet.hom", let suggestions) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(suggestions.contains("pet.home"), "\(suggestions)")
            XCTAssertTrue("\(error)".contains("see 'folio list'"))
        }
    }

    /// Templates named that hold no snapshots are an error naming the folder and how to give one.
    func testTemplatesNotFoundIsAnErrorNamingTheFolder() {
        XCTAssertThrowsError(try FolioRenderer(templates: URL(fileURLWithPath: "/nonexistent/Templates"))) { error in
            XCTAssertEqual(error as? FolioError, .templatesNotFound(searched: ["/nonexistent/Templates"]))
            XCTAssertTrue("\(error)".contains("FolioRenderer(templates: URL)"))
        }
    }

    /// A scale or a view's width that cannot be drawn is an error saying what was expected.
    func testImpossibleRequestsAreErrorsSayingWhatWasExpected() throws {
        let renderer = try FolioRenderer()
        XCTAssertThrowsError(try renderer.render("pet.home", FolioRequest(scale: 0))) { error in
            XCTAssertEqual("\(error)", "cannot render: scale 0.0; expected 1, 2 or 3 (or nil for the device's)")
        }
        XCTAssertThrowsError(try renderer.render(.view("wide", width: -.infinity) { Text("x") })) { error in
            XCTAssertEqual("\(error)", "cannot render: the view 'wide' is -inf pt wide; expected more than 0 and at most 10000")
        }
    }

    /// A request's snapshot file is what the screen is drawn from; one that is not valid is an error
    /// naming the file and the JSON path, as the command line's.
    func testDrawsFromTheRequestsSnapshotFileAndNamesItsProblems() throws {
        let folder = try TestFiles.temporaryDirectory("kit-snapshot")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let renderer = try FolioRenderer()
        var pet = try String(contentsOf: renderer.templates.appendingPathComponent("snapshots/pet.json"), encoding: .utf8)
        XCTAssertTrue(pet.contains("\"name\": \"Maya\""))
        pet = pet.replacingOccurrences(of: "\"name\": \"Maya\"", with: "\"name\": \"Ravi\"")
        let renamed = URL(fileURLWithPath: folder + "/renamed.json")
        try pet.write(to: renamed, atomically: true, encoding: .utf8)
        let tree = try renderer.frameTree("pet.home", FolioRequest(scale: 1, snapshot: renamed))
        XCTAssertTrue(tree.contains("Ravi") && !tree.contains("Maya"), "drawn from the given file")
        let broken = URL(fileURLWithPath: folder + "/broken.json")
        try #"{"schema": "folio.pet/1", "companion": 7}"#.write(to: broken, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try renderer.render("pet.home", FolioRequest(snapshot: broken))) { error in
            XCTAssertTrue("\(error)".contains("broken.json"), "\(error)")
            XCTAssertTrue("\(error)".contains("$.companion"), "\(error)")
        }
    }
}

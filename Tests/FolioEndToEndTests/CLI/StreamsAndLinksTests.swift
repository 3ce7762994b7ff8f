import FolioAppsTestSupport
import FolioCodecs
import FolioCore
import FolioGraphics
import FolioTestSupport
import Foundation
import XCTest

/// Standard input and output as files, and output folders with links planted in them (issue #36,
/// items 7 and 9).
final class StreamsAndLinksTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try temporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// A one-line water batch, the first line of the bundled one (its card is `ana.png`).
    private func oneLineBatch() throws -> String {
        let lines = try String(contentsOfFile: packageRoot + "/Templates/cards/people.ndjson", encoding: .utf8)
        let path = "\(dir)/one.ndjson"
        try (String(lines.split(separator: "\n")[0]) + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testACardBatchNeverWritesThroughALinkPlantedInItsFolder() throws {
        let batch = try oneLineBatch()
        for folder in ["out", "outside", "elsewhere"] { try FileManager.default.createDirectory(atPath: "\(dir)/\(folder)", withIntermediateDirectories: true) }
        try Data("target".utf8).write(to: URL(fileURLWithPath: "\(dir)/outside/target.png"))
        XCTAssertEqual(symlink("../outside/target.png", "\(dir)/out/ana.png"), 0)
        XCTAssertEqual(symlink("../elsewhere", "\(dir)/out/shards"), 0)
        let planted = folio("card", "water", "--size", "200x200", "--batch", batch, "--out", "\(dir)/out")
        XCTAssertEqual(planted.code, 74, planted.err)
        XCTAssertTrue(planted.err.contains("out/shards: it is a symbolic link inside the output folder"), planted.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: "\(dir)/elsewhere"), [], "nothing went through the folder link")
        XCTAssertEqual(unlink("\(dir)/out/shards"), 0)
        let r = folio("card", "water", "--size", "200x200", "--batch", batch, "--out", "\(dir)/out")
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/outside/target.png")), Data("target".utf8), "the link's target is untouched")
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: "\(dir)/out/ana.png"), "the card replaced the link")
    }

    func testACardBatchReadsStandardInputAndPipes() throws {
        let batch = try oneLineBatch()
        let tool = try TestFiles.builtFolio()
        for (name, source) in [("dash", "-"), ("devstdin", "/dev/stdin")] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
            process.environment = TestFiles.environment()
            process.arguments = ["card", "water", "--size", "200x200", "--batch", source, "--out", "\(dir)/\(name)"]
            let input = Pipe()
            process.standardInput = input
            process.standardError = FileHandle.nullDevice
            try process.run()
            input.fileHandleForWriting.write(try Data(contentsOf: URL(fileURLWithPath: batch)))
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, source)
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(dir)/\(name)/ana.png"), "\(source) rendered its card")
        }
    }

    func testADiffToStandardOutputKeepsItsCountOnStandardError() throws {
        let white = RasterImage(width: 8, height: 8, pixels: [UInt8](repeating: 255, count: 256))
        var pixels = white.pixels
        pixels[4 * 9] = 0
        try white.write(to: "\(dir)/a.png")
        try RasterImage(width: 8, height: 8, pixels: pixels).write(to: "\(dir)/b.png")
        let r = folio("diff", "\(dir)/a.png", "\(dir)/b.png", "-o", "-")
        XCTAssertEqual(r.code, 1, r.err)
        XCTAssertEqual(r.out, "", "standard output holds the PNG alone")
        XCTAssertTrue(r.err.contains("1 pixels differ of 8 × 8"), r.err)
        XCTAssertEqual(Array(r.bytes.suffix(8)), [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82], "the PNG ends with IEND")
        XCTAssertNoThrow(try RasterImage(png: r.bytes))
    }

    func testASnapshotPipeNobodyWritesToFailsInsteadOfWaitingForever() throws {
        let fifo = "\(dir)/snapshot.fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let start = ContinuousClock.now
        let r = folio("render", "pet.home", "--snapshot", fifo, "-o", "\(dir)/pet.png")
        XCTAssertEqual(r.code, 74, r.err)
        XCTAssertTrue(r.err.contains("a pipe no program writes to"), r.err)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(10))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/pet.png"))
    }

    func testABatchPipeNobodyWritesToFailsInsteadOfWaitingForever() throws {
        let fifo = "\(dir)/batch.fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let r = folio("card", "water", "--batch", fifo, "--out", "\(dir)/cards")
        XCTAssertEqual(r.code, 74, r.err)
        XCTAssertTrue(r.err.contains("a pipe no program writes to"), r.err)
    }

    /// A review file's name with ESC and a newline is one escaped line on the terminal (the review
    /// page escapes it with `escapedForMarkup`).
    func testAGoldenFileNameWithControlsIsOneEscapedLine() throws {
        let name = "ho\u{1B}[2Jme\nFORGED.dark"
        try FileManager.default.createDirectory(atPath: "\(dir)/review/pet", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: "\(dir)/goldens", withIntermediateDirectories: true)
        try Data("not an entry".utf8).write(to: URL(fileURLWithPath: "\(dir)/review/pet/\(name).actual.golden"))
        let r = folio("golden", "accept", "\(dir)/review", "--goldens", "\(dir)/goldens")
        XCTAssertEqual(r.code, 65, r.err)
        XCTAssertTrue(r.err.contains("pet/ho\\u{1B}[2Jme\\nFORGED.dark.actual.golden"), r.err)
        XCTAssertFalse(r.err.contains("\nFORGED"), "no line of its own")
    }
}

/// `folio schema APP --batch` describes the lines of a card batch, "id" included.
final class BatchLineSchemaTests: XCTestCase {
    func testTheBundledBatchLinesConformToTheBatchSchema() throws {
        let batch = try String(contentsOfFile: packageRoot + "/Templates/cards/people.ndjson", encoding: .utf8)
        let r = folio("schema", "water", "--batch")
        XCTAssertEqual(r.code, 0, r.err)
        let schema = try JSONValue(parsing: r.out)
        let plain = try JSONValue(parsing: folio("schema", "water").out)
        for line in batch.split(separator: "\n") {
            let value = try JSONValue(parsing: String(line))
            XCTAssertEqual(SchemaChecker.problems(of: value, against: schema), [], String(line.prefix(40)))
            XCTAssertFalse(SchemaChecker.problems(of: value, against: plain).isEmpty, "a snapshot file has no id")
        }
    }
}

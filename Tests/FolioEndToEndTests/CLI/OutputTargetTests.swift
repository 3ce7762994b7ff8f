import FolioAppsTestSupport
import FolioTestSupport
import FolioCore
import FolioGraphics
import Foundation
import XCTest
@testable import FolioCLI

/// Where outputs go (issue #16, output): `-o -` and `--snapshot -`, one-letter names, devices and
/// symbolic links, the extension deciding the format, JPEG and WebP, a full disk in a batch.
final class OutputTargetTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = try temporaryDirectory()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    func testDashWritesTheFileToStandardOutputForEveryOneFileCommand() throws {
        let card = folio("card", "water", "--size", "200x200", "-o", "-")
        XCTAssertEqual(card.code, 0, card.err)
        XCTAssertEqual(Array(card.bytes.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(card.out, "")
        XCTAssertFalse(card.err.contains("wrote"), card.err)
        let render = folio("render", "specimen.water", "--scale", "1", "-o", "-")
        XCTAssertEqual(render.code, 0, render.err)
        XCTAssertEqual(Array(render.bytes.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let report = folio("report", "weekly", "-o", "-")
        XCTAssertEqual(report.code, 0, report.err)
        XCTAssertEqual(Array(report.bytes.prefix(5)), Array("%PDF-".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: packageRoot).filter { $0 == "-" }, [], "no file named -")
    }

    func testAOneLetterNameIsAUsageErrorNotACrash() {
        for command in [["card", "water"], ["render", "specimen"], ["report", "weekly"]] {
            let r = folio(command + ["-o", "z"])
            XCTAssertEqual(r.code, 2, r.err)
            XCTAssertTrue(r.err.contains("cannot tell the format of 'z'"), r.err)
        }
    }

    func testTheExtensionDecidesTheFormatAndAMismatchIsRefused() throws {
        let jpeg = "\(dir)/card.jpg", webp = "\(dir)/card.webp"
        XCTAssertEqual(folio("card", "water", "--size", "300x300", "-o", jpeg).code, 0)
        XCTAssertEqual(folio("card", "water", "--size", "300x300", "--quality", "70", "-o", webp).code, 0)
        let j = try Data(contentsOf: URL(fileURLWithPath: jpeg)), w = try Data(contentsOf: URL(fileURLWithPath: webp))
        XCTAssertEqual(Array(j.prefix(3)), [0xFF, 0xD8, 0xFF], "JPEG bytes in a .jpg")
        XCTAssertEqual(Array(w.prefix(4)), Array("RIFF".utf8))
        XCTAssertEqual(Array(w[8..<12]), Array("WEBP".utf8))
        XCTAssertEqual(folio("card", "water", "--size", "300x300", "-o", "\(dir)/again.jpg").code, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/again.jpg")), j, "same card, same JPEG bytes")
        XCTAssertEqual(folio("render", "specimen.water", "--scale", "1", "-o", "\(dir)/s.webp").code, 0)
        let refused = folio("card", "water", "-o", "\(dir)/card.pdf")
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.err.contains("names a PDF file, but cards are written as .png, .jpg or .webp"), refused.err)
        XCTAssertEqual(folio("card", "water", "--quality", "0", "-o", jpeg).code, 2)
        XCTAssertEqual(folio("render", "specimen", "-o", "\(dir)/x.gif").code, 2)
    }

    func testADeviceIsWrittenToNeverRenamedOver() throws {
        let r = folio("render", "specimen.water", "--scale", "1", "-o", "/dev/null")
        XCTAssertEqual(r.code, 0, r.err)
        var info = stat()
        XCTAssertEqual(lstat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/null is still the device")
        let fifo = "\(dir)/pipe.png"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let done = DispatchSemaphore(value: 0)
        final class Count: @unchecked Sendable { var bytes = 0 }
        let count = Count()
        Thread {
            let fd = open(fifo, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 65536)
            while fd >= 0, case let n = buffer.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }), n > 0 { count.bytes += n }
            close(fd)
            done.signal()
        }.start()
        XCTAssertEqual(folio("card", "water", "--size", "200x200", "-o", fifo).code, 0)
        done.wait()
        XCTAssertGreaterThan(count.bytes, 1000, "the card went down the pipe")
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the pipe is still a pipe")
    }

    /// The documented rule for `-o` (and every output): a link at the path is replaced by the file,
    /// never written through, so the file it points to stays as it was.
    func testASymbolicLinkIsReplacedNeverWrittenThrough() throws {
        let target = "\(dir)/real.png", link = "\(dir)/link.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        XCTAssertEqual(symlink(target, link), 0)
        XCTAssertEqual(folio("render", "specimen.water", "--scale", "1", "-o", link).code, 0)
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: link), "the link is now the file")
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: link)).prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)), Data("old".utf8), "the link's target is untouched")
        XCTAssertEqual(symlink("\(dir)/missing/x.png", "\(dir)/dangling.png"), 0)
        XCTAssertEqual(folio("render", "specimen.water", "--scale", "1", "-o", "\(dir)/dangling.png").code, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/missing"), "nothing is made where the link pointed")
    }

    func testDashReadsTheSnapshotFromStandardInput() throws {
        let text = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/Templates/snapshots/pet.json"))
        var pipe: [Int32] = [0, 0]
        XCTAssertEqual(Foundation.pipe(&pipe), 0)
        _ = text.withUnsafeBytes { Foundation.write(pipe[1], $0.baseAddress, $0.count) }
        close(pipe[1])
        let saved = dup(STDIN_FILENO)
        dup2(pipe[0], STDIN_FILENO)
        close(pipe[0])
        defer { dup2(saved, STDIN_FILENO); close(saved) }
        let r = folio("card", "pet", "--size", "200x200", "--snapshot", "-", "-o", "\(dir)/pet.png")
        XCTAssertEqual(r.code, 0, r.err)
    }

    func testABatchStopsAtTheFirstFullDiskWithExit74() throws {
        let mount = "\(dir)/tiny"
        try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=200k", "tmpfs", mount]) == 0 else {
            throw XCTSkip("cannot mount a small tmpfs here (needs root in a namespace that allows it)")
        }
        defer { _ = Self.run("/bin/umount", [mount]) }
        let line = try String(contentsOfFile: packageRoot + "/Templates/snapshots/water.json", encoding: .utf8)
            .split(separator: "\n").joined()
        let batch = "\(dir)/cards.ndjson"
        try Array(repeating: line, count: 30).joined(separator: "\n").write(toFile: batch, atomically: true, encoding: .utf8)
        let r = folio("card", "water", "--batch", batch, "--out", mount, "--size", "400x400", "--jobs", "1")
        XCTAssertEqual(r.code, 74, r.err)
        XCTAssertTrue(r.err.contains("No space left on device"), r.err)
        XCTAssertTrue(r.err.contains("stopped at the first card that could not be written"), r.err)
        XCTAssertEqual(r.err.components(separatedBy: "No space left").count - 1, 1, "one failed write, not one per remaining card")
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: mount).contains { $0.contains(".tmp-") }, "no partial file")
    }

    func testAnOversizedBatchLineIsRefusedWithoutHoldingIt() throws {
        let batch = "\(dir)/big.ndjson"
        XCTAssertTrue(FileManager.default.createFile(atPath: batch, contents: nil))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: batch))
        handle.write(Data("{\"a\":\"".utf8))
        let chunk = Data(repeating: 0x78, count: 1 << 20)
        for _ in 0..<17 { handle.write(chunk) }
        handle.write(Data("\"}\n".utf8))
        try handle.close()
        let r = folio("card", "water", "--batch", batch, "--out", "\(dir)/out")
        XCTAssertEqual(r.code, 65, r.err)
        XCTAssertTrue(r.err.contains("big.ndjson:1: expected a snapshot of at most 16 MB on one line"), r.err)
    }

    func testFileErrorsAreInTheUsersWords() {
        let out = SystemReason.of(CocoaError(.fileWriteOutOfSpace))
        XCTAssertFalse(out.contains("NSCocoaErrorDomain"), out)
        XCTAssertEqual(SystemReason.of(CocoaError(.fileWriteUnknown)), "the file or folder could not be written", "no Foundation numbers")
        let posix = NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])
        XCTAssertEqual(SystemReason.of(posix), "No space left on device")
        let r = folio("render", "specimen", "-o", "/proc/folio-nowhere/x.png")
        XCTAssertEqual(r.code, 74)
        XCTAssertFalse(r.err.contains("NSCocoaErrorDomain"), r.err)
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = TestFiles.environment()
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

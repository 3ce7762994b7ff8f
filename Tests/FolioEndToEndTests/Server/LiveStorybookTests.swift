import FolioAppsTestSupport
import Foundation
import FolioTestSupport
import XCTest

/// `folio serve --storybook` on a copy of the templates: a saved edit of `snapshots/pet.json` reaches
/// an open page's event stream within a second, the page and its pictures follow it, and a broken
/// snapshot shows on the page with its file and JSON path while the pictures stay the last good ones.
final class LiveStorybookTests: XCTestCase {
    /// An event-stream client: curl reading `/storybook/events`, its lines collected as they come.
    final class EventClient: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var text = ""

        init(_ url: String) throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
            process.arguments = ["-sN", url]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let reader = pipe.fileHandleForReading
            Thread.detachNewThread { [self] in
                while case let data = reader.availableData, !data.isEmpty {
                    lock.withLock { text += String(decoding: data, as: UTF8.self) }
                }
            }
        }

        var received: String { lock.withLock { text } }

        /// Seconds until the stream holds `event` (nil when `seconds` pass first).
        func wait(for event: String, within seconds: Double) -> Double? {
            let start = Date()
            while Date().timeIntervalSince(start) < seconds {
                if received.contains(event) { return Date().timeIntervalSince(start) }
                usleep(10_000)
            }
            return nil
        }

        deinit { if process.isRunning { process.terminate() } }
    }

    func testASavedSnapshotReloadsTheOpenPageAndABrokenOneShowsItsPath() throws {
        let dir = try TestFiles.temporaryDirectory("serve-live")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let templates = "\(dir)/Templates"
        try FileManager.default.copyItem(atPath: "\(TestFiles.packageRoot)/Templates", toPath: templates)
        let server = try ServerProcess(["--storybook"], environment: ["FOLIO_TEMPLATES": templates])
        let page = try HTTPClient.get(server.url("/storybook/"))
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.text.contains("/storybook/image/pet.home?appearance=light&amp;g=1"), page.text)
        XCTAssertTrue(page.text.contains("new EventSource('/storybook/events')"))
        let before = try HTTPClient.get(server.url("/storybook/image/pet.home?appearance=light&g=1"))
        XCTAssertEqual(before.status, 200)
        XCTAssertEqual(before.contentType, "image/png")

        let events = try EventClient(server.url("/storybook/events"))
        XCTAssertNotNil(events.wait(for: "retry: 500", within: 10), "the stream opens")
        let pet = "\(templates)/snapshots/pet.json"
        try "{".write(toFile: "\(templates)/snapshots/.pet.json.swp", atomically: false, encoding: .utf8)
        XCTAssertNil(events.wait(for: "event: reload", within: 0.6), "an editor's hidden file is not a save")
        let text = try String(contentsOfFile: pet, encoding: .utf8)
        try text.replacingOccurrences(of: "\"Brush teeth\"", with: "\"Brush teeth and floss\"").write(toFile: pet, atomically: true, encoding: .utf8)
        let reload = events.wait(for: "event: reload\ndata: 2\n", within: 5)
        XCTAssertNotNil(reload, events.received)
        XCTAssertLessThan(reload ?? 99, 1.0, "reloaded within a second of the save")
        let edited = try HTTPClient.get(server.url("/storybook/image/pet.home?appearance=light&g=2"))
        XCTAssertEqual(edited.status, 200)
        XCTAssertNotEqual(edited.etag, before.etag)
        XCTAssertTrue(edited.body != before.body, "the goal's new title shows on the home screen")
        XCTAssertTrue(try HTTPClient.get(server.url("/storybook/")).text.contains("g=2"))

        try text.replacingOccurrences(of: "\"capacity\": 50", with: "\"capacity\": -3").write(toFile: pet, atomically: true, encoding: .utf8)
        XCTAssertNotNil(events.wait(for: "event: reload\ndata: 3\n", within: 5), events.received)
        let broken = try HTTPClient.get(server.url("/storybook/")).text
        XCTAssertTrue(broken.contains("snapshots/pet.json: $.companion.capacity: expected"), broken)
        let kept = try HTTPClient.get(server.url("/storybook/image/pet.home?appearance=light&g=3"))
        XCTAssertEqual(kept.status, 200)
        XCTAssertEqual(kept.etag, edited.etag, "the last good snapshot still draws")
        XCTAssertEqual(server.stop(), 0)
        let end = Date(timeIntervalSinceNow: 5)
        while events.process.isRunning && Date() < end { usleep(10_000) }
        XCTAssertFalse(events.process.isRunning, "the stream ends when the server stops")
    }
}

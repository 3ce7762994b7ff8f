import Dispatch
import FolioAppsTestSupport
import Foundation
import FolioTestSupport
import XCTest

/// Load and abuse on localhost, bounded in time: cards at 8 connections, a saturated server's 503s,
/// a stop with requests in flight, and malformed requests that must neither crash nor hang it.
final class ServerLoadTests: XCTestCase {
    static let environment = ["FOLIO_TEMPLATES": "\(TestFiles.packageRoot)/Templates"]

    /// The bundled water snapshot with its daily goal set to `goal` ml: a distinct snapshot per goal.
    func water(goal: Int) throws -> [UInt8] {
        let text = try String(contentsOfFile: "\(TestFiles.packageRoot)/Templates/snapshots/water.json", encoding: .utf8)
        return Array(text.replacingOccurrences(of: "\"goalMl\": 2000", with: "\"goalMl\": \(goal)").utf8)
    }

    /// `count` requests made by `connections` clients at once; the replies in the order of their index.
    func concurrently(_ count: Int, connections: Int, _ request: @escaping @Sendable (Int) throws -> Reply) -> [Reply?] {
        final class Replies: @unchecked Sendable {
            let lock = NSLock()
            var all: [Reply?]
            init(_ count: Int) { all = Array(repeating: nil, count: count) }
        }
        let replies = Replies(count)
        inParallel(connections) { client in
            for i in stride(from: client, to: count, by: connections) {
                let reply = try? request(i)
                replies.lock.withLock { replies.all[i] = reply }
            }
        }
        return replies.all
    }

    /// Runs `body` for 0..<count on a thread each, so all are in flight at once (a dispatch queue may
    /// run fewer), and waits for them.
    func inParallel(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        for i in 0..<count {
            group.enter()
            Thread.detachNewThread {
                body(i)
                group.leave()
            }
        }
        group.wait()
    }

    func testDistinctCardsAtEightConnectionsAreAllDrawn() throws {
        // A time limit no busy machine reaches: this test is about every card being drawn, and it
        // shares the cores with the other tests of a parallel run.
        let server = try ServerProcess(["--time-limit", "600"], environment: Self.environment)
        let bodies = try (0..<16).map { try water(goal: 1500 + 10 * $0) }
        let replies = concurrently(16, connections: 8) { i in try HTTPClient.post(server.url("/card/water?size=square"), bodies[i]) }
        XCTAssertEqual(replies.map { $0?.status }, Array(repeating: 200, count: 16))
        XCTAssertEqual(Set(replies.compactMap { $0?.etag }).count, 16)
        XCTAssertEqual(Set(replies.compactMap { $0?.body }).count, 16, "each snapshot draws its own card")
        XCTAssertEqual(server.stop(), 0)
    }

    func testASaturatedServerAnswers503AndAStopLosesNoRequestInFlight() throws {
        let server = try ServerProcess(["--jobs", "1", "--queue", "1"], environment: Self.environment)
        let replies = concurrently(6, connections: 6) { i in
            try HTTPClient.request("POST", server.url("/report/weekly?appearance=\(i % 2 == 0 ? "light" : "dark")&paper=\(i < 3 ? "a4" : "letter")"))
        }
        let statuses = replies.map { $0?.status ?? 0 }
        XCTAssertTrue(statuses.allSatisfy { [200, 503].contains($0) }, "\(statuses)")
        XCTAssertGreaterThanOrEqual(statuses.filter { $0 == 503 }.count, 1, "\(statuses)")
        XCTAssertGreaterThanOrEqual(statuses.filter { $0 == 200 }.count, 2, "\(statuses)")
        XCTAssertTrue(replies.allSatisfy { $0?.status != 503 || $0?.retryAfter == "1" })

        // Two requests in flight (one drawing, one queued) when SIGTERM comes: both are answered in full.
        final class Results: @unchecked Sendable { var replies: [Reply?] = [nil, nil] }
        let results = Results()
        let requests = Thread {
            self.inParallel(2) { i in
                results.replies[i] = try? HTTPClient.request("POST", server.url("/render/pet.flow.tick-goal?format=apng&scale=1&appearance=\(i == 0 ? "light" : "dark")"))
            }
        }
        requests.start()
        // The metrics request itself is the third in flight.
        var bothInFlight = false
        let deadline = Date(timeIntervalSinceNow: 10)
        while !bothInFlight && Date() < deadline {
            bothInFlight = try HTTPClient.get(server.url("/metrics")).text.contains("folio_requests_in_flight 3")
        }
        XCTAssertTrue(bothInFlight)
        XCTAssertEqual(server.stop(), 0)
        while !requests.isFinished { usleep(10_000) }
        for reply in results.replies {
            XCTAssertEqual(reply?.status, 200)
            XCTAssertEqual(Array(reply?.body.prefix(8) ?? []), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            XCTAssertTrue(reply?.body.suffix(12).elementsEqual([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]) == true, "a whole PNG")
        }
        XCTAssertTrue(server.logs { $0 == "folio serve: stopped" }, server.log.joined(separator: "\n"))
    }

    func testARequestPastTheTimeLimitIs503AndItsDrawingIsKeptForTheRetry() throws {
        let server = try ServerProcess(["--time-limit", "0.05"], environment: Self.environment)
        let late = try HTTPClient.request("POST", server.url("/report/weekly?week=2026-W47"))
        XCTAssertEqual(late.status, 503)
        XCTAssertEqual(late.retryAfter, "1")
        XCTAssertTrue(late.text.contains("time limit of 0.05 s"), late.text)
        // The drawing went on; once it is done the same request is answered from the cache at once.
        let deadline = Date(timeIntervalSinceNow: 30)
        var retry = late
        while retry.status != 200 && Date() < deadline {
            usleep(200_000)
            retry = try HTTPClient.request("POST", server.url("/report/weekly?week=2026-W47"))
        }
        XCTAssertEqual(retry.status, 200)
        XCTAssertEqual(Array(retry.body.prefix(5)), Array("%PDF-".utf8))
        XCTAssertTrue(server.logs { $0.hasPrefix("POST /report/weekly?week=2026-W47 200 ") && $0.hasSuffix(" cache") },
                      server.log.joined(separator: "\n"))
        XCTAssertEqual(server.stop(), 0)
    }

    func testMalformedRequestsNeitherCrashNorHangTheServer() throws {
        let server = try ServerProcess(["--read-timeout", "1"], environment: Self.environment)
        let port = server.port
        let method = HTTPClient.raw(Array("BREW /card/water HTTP/1.1\r\nHost: x\r\n\r\n".utf8), port: port, wait: 5)
        XCTAssertTrue(method.text.hasPrefix("HTTP/1.1 405"), method.text)
        let header = HTTPClient.raw(Array("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "a", count: 200_000))\r\n\r\n".utf8), port: port, wait: 5)
        XCTAssertTrue(header.text.hasPrefix("HTTP/1.1 431") || header.closed, header.text)
        XCTAssertFalse(header.text.contains(" 200 "), header.text)
        let truncated = HTTPClient.raw(Array("POST /card/water HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\n{\"schema\":".utf8), port: port, wait: 1,
                                       closeAfterSending: true)
        XCTAssertFalse(truncated.text.contains(" 200 "), truncated.text)
        let garbage = HTTPClient.raw([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xFC, 0x03, 0x03, 0x0D, 0x0A, 0x0D, 0x0A], port: port, wait: 5)
        XCTAssertTrue(garbage.closed, garbage.text)
        // Slowloris: connections that send half a request line and then nothing are closed after the
        // read timeout, while the server keeps answering others.
        final class Outcomes: @unchecked Sendable { let lock = NSLock(); var closed = 0 }
        let outcomes = Outcomes()
        let slowClients = Thread {
            self.inParallel(12) { _ in
                let slow = HTTPClient.raw(Array("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ".utf8), port: port, wait: 6)
                if slow.closed { outcomes.lock.withLock { outcomes.closed += 1 } }
            }
        }
        slowClients.start()
        usleep(300_000)
        let start = Date()
        XCTAssertEqual(try HTTPClient.get(server.url("/healthz")).status, 200)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
        while !slowClients.isFinished { usleep(10_000) }
        XCTAssertEqual(outcomes.closed, 12, "every slow connection closed by the read timeout")
        XCTAssertEqual(try HTTPClient.get(server.url("/healthz")).status, 200)
        XCTAssertTrue(server.process.isRunning)
        XCTAssertEqual(server.stop(), 0)
    }
}

import FolioAppsTestSupport
import Foundation
import FolioTestSupport
import XCTest

/// A `folio serve` child process for a test: the built executable on a free port (`--port 0`, the
/// port read from its first line), with the environment given to it explicitly; the test process's
/// own environment and working directory are left alone.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var lines: [String] = []
    private(set) var port: UInt16 = 0

    /// Starts `folio serve` with `arguments` and `environment` added to the inherited one (e.g.
    /// FOLIO_TEMPLATES), and waits until it listens.
    init(_ arguments: [String] = [], environment: [String: String] = [:]) throws {
        process.executableURL = URL(fileURLWithPath: try TestFiles.builtFolio())
        process.arguments = ["serve", "--port", "0"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: TestFiles.packageRoot)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let reader = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            var pending = Data()
            while case let data = reader.availableData, !data.isEmpty {
                pending += data
                while let newline = pending.firstIndex(of: 0x0A) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending = Data(pending[(newline + 1)...])
                    lock.withLock { lines.append(line) }
                }
            }
        }
        let deadline = Date(timeIntervalSinceNow: 20)
        while Date() < deadline {
            if let line = log.first(where: { $0.contains("listening on http://127.0.0.1:") }),
               let after = line.range(of: "127.0.0.1:")?.upperBound, let port = UInt16(line[after...].prefix { $0.isNumber }) {
                self.port = port
                return
            }
            guard process.isRunning else { break }
            usleep(20_000)
        }
        process.terminate()
        throw NotListening(log: log)
    }

    struct NotListening: Error, CustomStringConvertible {
        var log: [String]
        var description: String { "folio serve did not start listening:\n" + log.joined(separator: "\n") }
    }

    /// The lines it wrote to standard error so far.
    var log: [String] { lock.withLock { lines } }

    /// Whether a line of the log meets `predicate` within `seconds`: a request's line is written when
    /// libmicrohttpd reports it complete, which may be after its client has read the answer.
    func logs(within seconds: Double = 5, _ predicate: (String) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !log.contains(where: predicate) {
            guard Date() < deadline else { return false }
            usleep(20_000)
        }
        return true
    }

    /// `http://127.0.0.1:PORT` + `path`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Sends SIGTERM and waits (at most `seconds`) for the exit; returns the exit status, nil if it did not exit.
    func stop(within seconds: Double = 40) -> Int32? {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            return nil
        }
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

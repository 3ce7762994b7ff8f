import FolioCore
import FolioGraphics
import Foundation

/// Where a command writes: standard output, standard error, and whether a person is watching (a
/// terminal gets a redrawn progress line; a pipe or file gets plain lines). Tests capture it.
public final class Console: @unchecked Sendable {
    private let lock = NSLock()
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    private let writeBytes: ([UInt8]) throws -> Void
    public let isTerminal: Bool
    /// The environment the command runs in (shard variables, FOLIO_* settings).
    public let environment: [String: String]

    /// A console writing lines through `out` and `err`, and a file's bytes for `-o -` through
    /// `bytes` (by default as text through `out`).
    public init(isTerminal: Bool, environment: [String: String],
                out: @escaping (String) -> Void, err: @escaping (String) -> Void, bytes: (([UInt8]) throws -> Void)? = nil) {
        self.isTerminal = isTerminal
        self.environment = environment
        self.writeOut = out
        self.writeErr = err
        self.writeBytes = bytes ?? { out(String(decoding: $0, as: UTF8.self)) }
    }

    /// The process's own standard streams.
    public static func standard() -> Console {
        Console(isTerminal: isatty(STDERR_FILENO) == 1, environment: ProcessInfo.processInfo.environment,
                out: { FileHandle.standardOutput.write(Data($0.utf8)) },
                err: { FileHandle.standardError.write(Data($0.utf8)) },
                bytes: { try AtomicFile.write($0, to: AtomicFile.standardOutput) })
    }

    /// Writes a line to standard output (control characters in it escaped).
    public func print(_ line: String) {
        lock.withLock { writeOut(line.safeForTerminal + "\n") }
    }

    /// Writes a file's bytes to standard output (`-o -`).
    /// - Throws: `GraphicsError.io` when standard output cannot take them (a full disk, a closed pipe).
    public func write(_ bytes: [UInt8]) throws {
        try lock.withLock { try writeBytes(bytes) }
    }

    /// Writes a line to standard error (control characters in it escaped, so input quoted in a
    /// message can neither drive the terminal nor forge a line of its own).
    public func error(_ line: String) {
        lock.withLock { writeErr(line.safeForTerminal + "\n") }
    }

    /// Says that a file was written ("wrote PATH"), on standard error so standard output carries
    /// only results.
    public func wrote(_ what: String) {
        error("wrote \(what)")
    }

    /// Shows progress: redrawn in place on a terminal, one plain line each otherwise.
    public func progress(_ line: String, final: Bool = false) {
        lock.withLock {
            if isTerminal {
                writeErr("\r\u{1B}[2K" + line.safeForTerminal + (final ? "\n" : ""))
            } else {
                writeErr(line.safeForTerminal + "\n")
            }
        }
    }
}

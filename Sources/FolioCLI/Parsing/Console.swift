import Dispatch
import FolioCore
import FolioGraphics
import Foundation

/// Where a command writes: standard output, standard error, and whether a person is watching (a
/// terminal gets a redrawn progress line; a pipe, a file or a `TERM=dumb` terminal gets plain
/// lines, a few of them). Tests capture it.
///
/// Sendable without a promise of the compiler: every write and the progress state are under `lock`;
/// `verbosity` is set once, when the command's options are read, before any thread writes.
public final class Console: @unchecked Sendable {
    /// How much a command says besides its results and errors.
    public enum Verbosity: Sendable {
        /// Errors only (`--quiet`): no progress, no "wrote" lines.
        case quiet
        /// Progress and what was written.
        case normal
        /// Also the details: the arguments as parsed, the Templates folder, each file written, the time taken (`--verbose`).
        case verbose
    }

    private let lock = NSLock()
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    private let writeBytes: ([UInt8]) throws -> Void
    private var lastStep: (time: DispatchTime, decile: Int)?
    public let isTerminal: Bool
    /// The environment the command runs in (shard variables, FOLIO_* settings).
    public let environment: [String: String]
    /// How much to say; `folio` sets it from `--quiet` and `--verbose`.
    public var verbosity: Verbosity = .normal

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

    /// Whether progress is redrawn in place: a terminal that understands escape codes (not `TERM=dumb`).
    public var redrawsProgress: Bool { isTerminal && environment["TERM"] != "dumb" }

    /// Seconds between plain progress lines at most, unless a tenth of the work is done sooner.
    static let plainProgressInterval = 3.0

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
    /// only results; nothing when quiet.
    public func wrote(_ what: String) {
        guard verbosity != .quiet else { return }
        error("wrote \(what)")
    }

    /// A detail only `--verbose` shows (on standard error).
    public func detail(_ line: String) {
        guard verbosity == .verbose else { return }
        error(line)
    }

    /// Shows progress: redrawn in place on a terminal, one plain line each otherwise; nothing when quiet.
    public func progress(_ line: String, final: Bool = false) {
        guard verbosity != .quiet else { return }
        lock.withLock {
            if redrawsProgress {
                writeErr("\r\u{1B}[2K" + line.safeForTerminal + (final ? "\n" : ""))
            } else if !line.isEmpty {
                writeErr(line.safeForTerminal + "\n")
            }
        }
    }

    /// Shows the progress of `done` of `total` steps: on a terminal redrawn at most ten times a
    /// second; elsewhere a line each tenth of the way or every few seconds, and the last one.
    public func progress(_ line: String, done: Int, total: Int) {
        guard verbosity != .quiet else { return }
        let decile = total > 0 ? done * 10 / total : 10
        let due: Bool = lock.withLock {
            // Read under the lock: another thread may have stepped since, and a time taken before
            // it would come out earlier than its step.
            let now = DispatchTime.now()
            let seconds = lastStep.map { Double(Int64(bitPattern: now.uptimeNanoseconds &- $0.time.uptimeNanoseconds)) / 1e9 } ?? .infinity
            let isLast = done >= total
            let show = redrawsProgress
                ? isLast || seconds >= 0.1
                : isLast || decile > (lastStep?.decile ?? -1) || seconds >= Self.plainProgressInterval
            if show { lastStep = (now, decile) }
            return show
        }
        if due { progress(line) }
    }
}

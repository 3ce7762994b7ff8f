import FolioCore
import Foundation

/// The lines of a batch file, read one at a time (a batch of a million snapshots never sits in
/// memory at once), numbered from 1, keeping only one shard's lines that hold something.
/// Safe to share between threads: each line is handed out once.
// Unchecked: the file and the counters are read and moved on only under `lock`; `shard` is a let.
final class BatchLines: @unchecked Sendable {
    private let lock = NSLock()
    private let file: UnsafeMutablePointer<FILE>
    private let shard: Shard
    private var number = 0
    private var handedOut = 0

    /// Opens `path` for reading `shard`'s lines.
    /// - Throws: `CardFileError` when it cannot be opened.
    init(path: String, shard: Shard) throws {
        guard let file = fopen(path, "rb") else {
            throw CardFileError(path: path, reason: String(cString: strerror(errno)))
        }
        self.file = file
        self.shard = shard
    }

    deinit {
        fclose(file)
    }

    /// The longest line read, in bytes (a snapshot's own limit): a longer one is skipped without
    /// being held in memory and handed out as `oversized`.
    static let maxLineBytes = 16 << 20

    /// The next line of the shard that is not blank, with its number and its place among the lines
    /// handed out (0, 1, 2, ...), or nil at the end. A line over ``maxLineBytes`` comes with empty
    /// text and `oversized` set; memory never holds more than one line of at most that size.
    func next() -> (ticket: Int, number: Int, text: String, oversized: Bool)? {
        lock.withLock {
            while true {
                guard let (bytes, oversized) = readLine() else { return nil }
                number += 1
                guard shard.contains(line: number) else { continue }
                guard oversized || !bytes.allSatisfy(Self.isSpace) else { continue }
                handedOut += 1
                return (handedOut - 1, number, oversized ? "" : String(decoding: bytes, as: UTF8.self), oversized)
            }
        }
    }

    /// The next line's bytes (without its newline), at most ``maxLineBytes`` of them kept; nil at the end.
    private func readLine() -> ([UInt8], Bool)? {
        var bytes: [UInt8] = []
        var oversized = false
        var sawAny = false
        while true {
            let c = getc_unlocked(file)
            if c == EOF { return sawAny ? (bytes, oversized) : nil }
            sawAny = true
            if c == 0x0A { return (bytes, oversized) }
            if oversized { continue }
            if bytes.count == Self.maxLineBytes {
                oversized = true
                bytes = []
            } else {
                bytes.append(UInt8(truncatingIfNeeded: c))
            }
        }
    }

    /// What a batch file holds before a shard runs: the lines of `shard` that are not blank (what
    /// the run will hand out), those of the whole file, and the file's SHA-256 (the batch's identity).
    struct Survey: Sendable {
        var shardLines: Int, allLines: Int, sha256: String
    }

    /// Reads `path` once to count `shard`'s lines and all lines that hold something, and hash it.
    /// - Throws: `CardFileError` when the file cannot be read.
    static func survey(path: String, shard: Shard) throws -> Survey {
        guard let file = fopen(path, "rb") else {
            throw CardFileError(path: path, reason: String(cString: strerror(errno)))
        }
        defer { fclose(file) }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var hash = SHA256()
        var (line, count, all, hasContent) = (1, 0, 0, false)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if n == 0 { break }
            hash.update(Array(chunk[..<n]))
            for byte in chunk[..<n] {
                if byte == 0x0A {
                    if hasContent { all += 1 }
                    if hasContent, shard.contains(line: line) { count += 1 }
                    (line, hasContent) = (line + 1, false)
                } else if !hasContent, !isSpace(byte) {
                    hasContent = true
                }
            }
        }
        if ferror(file) != 0 { throw CardFileError(path: path, reason: String(cString: strerror(errno))) }
        if hasContent { all += 1 }
        if hasContent, shard.contains(line: line) { count += 1 }
        return Survey(shardLines: count, allLines: all, sha256: hash.finishHex())
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

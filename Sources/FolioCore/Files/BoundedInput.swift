import Foundation

/// Reads an input file (or standard input, named "-") whole, but only when it is small enough:
/// a regular file's size is checked with `stat` before any byte is read, and a stream (a pipe, a
/// terminal) is read no further than the limit, so peak memory never depends on a bad input's size.
public enum BoundedInput {
    /// Why an input could not be read.
    public enum Failure: Error, Equatable, Sendable {
        /// The input holds more than `limit` bytes (`size`, or nil for a stream cut off at the limit).
        case tooLarge(size: Int?, limit: Int)
        /// The system refused: its reason.
        case unreadable(reason: String)
    }

    /// The name that means standard input.
    public static let standardInput = "-"

    /// The bytes of `path` ("-" for standard input), at most `limit` of them.
    /// - Throws: ``Failure``.
    public static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let (fd, first) = try openStream(path, limit: limit)
        var bytes = first
        defer { if fd != STDIN_FILENO { close(fd) } }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason: String(cString: strerror(errno)))
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[..<n])
            if bytes.count > limit { throw .tooLarge(size: nil, limit: limit) }
        }
        return bytes
    }

    /// `path` ("-" for standard input) opened for reading in blocking mode, with the bytes already
    /// read while waiting for a named pipe's writer: a FIFO no program writes to is refused after
    /// ``writerWait`` ms instead of blocking for ever, a folder is refused, and a regular file over
    /// `limit` bytes is refused from its size. The caller closes the descriptor (unless it is standard input's).
    /// - Throws: ``Failure``.
    public static func openStream(_ path: String, limit: Int = .max) throws(Failure) -> (fd: Int32, first: [UInt8]) {
        // Opened without waiting: opening a FIFO that no program writes to would block forever.
        let fd = path == standardInput ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        var info = stat()
        do throws(Failure) {
            guard fstat(fd, &info) == 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
            if (info.st_mode & S_IFMT) == S_IFDIR { throw .unreadable(reason: "it is a folder, not a file") }
            if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit { throw .tooLarge(size: Int(info.st_size), limit: limit) }
            var first: [UInt8] = []
            if fd != STDIN_FILENO {
                if (info.st_mode & S_IFMT) == S_IFIFO { first = try awaitWriter(fd) }
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
            }
            return (fd, first)
        } catch {
            if fd != STDIN_FILENO { close(fd) }
            throw error
        }
    }

    /// How long a named pipe may wait for a program to write to it.
    public static let writerWait: Int32 = 2000

    /// Waits (at most ``writerWait`` ms) until the pipe `fd`, opened without blocking, has a writer;
    /// returns the byte the wait read, if it read one.
    /// - Throws: ``Failure/unreadable(reason:)`` when none comes.
    private static func awaitWriter(_ fd: Int32) throws(Failure) -> [UInt8] {
        var probe: UInt8 = 0
        var waited: Int32 = 0
        while true {
            // With no writer a read says end of file; with a writer that has not written yet, "again".
            let n = Foundation.read(fd, &probe, 1)
            if n > 0 { return [probe] }
            if n < 0, errno == EAGAIN { return [] }
            guard waited < writerWait else {
                throw .unreadable(reason: "it is a pipe no program writes to (waited \(writerWait / 1000) s)")
            }
            var wait = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&wait, 1, 50)
            waited += 50
        }
    }

    /// The offset of the first byte of `bytes` that does not begin or continue a valid UTF-8
    /// sequence, or nil when all of it is UTF-8.
    public static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

extension BoundedInput.Failure: CustomStringConvertible {
    /// "it holds 20971520 bytes, more than the 16 MB a snapshot may" style reasons.
    public var description: String {
        switch self {
        case .tooLarge(let size?, let limit): "it holds \(size) bytes, more than the \(limit) accepted"
        case .tooLarge(nil, let limit): "it holds more than the \(limit) bytes accepted"
        case .unreadable(let reason): reason
        }
    }
}

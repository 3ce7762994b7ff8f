import FolioCore
import Foundation

/// Writes files so that readers see either the old file or the complete new one, never a part: the
/// one writer every output of Folio goes through (images, documents, pages, frame trees, cards).
///
/// What is at the path decides how: nothing or a regular file is replaced by renaming a temporary
/// file beside it; a symbolic link is written through (the file it points to is replaced, the link
/// stays); a device, pipe or socket (`/dev/null`, a FIFO), and anything under /dev or /proc
/// (`/dev/stdout`, `/dev/fd/3`, whatever they lead to) is written to directly, never renamed over;
/// a folder is refused. The path "-" is standard output.
public enum AtomicFile {
    /// The path that means standard output.
    public static let standardOutput = "-"

    /// Writes `bytes` to `path` as the type's summary says; on any failure a temporary file is
    /// removed, `path` is left as it was, and the error names `path`.
    /// - Throws: `GraphicsError.io` naming `path` with the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        if path == standardOutput {
            if let failure = writeAll(bytes, to: STDOUT_FILENO) { throw GraphicsError.io(path: "standard output", reason: failure) }
            return
        }
        switch try destination(of: path) {
        case .replace(let real):
            try replace(real, with: bytes, naming: path)
        case .stream(let truncate):
            let fd = open(path, O_WRONLY | O_CLOEXEC | (truncate ? O_TRUNC : 0))
            guard fd >= 0 else { throw GraphicsError.io(path: path, reason: errnoText()) }
            var failure = writeAll(bytes, to: fd)
            if close(fd) != 0, failure == nil { failure = errnoText() }
            if let failure { throw GraphicsError.io(path: path, reason: failure) }
        }
    }

    /// Writes `text` as UTF-8, as ``write(_:to:)`` writes bytes.
    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Creates `directory` and its parents when missing, for the files to go in.
    /// - Throws: `GraphicsError.io` naming the folder.
    public static func createDirectory(_ directory: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw GraphicsError.io(path: directory, reason: "cannot create the folder (\(SystemReason.of(error)))")
        }
    }

    /// How a path is written.
    private enum Destination {
        /// Nothing or a regular file at this (symlink-free) path: temporary file and rename.
        case replace(String)
        /// A device, pipe or socket, or what `/dev/stdout` and `/dev/fd/N` lead to: written in place
        /// (a regular file there emptied first, as the shell's `>` expects).
        case stream(truncate: Bool)
    }

    private static func destination(of path: String) throws -> Destination {
        var info = stat()
        if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") {
            // A descriptor's name (/dev/stdout, /dev/fd/3) or a device: never renamed over.
            guard stat(path, &info) == 0 else { throw GraphicsError.io(path: path, reason: errnoText()) }
            if (info.st_mode & S_IFMT) == S_IFDIR { throw GraphicsError.io(path: path, reason: "it is a folder; name a file") }
            return .stream(truncate: (info.st_mode & S_IFMT) == S_IFREG)
        }
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else { throw GraphicsError.io(path: path, reason: errnoText()) }
            return .replace(path)
        }
        if (info.st_mode & S_IFMT) == S_IFLNK {
            // Through the link: what it points to decides.
            guard stat(path, &info) == 0 else {
                throw GraphicsError.io(path: path, reason: "it is a symbolic link to nothing (\(errnoText())); remove it or name the file itself")
            }
            if (info.st_mode & S_IFMT) == S_IFREG {
                guard let resolved = realpath(path, nil) else { throw GraphicsError.io(path: path, reason: errnoText()) }
                defer { free(resolved) }
                return .replace(String(cString: resolved))
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .replace(path)
        case S_IFDIR: throw GraphicsError.io(path: path, reason: "it is a folder; name a file")
        default: return .stream(truncate: false)
        }
    }

    private static func replace(_ real: String, with bytes: [UInt8], naming path: String) throws {
        let slash = real.lastIndex(of: "/")
        let directory = slash.map { String(real[..<$0]) } ?? "."
        let name = slash.map { String(real[real.index(after: $0)...]) } ?? real
        let temp = (directory.isEmpty ? "" : directory + "/") + "." + name + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw GraphicsError.io(path: path, reason: errnoText()) }
        var failure = writeAll(bytes, to: fd)
        if close(fd) != 0, failure == nil { failure = errnoText() }
        if failure == nil, rename(temp, real) != 0 { failure = errnoText() }
        if let failure {
            unlink(temp)
            throw GraphicsError.io(path: path, reason: failure)
        }
    }

    /// Writes all of `bytes` to `fd`; the system's reason when it could not.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        var failure: String?
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count, failure == nil, let base = raw.baseAddress {
                let n = Foundation.write(fd, base + offset, raw.count - offset)
                if n < 0, errno != EINTR { failure = errnoText() } else if n > 0 { offset += n }
            }
        }
        return failure
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}

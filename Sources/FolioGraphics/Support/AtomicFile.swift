import FolioCore
import Foundation

/// Writes files so that readers see either the old file or the complete new one, never a part: the
/// one writer every output of Folio goes through (images, documents, pages, frame trees, cards).
///
/// What is at the path decides how: nothing, a regular file or a symbolic link is replaced by
/// renaming a temporary file beside it (a link is replaced itself, never written through, so a link
/// planted at an output path cannot send the bytes elsewhere; this is also the rule for `-o`); a
/// device, pipe or socket (`/dev/null`, a FIFO), and anything under /dev or /proc (`/dev/stdout`,
/// `/dev/fd/3`, whatever they lead to) is written to directly, never renamed over; a folder is
/// refused. The path "-" is standard output. Folders inside an output folder are made by
/// ``createDirectory(_:inside:)``, which refuses a link among them.
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

    /// Creates `directory` and its parents when missing, for the files to go in. With `root` (an
    /// output folder holding `directory`), every folder from `root` down to `directory` must be a real
    /// folder: a symbolic link among them (a planted `out/shards`) is refused, never followed.
    /// - Throws: `GraphicsError.io` naming the folder (or the link).
    public static func createDirectory(_ directory: String, inside root: String? = nil) throws {
        let base = root.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        let nested = base.flatMap { directory.hasPrefix($0 + "/") ? String(directory.dropFirst($0.count + 1)) : nil }
        do {
            try FileManager.default.createDirectory(atPath: base.flatMap { nested == nil ? nil : $0 } ?? directory,
                                                    withIntermediateDirectories: true)
        } catch {
            throw GraphicsError.io(path: directory, reason: "cannot create the folder (\(SystemReason.of(error)))")
        }
        guard let base, let nested else { return }
        var current = base
        for component in nested.split(separator: "/") where component != "." {
            current += "/" + component
            var info = stat()
            if lstat(current, &info) != 0, errno == ENOENT, mkdir(current, 0o755) != 0, errno != EEXIST {
                throw GraphicsError.io(path: current, reason: "cannot create the folder (\(errnoText()))")
            }
            guard lstat(current, &info) == 0 else { throw GraphicsError.io(path: current, reason: errnoText()) }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: continue
            case S_IFLNK:
                throw GraphicsError.io(path: current, reason: "it is a symbolic link inside the output folder; Folio never writes "
                                       + "through one (remove it)")
            default: throw GraphicsError.io(path: current, reason: "it is not a folder")
            }
        }
    }

    /// How a path is written.
    private enum Destination {
        /// Nothing, a regular file or a link at this path: temporary file and rename (over the link).
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
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFLNK: return .replace(path)
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

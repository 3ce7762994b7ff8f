import Foundation

/// Writes files so that readers see either the old file or the complete new one, never a part: the
/// one writer every output of Folio goes through (images, documents, pages, frame trees, cards).
public enum AtomicFile {
    /// Writes `bytes` to a temporary file beside `path` and renames it into place; on any failure the
    /// temporary file is removed, `path` is left as it was, and the error names `path`.
    /// - Throws: `GraphicsError.io` naming `path` with the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temp = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw GraphicsError.io(path: path, reason: errnoText()) }
        var failure: String?
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count, failure == nil, let base = raw.baseAddress {
                let n = Foundation.write(fd, base + offset, raw.count - offset)
                if n < 0, errno != EINTR { failure = errnoText() } else if n > 0 { offset += n }
            }
        }
        if close(fd) != 0, failure == nil { failure = errnoText() }
        if failure == nil, rename(temp, path) != 0 { failure = errnoText() }
        if let failure {
            unlink(temp)
            throw GraphicsError.io(path: path, reason: failure)
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
            throw GraphicsError.io(path: directory, reason: "cannot create the folder (\((error as NSError).localizedDescription))")
        }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}

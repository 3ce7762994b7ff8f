import FolioCore
import Foundation

/// A batch file as something that can be read twice (once to count and hash its lines, once to
/// render them): a regular file as it is; standard input ("-"), a pipe, a FIFO or a device such as
/// `/dev/stdin` copied once, a chunk at a time, into a temporary file that is removed afterwards,
/// so memory does not grow with the batch either way.
struct BatchSource {
    /// The path to read (the file itself or the copy).
    let path: String
    /// The name messages use ("people.ndjson", "stdin").
    let name: String
    private let isCopy: Bool

    /// The name that means standard input.
    static let standardInput = "-"

    /// `input` as a file that can be read twice.
    /// - Throws: `CardFileError` naming `input` when it cannot be read or copied.
    init(_ input: String) throws {
        name = input == Self.standardInput ? "stdin" : (input as NSString).lastPathComponent
        var info = stat()
        if input != Self.standardInput, stat(input, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
            (path, isCopy) = (input, false)
            return
        }
        let source: Int32, first: [UInt8]
        do {
            (source, first) = try BoundedInput.openStream(input)
        } catch {
            throw CardFileError(path: input, reason: error.description)
        }
        defer { if source != STDIN_FILENO { close(source) } }
        var template = Array((NSTemporaryDirectory() + "folio-batch-XXXXXX").utf8CString)
        let copy = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard copy >= 0 else { throw CardFileError(path: input, reason: "cannot make a temporary copy (\(String(cString: strerror(errno))))") }
        defer { close(copy) }
        let copyPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        guard first.withUnsafeBytes({ Foundation.write(copy, $0.baseAddress, $0.count) }) == first.count else {
            unlink(copyPath)
            throw CardFileError(path: input, reason: String(cString: strerror(errno)))
        }
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(source, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            let failure = n < 0 ? String(cString: strerror(errno))
                : chunk.withUnsafeBytes { Foundation.write(copy, $0.baseAddress, n) } == n ? nil : String(cString: strerror(errno))
            if let failure {
                unlink(copyPath)
                throw CardFileError(path: input, reason: failure)
            }
            if n == 0 { break }
        }
        (path, isCopy) = (copyPath, true)
    }

    /// Removes the copy, if one was made.
    func remove() {
        if isCopy { unlink(path) }
    }
}

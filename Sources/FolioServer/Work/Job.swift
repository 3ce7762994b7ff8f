import FolioCore
import FolioTargets

/// A result to answer with: its ETag (known before drawing, from the inputs and options), its
/// content type, and how to draw it.
struct Job: Sendable {
    var etag: String
    var contentType: String
    var draw: @Sendable () throws -> [UInt8]

    /// A job of `kind` ("card") whose result follows from `options` (each one word, e.g. "size=1080x1350")
    /// and the bytes of `inputs` (snapshots, templates), with the drawing machinery.
    init(kind: String, options: [String], inputs: [[UInt8]], contentType: String, draw: @escaping @Sendable () throws -> [UInt8]) {
        var hash = SHA256()
        hash.update(Array((DrawingMachinery.fingerprint + "\n" + kind + "\n" + options.joined(separator: "\n")).utf8))
        for input in inputs {
            hash.update(Array("\n\(input.count)\n".utf8))
            hash.update(input)
        }
        etag = "\"" + hash.finishHex() + "\""
        self.contentType = contentType
        self.draw = draw
    }
}

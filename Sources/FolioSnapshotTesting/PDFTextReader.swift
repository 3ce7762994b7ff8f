import FolioGraphics
import Foundation

/// Reads a PDF's text back as a reader finds it, with poppler's `pdftotext -layout` (poppler-utils,
/// which Folio's scripts/setup.sh installs): libqpdf, Folio's PDF library, reads structure but not text.
enum PDFTextReader {
    /// Why the text could not be read.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Where `pdftotext` is looked for.
    static let places = ["/usr/bin/pdftotext", "/usr/local/bin/pdftotext", "/opt/homebrew/bin/pdftotext"]

    /// The text of the PDF `bytes`, page by page.
    /// - Throws: `Failure` when pdftotext is missing or fails.
    static func text(of bytes: [UInt8]) throws -> String {
        guard let tool = places.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw Failure(description: ".pdfText reads the PDF with pdftotext, which is not installed (poppler-utils; see Folio's scripts/setup.sh)")
        }
        let folder = NSTemporaryDirectory() + "folio-pdftext-\(UUID().uuidString)"
        try AtomicFile.createDirectory(folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = folder + "/subject.pdf", output = folder + "/subject.txt"
        try AtomicFile.write(bytes, to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-layout", "-enc", "UTF-8", input, output]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = FileManager.default.contents(atPath: output) else {
            throw Failure(description: "pdftotext could not read the rendered PDF (exit \(process.terminationStatus))")
        }
        return String(decoding: text, as: UTF8.self)
    }
}

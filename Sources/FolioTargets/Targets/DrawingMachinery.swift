import FolioCore
import FolioGraphics
import Foundation

/// What draws, besides a drawing's own inputs: the program, its font files and its libraries. Two
/// drawings with the same inputs and the same machinery are the same bytes, so a hash over both names
/// a result before it is drawn (a batch's reused cards, `folio serve`'s ETags).
public enum DrawingMachinery {
    /// The program's size and time, each pinned font file's identity and each library's version
    /// (libqpdf's too, which finishes every PDF), one a line.
    public static let fingerprint: String = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let program = (try? FileManager.default.attributesOfItem(atPath: executable)).map {
            "\(($0[.size] as? Int) ?? 0) \((($0[.modificationDate] as? Date)?.timeIntervalSince1970) ?? 0)"
        } ?? "unknown"
        let fonts = Fonts.fileIDs().sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let libraries = LibraryVersions.upstream.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return ([program] + fonts + libraries + [PDFDocument.finisherVersion]).joined(separator: "\n")
    }()
}

import FolioGraphics
import FolioLayout
import Foundation

/// The file formats a target renders to, chosen by the output file's extension.
public enum OutputFormat: String, Sendable, CaseIterable {
    case png, pdf, svg

    /// The format of a path by its extension, or nil for an unknown one.
    public init?(path: String) {
        self.init(rawValue: (path as NSString).pathExtension.lowercased())
    }

    /// Draws `frame` to `path` in this format at `scale` pixels per point (PNG; PDF effects use it
    /// too), atomically: a failure leaves nothing at `path`.
    public func write(_ frame: Frame, to path: String, scale: Double, title: String) throws {
        let options = RenderOptions(scale: scale, effectsRasterScale: max(2, scale))
        switch self {
        case .png: try writePNG(frame, options: options, to: path)
        case .svg: try writeSVG(frame, options: options, to: path)
        case .pdf:
            let metadata = PDFMetadata(title: title, author: "Folio", subject: "A Folio render",
                                       creator: "Folio", date: OutputFormat.tokenDate)
            try writePDF(pages: [frame], metadata: metadata, options: options, to: path)
        }
    }

    /// The creation date of documents drawn from tokens alone (specimens, piece sheets), which have
    /// no snapshot to take a date from: fixed, so the bytes are too.
    static let tokenDate = Date(timeIntervalSince1970: 1_764_460_800)
}

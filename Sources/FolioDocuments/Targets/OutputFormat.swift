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

    /// `frame` drawn in this format at `scale` pixels per point (PNG; PDF and SVG effects use it
    /// too), titled `title` where the format has a title.
    public func bytes(_ frame: Frame, scale: Double, title: String) throws -> [UInt8] {
        let options = RenderOptions(scale: scale, effectsRasterScale: max(2, scale))
        switch self {
        case .png: return try renderPNG(frame, options: options)
        case .svg: return try renderSVG(frame, options: options)
        case .pdf:
            let metadata = PDFMetadata(title: title, author: "Folio", subject: "A Folio render",
                                       creator: "Folio", date: OutputFormat.tokenDate)
            return try renderPDF(pages: [frame], metadata: metadata, options: options)
        }
    }

    /// The creation date of documents drawn from tokens alone (specimens, piece sheets), which have
    /// no snapshot to take a date from: fixed, so the bytes are too.
    static let tokenDate = Date(timeIntervalSince1970: 1_764_460_800)
}

import FolioCodecs
import FolioGraphics
import FolioLayout
import Foundation

/// The file formats a target renders to, chosen by the output file's extension.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// Lossless pixels.
    case png
    /// Vector pages.
    case pdf
    /// A vector drawing.
    case svg
    /// Lossy pixels, small (".jpg" or ".jpeg").
    case jpeg
    /// Lossy pixels with alpha, smaller still.
    case webp

    /// The pixel formats.
    public static let images: [OutputFormat] = [.png, .jpeg, .webp]

    /// The format of a path by its extension (".jpg" and ".jpeg" are JPEG), or nil for an unknown one.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...].lowercased()
        self.init(rawValue: ext == "jpg" ? "jpeg" : ext)
    }

    /// `raster`'s pixels in this format (PNG, JPEG or WebP at `quality`); nil for a vector format.
    public func encode(_ raster: RasterImage, quality: Int = LossyEncoder.defaultQuality) throws -> [UInt8]? {
        switch self {
        case .png: try raster.png()
        case .jpeg: try LossyEncoder.jpeg(raster, quality: quality)
        case .webp: try LossyEncoder.webp(raster, quality: quality)
        case .pdf, .svg: nil
        }
    }

    /// `frame` drawn in this format at `scale` pixels per point (PNG; PDF and SVG effects use it
    /// too), titled `title` where the format has a title; JPEG and WebP at `quality`.
    public func bytes(_ frame: Frame, scale: Double, title: String, quality: Int = LossyEncoder.defaultQuality) throws -> [UInt8] {
        let options = RenderOptions(scale: scale, effectsRasterScale: max(2, scale))
        switch self {
        case .png: return try renderPNG(frame, options: options)
        case .jpeg, .webp: return try encode(renderRaster(frame, options: options), quality: quality) ?? []
        case .svg: return try renderSVG(frame, options: options)
        case .pdf:
            let metadata = PDFMetadata(title: title, author: "Folio", subject: "A Folio render",
                                       creator: "Folio", date: OutputFormat.tokenDate)
            return try renderPDF(pages: [frame], metadata: metadata, options: options)
        }
    }

    /// The creation date of documents drawn from tokens alone (specimens, piece sheets), which have
    /// no snapshot to take a date from: fixed, so the bytes are too.
    package static let tokenDate = Date(timeIntervalSince1970: 1_764_460_800)
}

import FolioCore
import FolioGraphics

/// A laid-out report: its pages (frame trees with their structure and destinations), the outline
/// of its sections, its document information and language. Drawn as one vector PDF.
public struct ReportDocument: Sendable {
    /// The pages, in order.
    public var pages: [ReportPage]
    /// One entry per printed section, in order.
    public var outline: [ReportOutlineEntry]
    /// Title, author, subject, keywords, creator and the snapshot's date.
    public var metadata: PDFMetadata
    /// The language of the text, a BCP 47 tag ("en-GB").
    public var language: String

    /// Pixels per point of the images that carry blurred effects (the streak's glow): 3 is 216 dpi,
    /// above the 200 dpi print wants.
    public static let effectsRasterScale = 3.0

    /// The document as PDF bytes: vector text (subset fonts embedded) and shapes, blurred effects as
    /// images at `effectsRasterScale`.
    public func pdf() throws -> [UInt8] {
        try drawn().finish()
    }

    /// Writes the PDF to `path` atomically (a temporary file renamed into place).
    public func write(to path: String) throws {
        try drawn().write(to: path)
    }

    private func drawn() throws -> PDFDocument {
        let document = try PDFDocument(metadata: metadata, options: RenderOptions(effectsRasterScale: Self.effectsRasterScale))
        for page in pages { try document.addPage(page.frame) }
        return document
    }
}

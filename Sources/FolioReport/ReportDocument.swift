import FolioApps
import FolioCore
import FolioGraphics

/// A laid-out report: its pages (frame trees with their structure and destinations), the outline
/// of its sections and its document information (the language among it). Drawn as one tagged,
/// navigable vector PDF.
public struct ReportDocument: Sendable {
    /// The pages, in order.
    var pages: [ReportPage]
    /// One entry per printed section, in order.
    var outline: [ReportOutlineEntry]
    /// How many pages the report has.
    public var pageCount: Int { pages.count }
    /// Title, author, subject, keywords, creator, the snapshot's date and the language.
    public var metadata: PDFMetadata

    /// Pixels per point of the images that carry blurred effects (the streak's glow): 3 is 216 dpi,
    /// above the 200 dpi print wants.
    public static let effectsRasterScale = 3.0

    /// The document as PDF bytes: vector text (subset fonts embedded) and shapes, blurred effects as
    /// images at `effectsRasterScale`, the structure tree, links, destinations and bookmarks,
    /// conforming to `standard` (PDF/UA-1 and PDF/A-2a by default).
    public func pdf(standard: PDFStandard = .ua1AndA2a) throws -> [UInt8] {
        try drawn(standard).finish()
    }

    /// Writes the PDF to `path` atomically (a temporary file renamed into place).
    public func write(to path: String, standard: PDFStandard = .ua1AndA2a) throws {
        try drawn(standard).write(to: path)
    }

    private func drawn(_ standard: PDFStandard) throws -> PDFDocument {
        let document = try PDFDocument(metadata: metadata, options: RenderOptions(effectsRasterScale: Self.effectsRasterScale),
                                       standard: standard)
        for (index, page) in pages.enumerated() {
            let bookmarks = outline.filter { $0.pageIndex == index }.map { PDFOutlineEntry($0.title, destination: $0.destination) }
            try document.addPage(PDFPage(page.frame, outline: bookmarks, marks: Self.marks(page)))
        }
        return document
    }

    /// The PDF marks of a page's parts, by frame name: each element's role, each destination on the
    /// frame it names, the footer as an artifact.
    static func marks(_ page: ReportPage) -> [String: PDFMark] {
        var marks: [String: PDFMark] = [:]
        for element in page.elements {
            marks[element.frameName] = switch element.role {
            case .heading(let level): .heading(level)
            case .paragraph: PDFMark(role: .paragraph)
            case .figure(let alt): .figure(alt: alt)
            case .list: PDFMark(role: .list)
            case .entry(let destination): PDFMark(role: .listItem, link: destination.map(PDFLink.destination))
            }
        }
        for destination in page.destinations {
            marks[destination.frameName, default: PDFMark()].destination = destination.name
        }
        if let footer = page.footerName { marks[footer] = PDFMark(role: .artifact) }
        return marks
    }
}

import CCairo
import CQPDF
import FolioCore

/// A multi-page vector PDF built page by page: each page is one frame tree at its own size.
///
/// Text stays text (subset fonts are embedded), shapes stay vectors; blurred effects and perspective
/// are embedded as images at `RenderOptions.effectsRasterScale`. The document is a tagged PDF: its
/// frames form a structure tree (headings, paragraphs, figures with alternative text, lists, links;
/// see `PDFPage` and `PDFRole`) in the document language of `PDFMetadata.language`, with an outline
/// of bookmarks and links between pages.
///
/// ```swift
/// let document = try PDFDocument(metadata: metadata)
/// try document.addPage(PDFPage(contents, outline: [PDFOutlineEntry("Contents")],
///                              marks: ["contents.mood": .link(to: "mood")]))
/// try document.addPage(PDFPage(moodPage, outline: [PDFOutlineEntry("Mood", destination: "mood")],
///                              marks: ["mood.title": .heading(1, destination: "mood")]))
/// try document.write(to: "weekly.pdf")
/// ```
public final class PDFDocument {
    private let metadata: PDFMetadata
    private let standard: PDFStandard
    private let options: RenderOptions
    private let library: FontLibrary
    /// The caches the pages' renders share with the caller's other renders.
    private let session: RenderSession
    /// The surface and the structure it is tagged with, from the first page on.
    private var started: (output: VectorSurface, structure: PDFStructure)?
    private var pageCount = 0
    /// The outline id of the last bookmark at each level, for the parents of deeper ones.
    private var outlineParents: [Int32] = []
    /// Destinations the outline opens, checked against those defined when the document ends.
    private var outlineDestinations: [String] = []
    /// The wide blurs' full-resolution images, embedded when the document ends.
    private let deferredEffects = PDFEffectImages()

    /// The version of the libqpdf that finishes documents (its bytes decide a PDF's as Cairo's do).
    public static var finisherVersion: String { "libqpdf " + String(cString: qpdf_get_qpdf_version()) }

    /// An empty document that will conform to `standard` (PDF/UA-1 and PDF/A-2a unless told otherwise);
    /// throws when the pinned fonts are missing or the options are invalid. Its pages share the caches
    /// of `session` (by default its own).
    public init(metadata: PDFMetadata, options: RenderOptions = RenderOptions(), standard: PDFStandard = .ua1AndA2a,
                session: RenderSession = RenderSession()) throws {
        self.metadata = metadata
        self.session = session
        self.standard = standard
        self.options = try options.validated()
        library = try FontLibrary.shared()
    }

    /// Adds a page the size of `frame` (in points) showing the frame tree, its frames tagged by role.
    public func addPage(_ frame: Frame) throws {
        try addPage(PDFPage(frame))
    }

    /// Adds a page the size of its frame (in points), with its bookmarks and marks.
    public func addPage(_ page: PDFPage) throws {
        let (output, structure) = try started ?? start(size: page.frame.size)
        if pageCount > 0 {
            guard page.frame.size.width > 0, page.frame.size.height > 0 else {
                throw GraphicsError.invalidArgument("page of \(page.frame.size.width)×\(page.frame.size.height) pt")
            }
            cairo_pdf_surface_set_size(output.surface, page.frame.size.width, page.frame.size.height)
        }
        pageCount += 1
        structure.marks = page.marks
        try output.draw(page.frame, fonts: FontSession.current(library), session: session, options: options, structure: structure,
                        deferredEffects: deferredEffects)
        for entry in page.outline { addBookmark(entry, page: pageCount, on: output) }
        cairo_show_page(output.canvas.cr)
        try output.canvas.checkStatus()
    }

    /// Ends the document and returns the PDF; no pages can be added afterwards.
    /// - Throws: `GraphicsError.invalidArgument` when there are no pages, when a link or bookmark opens
    ///   a destination no page defines or a page that does not exist, or when a destination is defined
    ///   twice.
    public func finish() throws -> [UInt8] {
        guard let (output, structure) = started, pageCount > 0 else {
            throw GraphicsError.invalidArgument("a PDF needs at least one page")
        }
        try checkTargets(structure)
        structure.finish()
        try output.canvas.checkStatus()
        return try PDFFinishing.finish(output.finish(), language: metadata.language, figureAlts: structure.figureAlts,
                                       standard: standard, effects: deferredEffects)
    }

    /// Ends the document and writes it to `path` atomically (temporary file, then rename).
    public func write(to path: String) throws {
        try AtomicFile.write(finish(), to: path)
    }

    private func start(size: Size) throws -> (VectorSurface, PDFStructure) {
        let output = try VectorSurface(.pdf, size: size, options: options)
        let entries: [(cairo_pdf_metadata_t, String)] = [
            (CAIRO_PDF_METADATA_TITLE, metadata.title), (CAIRO_PDF_METADATA_AUTHOR, metadata.author),
            (CAIRO_PDF_METADATA_SUBJECT, metadata.subject),
            (CAIRO_PDF_METADATA_KEYWORDS, metadata.keywords.joined(separator: ", ")),
            (CAIRO_PDF_METADATA_CREATOR, metadata.creator),
            (CAIRO_PDF_METADATA_CREATE_DATE, metadata.isoDate), (CAIRO_PDF_METADATA_MOD_DATE, metadata.isoDate),
        ]
        for (key, value) in entries where !value.isEmpty {
            cairo_pdf_surface_set_metadata(output.surface, key, value)
        }
        let structure = PDFStructure(cr: output.canvas.cr)
        started = (output, structure)
        return (output, structure)
    }

    /// Adds a bookmark under the last one a level up, opening its destination or the top of `page`.
    private func addBookmark(_ entry: PDFOutlineEntry, page: Int, on output: VectorSurface) {
        let level = min(max(1, entry.level), outlineParents.count + 1)
        let parent = level == 1 ? Int32(CAIRO_PDF_OUTLINE_ROOT) : outlineParents[level - 2]
        let target = entry.destination.map { "dest=\(PDFStructure.quoted($0))" } ?? "page=\(page)"
        if let destination = entry.destination { outlineDestinations.append(destination) }
        let id = cairo_pdf_surface_add_outline(output.surface, parent, entry.title, target,
                                               cairo_pdf_outline_flags_t(CAIRO_PDF_OUTLINE_FLAG_OPEN.rawValue))
        outlineParents = Array(outlineParents.prefix(level - 1)) + [id]
    }

    /// Every link and bookmark must lead somewhere that exists, and destinations must be unique.
    private func checkTargets(_ structure: PDFStructure) throws {
        let defined = Set(structure.destinations)
        if defined.count < structure.destinations.count {
            let twice = Dictionary(grouping: structure.destinations, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
            throw GraphicsError.invalidArgument("PDF destination defined more than once: \(twice.joined(separator: ", "))")
        }
        var missing: [String] = outlineDestinations.filter { !defined.contains($0) }
        for link in structure.links {
            switch link {
            case .destination(let name) where !defined.contains(name): missing.append(name)
            case .page(let page) where !(1...pageCount).contains(page):
                throw GraphicsError.invalidArgument("PDF link to page \(page) of \(pageCount)")
            default: break
            }
        }
        if let first = missing.first {
            throw GraphicsError.invalidArgument("PDF link or bookmark to undefined destination '\(first)'")
        }
    }
}

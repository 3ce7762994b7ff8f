import CCairo
import FolioCore

/// A multi-page vector PDF built page by page: each page is one frame tree at its own size.
///
/// Text stays text (subset fonts are embedded), shapes stay vectors; blurred effects are embedded as
/// images at `RenderOptions.effectsRasterScale`.
public final class PDFDocument {
    private let metadata: PDFMetadata
    private let options: RenderOptions
    private let library: FontLibrary
    private var output: VectorSurface?
    private var pageCount = 0

    /// An empty document; throws when the pinned fonts are missing or the options are invalid.
    public init(metadata: PDFMetadata, options: RenderOptions = RenderOptions()) throws {
        self.metadata = metadata
        self.options = try options.validated()
        library = try FontLibrary.shared()
    }

    /// Adds a page the size of `frame` (in points) showing the frame tree.
    public func addPage(_ frame: Frame) throws {
        let output = try self.output ?? start(size: frame.size)
        if pageCount > 0 {
            guard frame.size.width > 0, frame.size.height > 0 else {
                throw GraphicsError.invalidArgument("page of \(frame.size.width)×\(frame.size.height) pt")
            }
            cairo_pdf_surface_set_size(output.surface, frame.size.width, frame.size.height)
        }
        try output.draw(frame, session: FontSession.current(library), options: options)
        cairo_show_page(output.canvas.cr)
        try output.canvas.checkStatus()
        pageCount += 1
    }

    /// Ends the document and returns the PDF; no pages can be added afterwards.
    public func finish() throws -> [UInt8] {
        guard let output, pageCount > 0 else { throw GraphicsError.invalidArgument("a PDF needs at least one page") }
        return try output.finish()
    }

    /// Ends the document and writes it to `path` atomically (temporary file, then rename).
    public func write(to path: String) throws {
        try AtomicFile.write(finish(), to: path)
    }

    private func start(size: Size) throws -> VectorSurface {
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
        self.output = output
        return output
    }
}

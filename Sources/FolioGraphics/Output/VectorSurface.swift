import CCairo
import FolioCore

/// A PDF or SVG surface writing into memory, with the canvas that draws on it.
final class VectorSurface {
    enum Kind { case pdf, svg }

    let surface: OpaquePointer
    let canvas: Canvas
    private let sink = ByteSink()
    private var finished = false

    /// A surface whose (first) page is `size` points.
    init(_ kind: Kind, size: Size, options: RenderOptions) throws {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw GraphicsError.invalidArgument("page of \(size.width)×\(size.height) pt")
        }
        let surface: OpaquePointer?
        switch kind {
        case .pdf: surface = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, size.width, size.height)
        case .svg: surface = cairo_svg_surface_create_for_stream(ByteSink.write, sink.closure, size.width, size.height)
        }
        guard let surface else { throw GraphicsError.cairo(message: "no vector surface") }
        do {
            try check(cairo_surface_status(surface))
            let dpi = 72 * options.effectsRasterScale
            cairo_surface_set_fallback_resolution(surface, dpi, dpi)
            canvas = try Canvas(surface: surface)
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        self.surface = surface
    }

    deinit {
        // Finish while the sink is alive: the canvas's reference may outlive this body.
        if !finished { cairo_surface_finish(surface) }
        cairo_surface_destroy(surface)
    }

    /// Draws `frame` filling the current page (its origin at the page's top-left corner), tagging it
    /// through `structure` when given; a PDF's wide blurs go to `deferredEffects` to be embedded when it
    /// is finished.
    func draw(_ frame: Frame, fonts: FontSession, session: RenderSession, options: RenderOptions,
              structure: PDFStructure? = nil, deferredEffects: PDFEffectImages? = nil) throws {
        let target = RenderTarget(
            root: frame, rootTransform: .translation(x: -frame.origin.x, y: -frame.origin.y), deviceBounds: Rect(size: frame.size),
            output: .vector(effectPixelsPerUnit: options.effectsRasterScale, structure: structure, deferred: deferredEffects))
        try canvas.withState {
            try FrameRenderer(canvas: canvas, target: target, options: options, fonts: fonts, session: session).drawRoot()
        }
    }

    /// Ends the document and returns its bytes; the surface cannot be drawn on afterwards.
    func finish() throws -> [UInt8] {
        if !finished {
            finished = true
            cairo_surface_finish(surface)
        }
        try check(cairo_surface_status(surface))
        return sink.bytes
    }
}

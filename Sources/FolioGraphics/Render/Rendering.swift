import FolioCodecs
import FolioCore

// The public entry points: one per output. Every one draws the same frame tree through the same
// `FrameRenderer`, so a PNG, a PDF and an SVG of one screen agree. All are safe to call from many
// threads at once and give the same bytes as a serial run. Each takes the `RenderSession` whose caches
// it may use and fill: a batch passes one to all its renders; by default a render makes its own.

/// Draws `frame` into pixels: `frame.size × options.scale`, rounded up; the frame's origin is the
/// image's top-left corner.
public func renderRaster(_ frame: Frame, options: RenderOptions = RenderOptions(),
                         session: RenderSession = RenderSession()) throws -> RasterImage {
    try rasterize(frame, options: options, session: session).rasterImage()
}

/// Draws `frame` and encodes it as PNG (RGB when opaque, else RGBA), tagged sRGB at `options.scale` × 72 dpi.
public func renderPNG(_ frame: Frame, options: RenderOptions = RenderOptions(),
                      session: RenderSession = RenderSession()) throws -> [UInt8] {
    try rasterize(frame, options: options, session: session).png(level: options.pngCompressionLevel, pixelsPerPoint: options.scale,
                                               filter: options.pngRowFilter)
}

/// Draws `frame` as a PNG file at `path`, written atomically (temporary file, then rename).
public func writePNG(_ frame: Frame, options: RenderOptions = RenderOptions(), session: RenderSession = RenderSession(),
                     to path: String) throws {
    try AtomicFile.write(renderPNG(frame, options: options, session: session), to: path)
}

/// Draws `pages` as a PDF, one page per frame tree at the frame's size in points, tagged by role.
public func renderPDF(pages: [Frame], metadata: PDFMetadata, options: RenderOptions = RenderOptions(),
                      session: RenderSession = RenderSession()) throws -> [UInt8] {
    try renderPDF(pages: pages.map { PDFPage($0) }, metadata: metadata, options: options, session: session)
}

/// Draws `pages` as a PDF with their bookmarks, links and structure (see `PDFDocument`).
public func renderPDF(pages: [PDFPage], metadata: PDFMetadata, options: RenderOptions = RenderOptions(),
                      session: RenderSession = RenderSession()) throws -> [UInt8] {
    let document = try PDFDocument(metadata: metadata, options: options, session: session)
    for page in pages { try document.addPage(page) }
    return try document.finish()
}

/// Draws `pages` as a PDF file at `path`, written atomically.
public func writePDF(pages: [Frame], metadata: PDFMetadata, options: RenderOptions = RenderOptions(),
                     session: RenderSession = RenderSession(), to path: String) throws {
    try AtomicFile.write(renderPDF(pages: pages, metadata: metadata, options: options, session: session), to: path)
}

/// Draws `pages` as a PDF file at `path` with their bookmarks, links and structure, written atomically.
public func writePDF(pages: [PDFPage], metadata: PDFMetadata, options: RenderOptions = RenderOptions(),
                     session: RenderSession = RenderSession(), to path: String) throws {
    try AtomicFile.write(renderPDF(pages: pages, metadata: metadata, options: options, session: session), to: path)
}

/// Draws `frame` as an SVG document (sizes in points). Cairo's process-wide ids are renumbered in order
/// of appearance, so the same tree gives the same bytes however many SVGs the process made before.
public func renderSVG(_ frame: Frame, options: RenderOptions = RenderOptions(),
                      session: RenderSession = RenderSession()) throws -> [UInt8] {
    let options = try options.validated()
    let library = try FontLibrary.shared()
    let output = try VectorSurface(.svg, size: frame.size, options: options)
    try output.draw(frame, fonts: FontSession.current(library), session: session, options: options)
    return SVGIdentifiers.renumber(try output.finish())
}

/// Draws `frame` as an SVG file at `path`, written atomically.
public func writeSVG(_ frame: Frame, options: RenderOptions = RenderOptions(), session: RenderSession = RenderSession(),
                     to path: String) throws {
    try AtomicFile.write(renderSVG(frame, options: options, session: session), to: path)
}

/// Draws `frame` onto a new ARGB32 image surface at `options.scale`. An opaque gradient covering the
/// canvas (with the layer drawn on it) that `session` drew twice before is copied from its
/// `CoveringPaintCache` instead of drawn.
package func rasterize(_ frame: Frame, options: RenderOptions, session: RenderSession = RenderSession()) throws -> ImageSurface {
    let options = try options.validated()
    let fonts = FontSession.current(try FontLibrary.shared())
    let s = options.scale
    // A canvas painted over opaquely before anything reads it need not be cleared first.
    let covering = options.background == nil ? frame.coveringPaint(scale: s) : nil
    let covered = options.background.map { $0.alpha >= 1 } ?? (covering != nil)
    let surface = try ImageSurface(width: Int((frame.size.width * s).rounded(.up)),
                                   height: Int((frame.size.height * s).rounded(.up)), cleared: !covered)
    var target = RenderTarget(
        root: frame,
        rootTransform: AffineTransform.translation(x: -frame.origin.x, y: -frame.origin.y).concatenating(.scale(x: s, y: s)),
        deviceBounds: Rect(x: 0, y: 0, width: Double(surface.width), height: Double(surface.height)),
        output: .raster(surface.surface))
    func renderer(_ pass: RenderPass) throws -> FrameRenderer {
        FrameRenderer(canvas: try surface.makeCanvas(), target: target, options: options, fonts: fonts, session: session, pass: pass)
    }
    let cache = session.coveringPaints
    if let covering, let key = CoveringPaintCache.key(covering, transform: target.rootTransform, width: surface.width, height: surface.height) {
        let bytes = surface.stride * surface.height
        switch cache.lookup(key) {
        case .copy(let pixels):
            try surface.withPixels { data in pixels.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: bytes) } }
            target.skipping = covering.kept
        case .keep:
            // The paint alone first (drawing stops at the frame after it), then everything else.
            try renderer(covering.afterKept.map(RenderPass.until) ?? .whole).drawRoot()
            cache.keep(key, try surface.withPixels { [UInt8](UnsafeBufferPointer(start: $0, count: bytes)) })
            target.skipping = covering.kept
        case .draw:
            break
        }
    }
    try renderer(.whole).drawRoot()
    return surface
}

import CCairo
import FolioCore

/// An effect's offscreen picture: the image it is drawn on, the renderer drawing it and the state
/// its walk starts from.
struct OffscreenPass {
    let image: EffectImage
    let renderer: FrameRenderer
    let state: RenderState
}

extension FrameRenderer {
    /// A surface covering `region` of device space at `k` pixels per device unit, and a renderer drawing
    /// `pass` on it that maps the tree exactly as this one does (its current transform carried over),
    /// starting at the frame at `path`. Glass drawn by that renderer treats `outputBounds` (device space;
    /// by default the surface) as the output's edges.
    func offscreen(_ region: Rect, pixelsPerUnit k: Double, alphaOnly: Bool, pass: RenderPass, at path: [Int],
                   outputBounds: Rect? = nil) throws -> OffscreenPass {
        let surface = try ImageSurface(width: Int((region.width * k).rounded()), height: Int((region.height * k).rounded()),
                                       alphaOnly: alphaOnly)
        let toImage = AffineTransform.translation(x: -region.minX, y: -region.minY).concatenating(.scale(x: k, y: k))
        let whole = Rect(x: 0, y: 0, width: Double(surface.width), height: Double(surface.height))
        let sub = RenderTarget(root: target.root, rootTransform: target.rootTransform.concatenating(toImage),
                               deviceBounds: outputBounds.flatMap { toImage.apply($0).intersection(whole) } ?? whole,
                               output: .offscreen)
        let renderer = FrameRenderer(canvas: try surface.makeCanvas(), target: sub, options: options, fonts: fonts,
                                     session: session, pass: pass)
        renderer.canvas.setTransform(canvas.currentTransform.concatenating(toImage))
        return OffscreenPass(image: EffectImage(surface: surface, region: region, pixelsPerUnit: k), renderer: renderer,
                             state: RenderState(path: path, transform: renderer.canvas.currentTransform))
    }

    /// `image` as the output paints it: on PDF and SVG scaled up bilinearly to `effectPixelsPerUnit`
    /// when it was blurred below it, so the embedded image has the resolution the document promises
    /// (a PDF takes the scaled-up image to embed it itself, and paints `image` meanwhile).
    func embedded(_ image: EffectImage) throws -> EffectImage {
        let k = target.effectPixelsPerUnit
        guard target.isVector, image.pixelsPerUnit < k else { return image }
        let alphaOnly = cairo_image_surface_get_format(image.surface.surface) == CAIRO_FORMAT_A8
        let surface = try ImageSurface(width: Int((image.region.width * k).rounded()), height: Int((image.region.height * k).rounded()),
                                       alphaOnly: alphaOnly)
        let copy = try surface.makeCanvas()
        cairo_scale(copy.cr, k / image.pixelsPerUnit, k / image.pixelsPerUnit)
        cairo_set_source_surface(copy.cr, image.surface.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(copy.cr), CAIRO_FILTER_BILINEAR)
        cairo_set_operator(copy.cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copy.cr)
        try copy.checkStatus()
        if let deferred = target.deferredEffects, try deferred.take(surface, standingIn: image.surface) { return image }
        return EffectImage(surface: surface, region: image.region, pixelsPerUnit: k)
    }

    /// Paints an effect image over its region (moved by `shift`, device units), scaled up bilinearly, at
    /// `opacity`. Tinted effects come here already baked (`EffectImage.tinted`).
    func paint(_ image: EffectImage, shift: Point, opacity: Double = 1) {
        let cr = canvas.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, image.region.minX + shift.x, image.region.minY + shift.y)
        cairo_scale(cr, 1 / image.pixelsPerUnit, 1 / image.pixelsPerUnit)
        let pattern = cairo_pattern_create_for_surface(image.surface.surface)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, opacity)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }
}


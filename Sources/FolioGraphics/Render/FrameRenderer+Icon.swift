import CCairo
import CRsvg
import FolioCore

extension FrameRenderer {
    /// An icon: its drawing of the icon set scaled to the icon's size and centred in the frame, drawn
    /// by librsvg as vectors into the canvas, its lines as heavy as the icon's weight and size call for
    /// (`IconStroke`). A solid colour is the drawing's own; any other paint fills the drawing's shape.
    ///
    /// librsvg 2.54 draws only under an upright matrix: a mirrored one draws nothing, and a turned one
    /// (a chevron half way through turning as its row opens) fails with "InvalidSize" and leaves the
    /// context's saved states behind. An icon that points, laid out right to left, is drawn unmirrored
    /// into a group and the group painted mirrored (pixel for pixel the mirror image); any other
    /// transform draws the icon upright onto a surface of its own that is then painted turned.
    /// - Throws: `GraphicsError.iconMissing` naming the drawing's file when it is missing;
    ///   `GraphicsError.invalidArgument` when librsvg refuses to draw it.
    func drawIcon(_ item: IconItem, _ frame: Frame) throws {
        let t = canvas.currentTransform
        let upright = abs(t.b) < 1e-9 && abs(t.c) < 1e-9 && t.d > 0
        guard upright else { return try drawIconTurned(item, frame, t) }
        guard t.a < 0 else { return try drawIconUpright(item, frame) }
        let cr = canvas.cr
        cairo_save(cr)
        canvas.concatenate(AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: frame.size.width, ty: 0))
        cairo_push_group(cr)
        defer {
            // Set under the mirrored matrix, the group drawn unmirrored lands mirrored where it was drawn.
            let unmirrored = cairo_pop_group(cr)
            cairo_restore(cr)
            cairo_set_source(cr, unmirrored)
            cairo_paint(cr)
            cairo_pattern_destroy(unmirrored)
        }
        try drawIconUpright(item, frame)
    }

    /// The icon drawn under an upright transform, where librsvg can draw it.
    private func drawIconUpright(_ item: IconItem, _ frame: Frame) throws {
        let side = item.size
        guard side > 0 else { return }
        let origin = Point(x: (frame.size.width - side) / 2, y: (frame.size.height - side) / 2)
        guard case .solid = item.color else {
            cairo_push_group(canvas.cr)
            let drawn = Result(catching: { try renderIconDrawing(item, into: canvas.cr, at: origin) })
            let shape = cairo_pop_group(canvas.cr)
            defer { cairo_pattern_destroy(shape) }
            try drawn.get()
            canvas.setSource(item.color)
            cairo_mask(canvas.cr, shape)
            return
        }
        try renderIconDrawing(item, into: canvas.cr, at: origin)
    }

    /// The icon under a transform that turns it: drawn upright at the transform's scale onto a surface
    /// of the target's kind (an image for PNG, a recording for PDF and SVG, so it stays vector there),
    /// then painted, or used as the mask of its paint, under the transform.
    private func drawIconTurned(_ item: IconItem, _ frame: Frame, _ t: AffineTransform) throws {
        let side = item.size
        guard side > 0 else { return }
        let scale = max(1, abs(t.a * t.d - t.b * t.c).squareRoot())
        let pixels = Int32((side * scale).rounded(.up))
        let cr = canvas.cr
        let surface = cairo_surface_create_similar(cairo_get_group_target(cr), CAIRO_CONTENT_COLOR_ALPHA, pixels, pixels)
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        guard let upright = cairo_create(surface) else { throw GraphicsError.cairo(message: "cairo_create returned nothing") }
        defer { cairo_destroy(upright) }
        cairo_scale(upright, scale, scale)
        try renderIconDrawing(item, into: upright, at: Point(x: 0, y: 0))
        cairo_surface_flush(surface)

        cairo_save(cr)
        defer { cairo_restore(cr) }
        // A paint is set in the frame's own space, before the step into the surface's pixels.
        let painted: Bool = if case .solid = item.color { false } else { true }
        if painted { canvas.setSource(item.color) }
        cairo_translate(cr, (frame.size.width - side) / 2, (frame.size.height - side) / 2)
        cairo_scale(cr, 1 / scale, 1 / scale)
        guard painted else {
            cairo_set_source_surface(cr, surface, 0, 0)
            return cairo_paint(cr)
        }
        cairo_mask_surface(cr, surface, 0, 0)
    }

    /// librsvg draws the icon's drawing (in its own colour when solid, black as a shape otherwise) as
    /// a `size` square at `origin` of `context`'s user space.
    /// - Throws: `GraphicsError.invalidArgument` with librsvg's message when it refuses.
    private func renderIconDrawing(_ item: IconItem, into context: OpaquePointer, at origin: Point) throws {
        var solid = Color.black
        if case .solid(let color) = item.color { solid = color }
        let stroke = IconStroke.width(weight: item.weight, size: item.size)
        let handle = try fonts.icons.handle(IconHandles.Key(symbol: item.icon.symbol, stroke: stroke, color: solid))
        var viewport = RsvgRectangle(x: origin.x, y: origin.y, width: item.size, height: item.size)
        var error: UnsafeMutablePointer<GError>?
        // cairo_t is opaque to both C modules: librsvg draws into the canvas's own context.
        guard rsvg_handle_render_document(handle, context, &viewport, &error) == 0 else { return }
        let reason = error.map { String(cString: $0.pointee.message) } ?? "no reason given"
        if let error { g_error_free(error) }
        throw GraphicsError.invalidArgument("librsvg could not draw the icon \(item.icon.symbol.name): \(reason)")
    }
}

import CCairo
import CRsvg
import FolioCore

extension FrameRenderer {
    /// An icon: its drawing of the icon set scaled to the icon's size and centred in the frame, drawn
    /// by librsvg as vectors into the canvas, its lines as heavy as the icon's weight and size call for
    /// (`IconStroke`). A solid colour is the drawing's own; any other paint fills the drawing's shape.
    /// An icon under a mirrored transform (an icon that points, laid out right to left) is drawn
    /// unmirrored into a group and the group painted mirrored, as librsvg refuses a mirrored matrix.
    /// - Throws: `GraphicsError.iconMissing` naming the drawing's file when it is missing.
    func drawIcon(_ item: IconItem, _ frame: Frame) throws {
        let t = canvas.currentTransform
        guard t.a * t.d - t.b * t.c < 0 else { return try drawIconUnmirrored(item, frame) }
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
        try drawIconUnmirrored(item, frame)
    }

    /// The icon drawn under a transform that does not mirror (librsvg draws nothing under one that does).
    private func drawIconUnmirrored(_ item: IconItem, _ frame: Frame) throws {
        let side = item.size
        guard side > 0 else { return }
        var viewport = RsvgRectangle(x: (frame.size.width - side) / 2, y: (frame.size.height - side) / 2, width: side, height: side)
        let stroke = IconStroke.width(weight: item.weight, size: side)
        var solid: Color?
        if case .solid(let color) = item.color { solid = color }
        let handle = try fonts.icons.handle(IconHandles.Key(symbol: item.icon.symbol, stroke: stroke, color: solid ?? .black))
        // cairo_t is opaque to both C modules: librsvg draws into the canvas's own context.
        let cr = canvas.cr
        guard solid == nil else {
            _ = rsvg_handle_render_document(handle, cr, &viewport, nil)
            return
        }
        cairo_push_group(cr)
        _ = rsvg_handle_render_document(handle, cr, &viewport, nil)
        let shape = cairo_pop_group(cr)
        canvas.setSource(item.color)
        cairo_mask(cr, shape)
        cairo_pattern_destroy(shape)
    }
}

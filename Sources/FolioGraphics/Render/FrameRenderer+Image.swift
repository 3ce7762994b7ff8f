import CCairo
import FolioCore

extension FrameRenderer {
    /// An image: its PNG decoded and scaled to fill the frame, edges kept crisp.
    func drawImage(_ item: ImageItem, _ frame: Frame) throws {
        let image = try ImageSurface(png: item.png)
        let cr = canvas.cr
        cairo_rectangle(cr, 0, 0, frame.size.width, frame.size.height)
        cairo_clip(cr)
        cairo_scale(cr, frame.size.width / Double(image.width), frame.size.height / Double(image.height))
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
    }
}

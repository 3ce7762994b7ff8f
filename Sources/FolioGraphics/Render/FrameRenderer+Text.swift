import CCairo
import FolioCore

extension FrameRenderer {
    /// Text: laid out exactly as `PangoTextMeasurer` measured it, in the frame's width, from its top-left.
    func drawText(_ item: TextItem, _ frame: Frame) {
        let layout = TextLayout(TextLayoutSpec(item, in: frame.size), session: session)
        canvas.setSource(item.color)
        cairo_move_to(canvas.cr, 0, 0)
        layout.draw(on: canvas.cr)
    }
}

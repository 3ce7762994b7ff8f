import CCairo
import FolioCore

extension FrameRenderer {
    /// Text: laid out exactly as `PangoTextMeasurer` measured it, in the frame's width, from its
    /// top-left; the measurer's own shaped layout when it draws the same (`TextLayoutSpec.drawing`).
    func drawText(_ item: TextItem, _ frame: Frame) {
        let layout = fonts.drawingLayout(TextLayoutSpec.drawing(item, in: frame.size))
        canvas.setSource(item.color)
        cairo_move_to(canvas.cr, 0, 0)
        layout.draw(on: canvas.cr)
    }
}

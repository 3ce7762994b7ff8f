import CCairo
import FolioCore

extension FrameRenderer {
    /// An icon: its vector drawing scaled to the icon's size, or its glyph's em square (the icon
    /// font's logical box), centred in the frame.
    func drawIcon(_ item: IconItem, _ frame: Frame) {
        let origin = Point(x: (frame.size.width - item.size) / 2, y: (frame.size.height - item.size) / 2)
        if let drawing = item.icon.drawing {
            for mark in drawing.marks(side: item.size, at: origin) {
                switch mark {
                case .fill(let path): canvas.fill(path, with: item.color, evenOdd: true)
                case .stroke(let path, let width): canvas.stroke(path, with: Stroke(item.color, width: width, cap: .round, join: .round))
                }
            }
            return
        }
        guard let run = glyphRun(item) else { return }
        let box = run.metrics.size
        canvas.setSource(item.color)
        cairo_move_to(canvas.cr, (frame.size.width - box.width) / 2, (frame.size.height - box.height) / 2)
        run.draw(on: canvas.cr)
    }

    /// The icon's glyph in the icon font at the icon's size, shaped once per glyph and size on this
    /// thread (a glyph run, not a layout); nil for a drawn icon.
    func glyphRun(_ item: IconItem) -> GlyphRun? {
        item.icon.glyph.map { glyph in
            fonts.layouts.glyphRun(glyph, style: Self.iconStyle(item), session: fonts)
        }
    }

    /// The icon font at the icon's size.
    static func iconStyle(_ item: IconItem) -> TextStyle {
        TextStyle(size: item.size, family: Fonts.iconFamily)
    }
}

import CCairo
import FolioCore

extension FrameRenderer {
    /// An icon: its glyph's em square (the icon font's logical box) centred in the frame.
    func drawIcon(_ item: IconItem, _ frame: Frame) {
        let layout = TextLayout(Self.iconSpec(item), session: session)
        let box = layout.metrics.size
        canvas.setSource(item.color)
        cairo_move_to(canvas.cr, (frame.size.width - box.width) / 2, (frame.size.height - box.height) / 2)
        layout.draw(on: canvas.cr)
    }

    /// The layout of an icon's glyph in the icon font at the icon's size.
    static func iconSpec(_ item: IconItem) -> TextLayoutSpec {
        TextLayoutSpec(text: item.icon.glyph, style: TextStyle(size: item.size, family: Fonts.iconFamily),
                       width: nil, wraps: false, maxLines: nil, alignment: .leading)
    }
}

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
        guard let spec = Self.iconSpec(item) else { return }
        let layout = session.layout(spec)
        let box = layout.metrics.size
        canvas.setSource(item.color)
        cairo_move_to(canvas.cr, (frame.size.width - box.width) / 2, (frame.size.height - box.height) / 2)
        layout.draw(on: canvas.cr)
    }

    /// The layout of an icon's glyph in the icon font at the icon's size; nil for a drawn icon.
    static func iconSpec(_ item: IconItem) -> TextLayoutSpec? {
        item.icon.glyph.map { glyph in
            TextLayoutSpec(text: glyph, style: TextStyle(size: item.size, family: Fonts.iconFamily),
                           width: nil, wraps: false, maxLines: nil, alignment: .leading)
        }
    }
}

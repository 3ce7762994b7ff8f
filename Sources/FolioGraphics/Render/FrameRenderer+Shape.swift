import FolioCore

extension FrameRenderer {
    /// A shape: its outline in the frame's bounds, filled, then stroked.
    func drawShape(_ item: ShapeItem, _ frame: Frame) {
        let path = item.shape.path(in: frame.bounds)
        if let fill = item.fill { canvas.fill(path, with: fill, evenOdd: item.evenOdd) }
        if let stroke = item.stroke { canvas.stroke(path, with: stroke) }
    }
}

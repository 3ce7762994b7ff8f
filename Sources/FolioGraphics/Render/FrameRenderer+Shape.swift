import FolioCore

extension FrameRenderer {
    /// Whether `fill`, a gradient over the whole of a rectangle, was filled from an image of it kept
    /// across the pictures of the session, as a renderer that reuses gradients fills it (see `GradientRectCache`).
    private func fillsFromImage(_ item: ShapeItem, _ fill: Paint, _ path: Path, _ frame: Frame) throws -> Bool {
        guard options.reusesGradients, item.shape == .rect else { return false }
        if case .solid = fill { return false }
        return try canvas.fillGradientRect(path, bounds: frame.bounds, with: fill, cache: session.gradientRects)
    }

    /// A shape: its outline in the frame's bounds, filled, then stroked.
    func drawShape(_ item: ShapeItem, _ frame: Frame) throws {
        let path = item.shape.path(in: frame.bounds)
        if let fill = item.fill, try !fillsFromImage(item, fill, path, frame) { canvas.fill(path, with: fill, evenOdd: item.evenOdd) }
        if let stroke = item.stroke { canvas.stroke(path, with: stroke) }
    }
}

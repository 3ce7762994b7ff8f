import FolioCore

extension FrameRenderer {
    /// A shadow or glow under a group drawn under `state`: the group's content drawn again offscreen
    /// as a silhouette pass, blurred, tinted and painted under it. Glass is painted at the end of
    /// `drawContent`, not here.
    func drawUnderlay(_ effect: Effect, _ group: Group, _ frame: Frame, _ state: RenderState) throws {
        let (radius, offset, tint): (Double, Point, Color?)
        switch effect {
        case .shadow(let color, let r, let o): (radius, offset, tint) = (r, o, color)
        case .glow(let color, let r): (radius, offset, tint) = (r, .zero, color.alpha > 0 ? color : nil)
        case .backdropBlur, .perspective: return
        }
        let ctm = state.transform
        let resolution = EffectResolution(radius: radius, transform: ctm, fullPixelsPerUnit: target.effectPixelsPerUnit)
        let shift = Point(x: ctm.a * offset.x + ctm.c * offset.y, y: ctm.b * offset.x + ctm.d * offset.y)
        // Only what can still show matters: the visible area, moved back by the offset, plus the halo.
        let visible = canvas.deviceClipBounds.offsetBy(dx: -shift.x, dy: -shift.y).outset(by: resolution.reach)
        guard let region = ctm.apply(frame.contentBounds(group)).outset(by: resolution.reach).intersection(visible)
            .map(resolution.snapped), region.width > 0, region.height > 0 else { return }

        let silhouette = try offscreen(region, pixelsPerUnit: resolution.pixelsPerUnit, alphaOnly: tint != nil,
                                       pass: .silhouette, at: state.path)
        // The group's own glass counts as solid in its silhouette.
        let solidGlass = group.effects.compactMap { effect -> Backdrop? in
            guard case .backdropBlur(_, let shape) = effect else { return nil }
            return Backdrop(image: nil, shape: shape.path(in: frame.bounds), outline: (shape, frame.bounds))
        }
        try silhouette.renderer.drawContent(group, frame, backdrops: solidGlass, silhouette.state)
        try silhouette.renderer.canvas.checkStatus()
        let image = silhouette.image
        try Blur.apply(to: image.surface, sigma: resolution.sigma)
        paint(try embedded(try tint.map { try image.tinted($0) } ?? image), shift: shift)
    }
}

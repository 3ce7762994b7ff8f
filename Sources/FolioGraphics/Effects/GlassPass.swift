import CCairo
import FolioCore

/// What lies behind a glass group, blurred, ready to be painted inside its shape.
struct Backdrop {
    /// Nil in a silhouette pass, where glass is drawn solid.
    let image: EffectImage?
    /// The glass shape in the group's coordinates.
    let shape: Path
    /// The glass's shape and the rectangle it fills, where known (what a silhouette makes opaque).
    var outline: (shape: Shape, rect: Rect)? = nil
}

extension FrameRenderer {
    /// What lies behind each of the group's glass effects, blurred (see `captureBackdrop`).
    func captureBackdrops(_ group: Group, _ frame: Frame, _ state: RenderState) throws -> [Backdrop] {
        try group.effects.compactMap { effect -> Backdrop? in
            guard case .backdropBlur(let radius, let shape) = effect else { return nil }
            return try captureBackdrop(radius: radius, shape: shape, in: frame.bounds, state)
        }
    }

    /// Captures and blurs what has been drawn behind a glass `shape` (group coordinates, drawn under
    /// `state`), or nil when none of it is on the output. In a silhouette pass the shape is simply solid.
    ///
    /// Raster output with nothing layered over it reads the pixels back; otherwise (PDF and SVG, opacity
    /// layers, offscreen passes) the tree is redrawn offscreen up to this group (an `until` pass), which
    /// gives the same picture at the effects' resolution.
    func captureBackdrop(radius: Double, shape glass: Shape, in rect: Rect, _ state: RenderState) throws -> Backdrop? {
        let shape = glass.path(in: rect)
        let ctm = state.transform
        let resolution = EffectResolution(radius: radius, transform: ctm, fullPixelsPerUnit: target.effectPixelsPerUnit)
        guard let region = ctm.apply(shape.controlBounds).outset(by: resolution.reach).intersection(target.deviceBounds)
            .map(resolution.snapped), region.width > 0, region.height > 0 else { return nil }
        guard pass != .silhouette else { return Backdrop(image: nil, shape: shape, outline: (glass, rect)) }
        let image: EffectImage
        if let surface = target.readBackSurface, cairo_get_group_target(canvas.cr) == surface {
            image = try readBack(surface, region, resolution)
        } else {
            let behind = try offscreen(region, pixelsPerUnit: resolution.pixelsPerUnit, alphaOnly: false,
                                       pass: .until(state.path), at: [])
            try behind.renderer.drawRoot()
            image = behind.image
        }
        // Beyond the output's edges glass sees more of what is at them, as on a phone.
        try Blur.apply(to: image.surface, sigma: resolution.sigma, extendEdges: true)
        return Backdrop(image: try embedded(image), shape: shape)
    }

    /// Paints a captured backdrop inside its shape (solid white in a silhouette pass, noting it opaque).
    func paint(_ backdrop: Backdrop, _ state: RenderState) {
        canvas.withState {
            if let image = backdrop.image {
                canvas.clip(backdrop.shape)
                paint(image, shift: .zero)
            } else {
                canvas.fill(backdrop.shape, with: .solid(.white))
                if let (shape, rect) = backdrop.outline { noteOpaque(shape, in: rect, fill: .solid(.white), state) }
            }
        }
    }

    /// A copy of `region` of the raster output (device units are its pixels), scaled to the resolution.
    private func readBack(_ output: OpaquePointer, _ region: Rect, _ resolution: EffectResolution) throws -> EffectImage {
        let k = resolution.pixelsPerUnit
        let surface = try ImageSurface(width: Int((region.width * k).rounded()), height: Int((region.height * k).rounded()))
        let copy = try surface.makeCanvas()
        cairo_scale(copy.cr, k, k)
        cairo_set_source_surface(copy.cr, output, -region.minX, -region.minY)
        cairo_pattern_set_filter(cairo_get_source(copy.cr), CAIRO_FILTER_GOOD)
        cairo_set_operator(copy.cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copy.cr)
        try copy.checkStatus()
        return EffectImage(surface: surface, region: region, pixelsPerUnit: k)
    }
}

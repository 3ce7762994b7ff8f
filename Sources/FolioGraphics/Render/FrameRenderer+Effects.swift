import CCairo
import FolioCore

/// What lies behind a glass group, blurred, ready to be painted inside its shape.
struct Backdrop {
    /// Nil in a silhouette pass, where glass is drawn solid.
    let image: ImageSurface?
    /// The device-space rectangle the image covers.
    let region: Rect
    /// The glass shape in the group's coordinates.
    let shape: Path
}

extension FrameRenderer {
    /// A shadow or glow: the group's content drawn offscreen, blurred, tinted and painted under it.
    /// Glass is painted at the end of `drawContent`, not here.
    func drawUnderlay(_ effect: Effect, _ group: Group, _ frame: Frame) throws {
        let (radius, offset, tint): (Double, Point, Color?)
        switch effect {
        case .shadow(let color, let r, let o): (radius, offset, tint) = (r, o, color)
        case .glow(let color, let r): (radius, offset, tint) = (r, .zero, color.alpha > 0 ? color : nil)
        case .backdropBlur: return
        }
        let ctm = canvas.currentTransform
        let sigma = Blur.sigma(radius: radius) * ctm.uniformScale * target.effectPixelsPerUnit
        let pad = Double(Blur.reach(sigma: sigma)) / target.effectPixelsPerUnit
        let shift = Point(x: ctm.a * offset.x + ctm.c * offset.y, y: ctm.b * offset.x + ctm.d * offset.y)
        // Only what can still show matters: the visible area, moved back by the offset, plus the halo.
        let visible = canvas.deviceClipBounds.offsetBy(dx: -shift.x, dy: -shift.y).outset(by: pad)
        guard let region = ctm.apply(frame.contentBounds(group)).outset(by: pad).intersection(visible)
            .map(snapped), region.width > 0, region.height > 0 else { return }

        let (image, renderer) = try offscreen(region, alphaOnly: tint != nil, path: path, stopAt: nil, silhouette: true)
        try renderer.drawContent(group, frame, backdrops: [])
        try renderer.canvas.checkStatus()
        try Blur.apply(to: image, sigma: sigma)
        paintImage(image, region: region, shift: shift, tint: tint)
    }

    /// Captures and blurs what has been drawn behind a glass `shape` (group coordinates), or nil when
    /// none of it is on the output. In a silhouette pass the shape is simply solid.
    ///
    /// Raster output with nothing layered over it reads the pixels back; otherwise (PDF and SVG, opacity
    /// layers, offscreen passes) the tree is redrawn offscreen up to this group, which gives the same
    /// picture at the effects' resolution.
    func captureBackdrop(radius: Double, shape: Path) throws -> Backdrop? {
        let ctm = canvas.currentTransform
        let k = target.effectPixelsPerUnit
        let sigma = Blur.sigma(radius: radius) * ctm.uniformScale * k
        let pad = Double(Blur.reach(sigma: sigma)) / k
        guard let region = ctm.apply(shape.controlBounds).outset(by: pad).intersection(target.deviceBounds)
            .map(snapped), region.width > 0, region.height > 0 else { return nil }
        guard !silhouette else { return Backdrop(image: nil, region: region, shape: shape) }
        let image: ImageSurface
        if let surface = target.readBackSurface, cairo_get_group_target(canvas.cr) == surface, k == 1 {
            image = try ImageSurface(width: Int(region.width), height: Int(region.height))
            let copy = try image.makeCanvas()
            cairo_set_source_surface(copy.cr, surface, -region.minX, -region.minY)
            cairo_set_operator(copy.cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(copy.cr)
            try copy.checkStatus()
        } else {
            let renderer: FrameRenderer
            (image, renderer) = try offscreen(region, alphaOnly: false, path: [], stopAt: path, silhouette: false)
            try renderer.drawRoot()
        }
        try Blur.apply(to: image, sigma: sigma)
        return Backdrop(image: image, region: region, shape: shape)
    }

    /// Paints a captured backdrop inside its shape (solid white in a silhouette pass).
    func paint(_ backdrop: Backdrop) {
        canvas.withState {
            if let image = backdrop.image {
                canvas.clip(backdrop.shape)
                paintImage(image, region: backdrop.region, shift: .zero, tint: nil)
            } else {
                canvas.fill(backdrop.shape, with: .solid(.white))
            }
        }
    }

    /// A surface covering `region` of device space at the effects' resolution, and a renderer on it that
    /// maps the tree exactly as this one does (its current transform carried over).
    private func offscreen(_ region: Rect, alphaOnly: Bool, path: [Int], stopAt: [Int]?,
                           silhouette: Bool) throws -> (ImageSurface, FrameRenderer) {
        let k = target.effectPixelsPerUnit
        let image = try ImageSurface(width: Int((region.width * k).rounded()), height: Int((region.height * k).rounded()),
                                     alphaOnly: alphaOnly)
        let toImage = AffineTransform.translation(x: -region.minX, y: -region.minY).concatenating(.scale(x: k, y: k))
        let sub = Target(root: target.root, rootTransform: target.rootTransform.concatenating(toImage),
                         deviceBounds: Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)),
                         readBackSurface: nil, effectPixelsPerUnit: 1)
        let renderer = FrameRenderer(canvas: try image.makeCanvas(), target: sub, options: options, session: session,
                                     path: path, stopAt: stopAt, silhouette: silhouette)
        renderer.canvas.setTransform(canvas.currentTransform.concatenating(toImage))
        return (image, renderer)
    }

    /// Paints an offscreen image over `region` (moved by `shift`, device units); A8 images and tinted
    /// ones act as a mask for the tint colour.
    private func paintImage(_ image: ImageSurface, region: Rect, shift: Point, tint: Color?) {
        let cr = canvas.cr
        let k = target.effectPixelsPerUnit
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, region.minX + shift.x, region.minY + shift.y)
        cairo_scale(cr, 1 / k, 1 / k)
        if let tint {
            cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha)
            cairo_mask_surface(cr, image.surface, 0, 0)
        } else {
            cairo_set_source_surface(cr, image.surface, 0, 0)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// `r` grown outward to whole pixels of the effects' resolution.
    private func snapped(_ r: Rect) -> Rect {
        let k = target.effectPixelsPerUnit
        let x0 = (r.minX * k).rounded(.down) / k, y0 = (r.minY * k).rounded(.down) / k
        let x1 = (r.maxX * k).rounded(.up) / k, y1 = (r.maxY * k).rounded(.up) / k
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension AffineTransform {
    /// The transform's average scale (the square root of its area factor), for radii and widths.
    var uniformScale: Double { abs(a * d - b * c).squareRoot() }
}

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

/// An offscreen image of an effect and where it goes: `region` of device space at `pixelsPerUnit`.
struct EffectImage {
    let surface: ImageSurface
    let region: Rect
    let pixelsPerUnit: Double
}

/// The resolution an effect is blurred at. Large blurs are drawn and blurred at a fraction of the
/// output's resolution (1/2, 1/4 or 1/8, keeping at least 4 pixels per standard deviation) and scaled
/// back up bilinearly: a wide Gaussian has no detail to lose, and it costs far less. PDF and SVG scale
/// the blurred image up to the full `effectsRasterScale` before embedding it, the resolution their
/// images promise (the report's streak glow was blurred at 667 × 650 pixels, 11 ms; now 168 × 163).
struct EffectResolution {
    /// Pixels per device unit of the offscreen image.
    let pixelsPerUnit: Double
    /// The blur's standard deviation in those pixels.
    let sigma: Double
    /// How far the blur spreads, in device units.
    let reach: Double

    init(radius: Double, transform: AffineTransform, fullPixelsPerUnit: Double) {
        let fullSigma = Blur.sigma(radius: radius) * transform.uniformScale * fullPixelsPerUnit
        var factor = 1.0
        while factor < 8, fullSigma / (factor * 2) >= 4 { factor *= 2 }
        pixelsPerUnit = fullPixelsPerUnit / factor
        sigma = fullSigma / factor
        reach = Double(Blur.reach(sigma: sigma) + 1) / pixelsPerUnit
    }

    /// `r` grown outward to whole pixels of this resolution.
    func snapped(_ r: Rect) -> Rect { r.snapped(pixelsPerUnit: pixelsPerUnit) }
}

extension FrameRenderer {
    /// A shadow or glow: the group's content drawn offscreen, blurred, tinted and painted under it.
    /// Glass is painted at the end of `drawContent`, not here.
    func drawUnderlay(_ effect: Effect, _ group: Group, _ frame: Frame) throws {
        let (radius, offset, tint): (Double, Point, Color?)
        switch effect {
        case .shadow(let color, let r, let o): (radius, offset, tint) = (r, o, color)
        case .glow(let color, let r): (radius, offset, tint) = (r, .zero, color.alpha > 0 ? color : nil)
        case .backdropBlur, .perspective: return
        }
        let ctm = canvas.currentTransform
        let resolution = EffectResolution(radius: radius, transform: ctm, fullPixelsPerUnit: target.effectPixelsPerUnit)
        let shift = Point(x: ctm.a * offset.x + ctm.c * offset.y, y: ctm.b * offset.x + ctm.d * offset.y)
        // Only what can still show matters: the visible area, moved back by the offset, plus the halo.
        let visible = canvas.deviceClipBounds.offsetBy(dx: -shift.x, dy: -shift.y).outset(by: resolution.reach)
        guard let region = ctm.apply(frame.contentBounds(group)).outset(by: resolution.reach).intersection(visible)
            .map(resolution.snapped), region.width > 0, region.height > 0 else { return }

        let (image, renderer) = try offscreen(region, pixelsPerUnit: resolution.pixelsPerUnit, alphaOnly: tint != nil,
                                              path: path, stopAt: nil, silhouette: true)
        // The group's own glass counts as solid in its silhouette.
        let solidGlass = group.effects.compactMap { effect -> Backdrop? in
            guard case .backdropBlur(_, let shape) = effect else { return nil }
            return Backdrop(image: nil, shape: shape.path(in: frame.bounds), outline: (shape, frame.bounds))
        }
        try renderer.drawContent(group, frame, backdrops: solidGlass)
        try renderer.canvas.checkStatus()
        try Blur.apply(to: image.surface, sigma: resolution.sigma)
        paint(try embedded(try tint.map { try image.tinted($0) } ?? image), shift: shift)
    }

    /// Captures and blurs what has been drawn behind a glass `shape` (group coordinates), or nil when
    /// none of it is on the output. In a silhouette pass the shape is simply solid.
    ///
    /// Raster output with nothing layered over it reads the pixels back; otherwise (PDF and SVG, opacity
    /// layers, offscreen passes) the tree is redrawn offscreen up to this group, which gives the same
    /// picture at the effects' resolution.
    func captureBackdrop(radius: Double, shape glass: Shape, in rect: Rect) throws -> Backdrop? {
        let shape = glass.path(in: rect)
        let ctm = canvas.currentTransform
        let resolution = EffectResolution(radius: radius, transform: ctm, fullPixelsPerUnit: target.effectPixelsPerUnit)
        guard let region = ctm.apply(shape.controlBounds).outset(by: resolution.reach).intersection(target.deviceBounds)
            .map(resolution.snapped), region.width > 0, region.height > 0 else { return nil }
        guard !silhouette else { return Backdrop(image: nil, shape: shape, outline: (glass, rect)) }
        let image: EffectImage
        if let surface = target.readBackSurface, cairo_get_group_target(canvas.cr) == surface {
            image = try readBack(surface, region, resolution)
        } else {
            let renderer: FrameRenderer
            (image, renderer) = try offscreen(region, pixelsPerUnit: resolution.pixelsPerUnit, alphaOnly: false, path: [],
                                              stopAt: path, silhouette: false)
            try renderer.drawRoot()
        }
        // Beyond the output's edges glass sees more of what is at them, as on a phone.
        try Blur.apply(to: image.surface, sigma: resolution.sigma, extendEdges: true)
        return Backdrop(image: try embedded(image), shape: shape)
    }

    /// Paints a captured backdrop inside its shape (solid white in a silhouette pass).
    func paint(_ backdrop: Backdrop) {
        canvas.withState {
            if let image = backdrop.image {
                canvas.clip(backdrop.shape)
                paint(image, shift: .zero)
            } else {
                canvas.fill(backdrop.shape, with: .solid(.white))
                if let (shape, rect) = backdrop.outline { noteOpaque(shape, in: rect, fill: .solid(.white)) }
            }
        }
    }

    /// A surface covering `region` of device space at `k` pixels per device unit, and a renderer on it
    /// that maps the tree exactly as this one does (its current transform carried over). Glass drawn by
    /// that renderer treats `outputBounds` (device space; by default the surface) as the output's edges.
    func offscreen(_ region: Rect, pixelsPerUnit k: Double, alphaOnly: Bool, path: [Int], stopAt: [Int]?,
                   silhouette: Bool, outputBounds: Rect? = nil) throws -> (EffectImage, FrameRenderer) {
        let surface = try ImageSurface(width: Int((region.width * k).rounded()), height: Int((region.height * k).rounded()),
                                       alphaOnly: alphaOnly)
        let toImage = AffineTransform.translation(x: -region.minX, y: -region.minY).concatenating(.scale(x: k, y: k))
        let whole = Rect(x: 0, y: 0, width: Double(surface.width), height: Double(surface.height))
        let sub = Target(root: target.root, rootTransform: target.rootTransform.concatenating(toImage),
                         deviceBounds: outputBounds.flatMap { toImage.apply($0).intersection(whole) } ?? whole,
                         readBackSurface: nil, effectPixelsPerUnit: 1, embedsEffectsAtFullResolution: false)
        let renderer = FrameRenderer(canvas: try surface.makeCanvas(), target: sub, options: options, session: session,
                                     path: path, stopAt: stopAt, silhouette: silhouette)
        renderer.canvas.setTransform(canvas.currentTransform.concatenating(toImage))
        return (EffectImage(surface: surface, region: region, pixelsPerUnit: k), renderer)
    }

    /// `image` as the output paints it: on PDF and SVG scaled up bilinearly to `effectPixelsPerUnit`
    /// when it was blurred below it, so the embedded image has the resolution the document promises
    /// (a PDF takes the scaled-up image to embed it itself, and paints `image` meanwhile).
    func embedded(_ image: EffectImage) throws -> EffectImage {
        let k = target.effectPixelsPerUnit
        guard target.embedsEffectsAtFullResolution, image.pixelsPerUnit < k else { return image }
        let alphaOnly = cairo_image_surface_get_format(image.surface.surface) == CAIRO_FORMAT_A8
        let surface = try ImageSurface(width: Int((image.region.width * k).rounded()), height: Int((image.region.height * k).rounded()),
                                       alphaOnly: alphaOnly)
        let copy = try surface.makeCanvas()
        cairo_scale(copy.cr, k / image.pixelsPerUnit, k / image.pixelsPerUnit)
        cairo_set_source_surface(copy.cr, image.surface.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(copy.cr), CAIRO_FILTER_BILINEAR)
        cairo_set_operator(copy.cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copy.cr)
        try copy.checkStatus()
        if let deferred = target.deferredEffects, try deferred.take(surface, standingIn: image.surface) { return image }
        return EffectImage(surface: surface, region: image.region, pixelsPerUnit: k)
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

    /// Paints an effect image over its region (moved by `shift`, device units), scaled up bilinearly, at
    /// `opacity`. Tinted effects come here already baked (`EffectImage.tinted`).
    func paint(_ image: EffectImage, shift: Point, opacity: Double = 1) {
        let cr = canvas.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, image.region.minX + shift.x, image.region.minY + shift.y)
        cairo_scale(cr, 1 / image.pixelsPerUnit, 1 / image.pixelsPerUnit)
        let pattern = cairo_pattern_create_for_surface(image.surface.surface)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, opacity)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }
}

extension EffectImage {
    /// The image as coverage of `color`: an ARGB image of the colour where this one has alpha. Baked
    /// here rather than masked on the target, because cairo 1.16's SVG surface loses a mask's placement.
    func tinted(_ color: Color) throws -> EffectImage {
        let out = try ImageSurface(width: surface.width, height: surface.height)
        let canvas = try out.makeCanvas()
        cairo_set_source_rgba(canvas.cr, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(canvas.cr, surface.surface, 0, 0)
        try canvas.checkStatus()
        return EffectImage(surface: out, region: region, pixelsPerUnit: pixelsPerUnit)
    }
}

extension AffineTransform {
    /// The transform's average scale (the square root of its area factor), for radii and widths.
    var uniformScale: Double { abs(a * d - b * c).squareRoot() }

    /// Whether the transform can be undone: finite, and not collapsing the plane to a line or a point.
    var isInvertible: Bool {
        let det = a * d - b * c
        return det.isFinite && abs(det) > 1e-12 && tx.isFinite && ty.isFinite
    }

    /// The transform undone, or nil when it cannot be (`isInvertible`).
    func inverted() -> AffineTransform? {
        guard isInvertible else { return nil }
        let det = a * d - b * c
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The least a unit length becomes, in any direction: the smaller singular value of the linear part.
    var leastScale: Double {
        let sum = a * a + b * b + c * c + d * d, det = a * d - b * c
        return max(0, (sum - max(0, sum * sum - 4 * det * det).squareRoot()) / 2).squareRoot()
    }
}

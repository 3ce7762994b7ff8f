import CCairo
import FolioCore

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

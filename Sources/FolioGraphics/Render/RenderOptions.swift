import FolioCodecs
import FolioCore

/// How a frame tree becomes pixels or pages. The defaults suit an @2x PNG and a print-quality PDF.
public struct RenderOptions: Hashable, Sendable {
    /// Pixels per point of raster output (PNG, `RasterImage`): 2 draws a 393 pt wide screen 786 px wide.
    /// Default 2.
    public var scale: Double
    /// Painted under the whole frame tree; nil (the default) leaves what the tree does not cover transparent.
    public var background: Color?
    /// Pixels per point of the images that carry blurred effects (shadows, glows, glass) in PDF and SVG,
    /// which have no blur of their own. Default 2 (144 dpi); reports that are printed want 3 (216 dpi).
    /// A wide blur is computed below it (see `EffectResolution`) and scaled up to it to be embedded.
    public var effectsRasterScale: Double
    /// libdeflate level of PNG output, 0 (store) … 12 (smallest). Default 6.
    public var pngCompressionLevel: Int
    /// How PNG rows are filtered before compression. Default none (what suits screens).
    public var pngRowFilter: PNGRowFilter
    /// Whether rectangles filled with a gradient take its pixels from an image of it, drawn once per
    /// process and kept (`GradientRectCache`): what a batch of share cards, each with the same shade
    /// and sheen, wants. Default false: a one-off picture would draw each such gradient twice.
    public var reusesGradients: Bool

    /// Options with the documented defaults unless given.
    public init(scale: Double = 2, background: Color? = nil, effectsRasterScale: Double = 2,
                pngCompressionLevel: Int = 6, pngRowFilter: PNGRowFilter = .none, reusesGradients: Bool = false) {
        self.scale = scale
        self.background = background
        self.effectsRasterScale = effectsRasterScale
        self.pngCompressionLevel = pngCompressionLevel
        self.pngRowFilter = pngRowFilter
        self.reusesGradients = reusesGradients
    }

    func validated() throws -> RenderOptions {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw GraphicsError.invalidArgument("scale \(scale) (0 < scale ≤ 16)") }
        guard effectsRasterScale.isFinite, effectsRasterScale > 0, effectsRasterScale <= 16 else {
            throw GraphicsError.invalidArgument("effectsRasterScale \(effectsRasterScale) (0 < scale ≤ 16)")
        }
        guard PNGEncoder.levels.contains(pngCompressionLevel) else {
            throw GraphicsError.invalidArgument("pngCompressionLevel \(pngCompressionLevel) (0…12)")
        }
        return self
    }
}

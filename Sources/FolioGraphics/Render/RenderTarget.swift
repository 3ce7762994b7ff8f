import CCairo
import FolioCore

/// What a walk draws and how it maps onto its output; effects' offscreen passes get one of their own.
struct RenderTarget {
    /// The kind of surface drawn on, and what that asks of effects.
    enum Output {
        /// A raster image, read back for glass backdrops while nothing is layered over it.
        case raster(OpaquePointer)
        /// A PDF or SVG page, whose blurred effects are images at `effectPixelsPerUnit`. A PDF tags its
        /// frames through `structure` and takes its wide blurs' full-resolution images into `deferred`,
        /// to embed them itself when it is finished (cairo is given the reduced image meanwhile).
        case vector(effectPixelsPerUnit: Double, structure: PDFStructure?, deferred: PDFEffectImages?)
        /// An effect's offscreen image (pixels are device units).
        case offscreen
    }

    /// The whole frame tree, for redrawing what lies behind a glass group.
    let root: Frame
    /// Root frame space → device space (pixels for raster output, points for PDF and SVG).
    let rootTransform: AffineTransform
    /// The device-space extent of the output.
    let deviceBounds: Rect
    let output: Output
    /// The frame at this path is not drawn: its pixels are on the canvas already (a covering paint
    /// copied from `CoveringPaintCache`). Only ever set on a raster output.
    var skipping: [Int]? = nil

    /// The raster output's surface, read back for glass backdrops; nil on other outputs.
    var readBackSurface: OpaquePointer? {
        if case .raster(let surface) = output { return surface }
        return nil
    }

    /// Pixels per device unit of the offscreen images effects are blurred in (1 on raster output).
    var effectPixelsPerUnit: Double {
        if case .vector(let k, _, _) = output { return k }
        return 1
    }

    /// Whether effect images are painted at `effectPixelsPerUnit` even when blurred below it: yes for
    /// PDF and SVG, whose embedded images promise that resolution; no for raster output, which scales
    /// the reduced image as it paints it.
    ///
    /// Also whether rounded clips are carried to the frames they can change (`CarriedClip`): PDF and
    /// SVG surfaces write a clip's outline again for every operation under it, while on raster output
    /// cairo rounds an unclipped fill's anti-aliased edge a unit differently here and there (invisible,
    /// but the goldens are kept byte for byte).
    var isVector: Bool {
        if case .vector = output { return true }
        return false
    }

    /// Tags frames on a PDF page (never in offscreen passes).
    var structure: PDFStructure? {
        if case .vector(_, let structure, _) = output { return structure }
        return nil
    }

    /// Where a PDF takes the full-resolution images of its wide blurs.
    var deferredEffects: PDFEffectImages? {
        if case .vector(_, _, let deferred) = output { return deferred }
        return nil
    }
}

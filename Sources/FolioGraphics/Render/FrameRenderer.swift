import CCairo
import FolioCore

/// The one walk over a frame tree onto a canvas, shared by PNG, PDF and SVG output. Each item kind
/// draws in its own file (`FrameRenderer+Group`, `+Shape`, `+Text`, `+Icon`, `+Image`, `+Effects`).
///
/// Coordinates compose as in `Frame.walk`: a frame's points are moved by its origin, and a group's
/// children are mapped by the group's transform first (about the group's own origin), then by that.
final class FrameRenderer {
    /// What is drawn and how it maps onto the output, shared by the renderers of offscreen passes.
    struct Target {
        /// The whole frame tree, for redrawing what lies behind a glass group.
        let root: Frame
        /// Root frame space → device space (pixels for raster output, points for PDF and SVG).
        let rootTransform: AffineTransform
        /// The device-space extent of the output.
        let deviceBounds: Rect
        /// The raster output's surface, read back for glass backdrops while nothing is layered over it.
        let readBackSurface: OpaquePointer?
        /// Pixels per device unit of the offscreen images effects are blurred in (1 on raster output).
        let effectPixelsPerUnit: Double
        /// Whether effect images are painted at `effectPixelsPerUnit` even when blurred below it: yes for
        /// PDF and SVG, whose embedded images promise that resolution; no for raster output, which
        /// scales the reduced image as it paints it.
        let embedsEffectsAtFullResolution: Bool
        /// Where a PDF takes the full-resolution images of its wide blurs, to embed them itself when it is
        /// finished (cairo is given the reduced image meanwhile); nil everywhere else.
        var deferredEffects: PDFEffectImages? = nil
        /// Whether rounded clips are carried to the frames they can change (`CarriedClip`): yes for PDF
        /// and SVG, whose surfaces write a clip's outline again for every operation under it; no for
        /// raster output, where cairo rounds an unclipped fill's anti-aliased edge a unit differently
        /// here and there (invisible, but the goldens are kept byte for byte).
        var carriesClips = false
        /// The frame at this path is not drawn: its pixels are on the canvas already (a covering paint
        /// copied from `CoveringPaintCache`). Never set on offscreen passes, which draw everything.
        var skipping: [Int]? = nil
    }

    let canvas: Canvas
    let target: Target
    let options: RenderOptions
    let session: FontSession
    /// Child indices from the root to the frame being drawn.
    var path: [Int]
    /// Drawing stops on reaching the frame at this path: used to redraw what lies behind it.
    let stopAt: [Int]?
    private(set) var stopped = false
    /// Drawing a shadow's or glow's silhouette: glass backdrops are filled solid instead of redrawn.
    let silhouette: Bool
    /// Tags frames on a PDF page (never in offscreen passes).
    let structure: PDFStructure?
    /// In a silhouette pass, where every pixel of this canvas is opaque already (see
    /// `FrameRenderer+Opaque`).
    var opaqueAreas: [OpaqueArea] = []
    /// Device rectangles inside which the current clip covers whole pixels.
    var clipInterior = FrameRenderer.unclipped
    /// Opacity layers open on this canvas.
    var layers = 0

    init(canvas: Canvas, target: Target, options: RenderOptions, session: FontSession,
         path: [Int] = [], stopAt: [Int]? = nil, silhouette: Bool = false, structure: PDFStructure? = nil) {
        self.canvas = canvas
        self.target = target
        self.options = options
        self.session = session
        self.path = path
        self.stopAt = stopAt
        self.silhouette = silhouette
        self.structure = structure
    }

    /// Paints the background and the whole tree, starting from the root transform.
    func drawRoot() throws {
        canvas.setTransform(target.rootTransform)
        if let background = options.background { canvas.paint(background) }
        try draw(target.root)
        try canvas.checkStatus()
    }

    /// Draws one frame and everything below it, inside `clip` where it can change the frame's pixels.
    func draw(_ frame: Frame, carrying clip: CarriedClip? = nil) throws {
        guard !stopped else { return }
        if let stopAt, path == stopAt {
            stopped = true
            return
        }
        if let skipping = target.skipping, path == skipping { return }
        if isUnderOpaque(frame) { return skipSubtree() }
        canvas.save()
        let outerClip = clipInterior
        defer { canvas.restore(); clipInterior = outerClip }
        var carried: CarriedClip?
        if let clip, clip.reaches(frame, parent: canvas.currentTransform) {
            if CarriedClip.passes(into: frame) { carried = clip } else { clip.apply(to: canvas) }
        }
        canvas.translate(frame.origin.x, frame.origin.y)
        let tags = structure?.open(frame, transform: canvas.currentTransform)
        defer { if let tags { structure?.close(tags) } }
        switch frame.item {
        case .group(let group): try drawGroup(group, frame, carrying: carried)
        case .shape(let shape): try drawShape(shape, frame); noteOpaque(shape.shape, in: frame.bounds, fill: shape.fill)
        case .text(let text): drawText(text, frame)
        case .icon(let icon): drawIcon(icon, frame)
        case .image(let image): try drawImage(image, frame)
        }
    }

    /// Draws a group's children in order, keeping `path` in step, carrying `clip` to them.
    func drawChildren(_ children: [Frame], carrying clip: CarriedClip? = nil) throws {
        for (index, child) in children.enumerated() where !stopped {
            path.append(index)
            defer { path.removeLast() }
            structure?.willDraw(children, index)
            try draw(child, carrying: clip)
            structure?.didDraw(children, index)
        }
    }

    /// Marks a subtree as passed without drawing it (stopping if the stop point lies inside).
    func skipSubtree() {
        if let stopAt, stopAt.starts(with: path) { stopped = true }
    }
}

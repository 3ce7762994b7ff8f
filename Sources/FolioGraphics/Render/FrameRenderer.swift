import CCairo
import FolioCore

/// The one walk over a frame tree onto a canvas, shared by PNG, PDF and SVG output. Each item kind
/// draws in its own file (`FrameRenderer+Group`, `+Shape`, `+Text`, `+Icon`, `+Image`), each effect
/// in its own (`+Shadow`, `+Glass`, `+Perspective`), as a pass of its own on an offscreen canvas.
///
/// What a frame is drawn under travels down the walk as a `RenderState` value. The renderer itself
/// holds what is the same for the whole walk, and two things a pass learns as it goes: whether it
/// has stopped, and where a silhouette is opaque.
///
/// Coordinates compose as in `Frame.walk`: a frame's points are moved by its origin, and a group's
/// children are mapped by the group's transform first (about the group's own origin), then by that.
final class FrameRenderer {
    let canvas: Canvas
    let target: RenderTarget
    let options: RenderOptions
    /// The calling thread's fonts and shaped text.
    let fonts: FontSession
    /// The caches shared with the caller's other renders.
    let session: RenderSession
    let pass: RenderPass
    /// Whether an `until` pass has reached its frame: nothing more is drawn.
    private(set) var stopped = false
    /// In a silhouette pass, where every pixel of this canvas is opaque already.
    var opaqueAreas: [OpaqueArea] = []

    init(canvas: Canvas, target: RenderTarget, options: RenderOptions, fonts: FontSession, session: RenderSession,
         pass: RenderPass = .whole) {
        self.canvas = canvas
        self.target = target
        self.options = options
        self.fonts = fonts
        self.session = session
        self.pass = pass
    }

    /// Paints the background and the whole tree, starting from the root transform.
    func drawRoot() throws {
        canvas.setTransform(target.rootTransform)
        if let background = options.background { canvas.paint(background) }
        try draw(target.root, RenderState(path: [], transform: canvas.currentTransform))
        try canvas.checkStatus()
    }

    /// Draws one frame and everything below it, under `state` (its parent's).
    func draw(_ frame: Frame, _ state: RenderState) throws {
        guard !stopped else { return }
        if case .until(let stop) = pass, state.path == stop {
            stopped = true
            return
        }
        if let skipping = target.skipping, state.path == skipping { return }
        if isUnderOpaque(frame, state) { return skipSubtree(state) }
        canvas.save()
        defer { canvas.restore() }
        var state = state
        if let clip = state.carried {
            state.carried = nil
            if clip.reaches(frame, parent: state.transform) {
                if CarriedClip.passes(into: frame) { state.carried = clip } else { clip.apply(to: canvas) }
            }
        }
        canvas.translate(frame.origin.x, frame.origin.y)
        state.transform = canvas.currentTransform
        let structure = target.structure
        let tags = structure?.open(frame, transform: state.transform)
        defer { if let tags { structure?.close(tags) } }
        switch frame.item {
        case .group(let group): try drawGroup(group, frame, state)
        case .shape(let shape): try drawShape(shape, frame); noteOpaque(shape.shape, in: frame.bounds, fill: shape.fill, state)
        case .text(let text): drawText(text, frame)
        case .icon(let icon): try drawIcon(icon, frame)
        case .image(let image): try drawImage(image, frame)
        }
    }

    /// Draws a group's children in order, each under a copy of `state` with its own path.
    func drawChildren(_ children: [Frame], _ state: RenderState) throws {
        let structure = target.structure
        for (index, child) in children.enumerated() where !stopped {
            structure?.willDraw(children, index)
            try draw(child, state.child(index))
            structure?.didDraw(children, index)
        }
    }

    /// Marks a subtree as passed without drawing it (stopping if the stop point lies inside).
    func skipSubtree(_ state: RenderState) {
        if pass.stops(inside: state.path) { stopped = true }
    }
}

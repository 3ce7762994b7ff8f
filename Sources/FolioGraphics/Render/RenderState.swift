import FolioCore

/// What a frame is drawn under, handed down the walk by value (as typst-render's `State`): each child
/// gets a copy, so nothing one frame sets reaches its siblings or its parent, and nothing needs undoing.
/// The canvas holds the same transform and clip for cairo, saved and restored around every frame.
struct RenderState {
    /// Child indices from the root to this frame.
    var path: [Int]
    /// This frame's parent space → device space (the frame's own once it is moved by its origin): the
    /// canvas's transform, read back from it so both agree to the bit.
    var transform: AffineTransform
    /// Device rectangles inside which the current clip covers whole pixels (see `FrameRenderer+Opaque`).
    var clipInterior = RenderState.unclipped
    /// Opacity layers open above this frame: a silhouette learns where it is opaque only outside them.
    var layers = 0
    /// An ancestor's rounded clip carried to the frames it can change (vector output, see `CarriedClip`).
    var carried: CarriedClip? = nil

    /// No clip: all of device space.
    static let unclipped = [Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)]

    /// The state a child at `index` starts from.
    func child(_ index: Int) -> RenderState {
        var child = self
        child.path.append(index)
        return child
    }
}

/// Which picture a walk draws: the output itself, or one of the offscreen pictures its effects are
/// made from. The effects choose the pass; the walk itself has no modes.
enum RenderPass: Equatable {
    /// Everything: the output, or a group in perspective drawn flat before it is warped.
    case whole
    /// Everything up to the frame at this path, not included: what lies behind a glass group, or an
    /// opaque gradient covering the canvas alone (to be kept, see `CoveringPaintCache`).
    case until([Int])
    /// A shadow's or glow's silhouette: glass is filled solid, and frames that fall where it is opaque
    /// already are left out (`FrameRenderer+Opaque`).
    case silhouette

    /// Whether the pass stops somewhere inside the frame at `path` (which must then be drawn flat).
    func stops(inside path: [Int]) -> Bool {
        guard case .until(let stop) = self else { return false }
        return stop.starts(with: path)
    }
}

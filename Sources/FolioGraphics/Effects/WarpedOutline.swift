import FolioCore

extension FrameRenderer {
    /// A silhouette of a group in perspective whose content fills a known outline (`Frame.solidOutline`,
    /// a tilted card): the outline itself mapped through the warp and filled, at the group's opacity,
    /// instead of the whole group drawn flat and warped. A projective map keeps lines straight, so the
    /// outline's curves, flattened at the canvas's tolerance, map point by point. Nothing is drawn when
    /// part of the outline falls behind the viewer, as `drawWarped` draws nothing then. False when the
    /// outline is not known (or this is not a silhouette), having drawn nothing.
    func drawWarpedOutline(_ group: Group, _ frame: Frame, _ warp: Homography, _ state: RenderState) -> Bool {
        guard pass == .silhouette, group.effects.allSatisfy({ if case .perspective = $0 { true } else { false } }) else { return false }
        var content = frame
        var unwarped = group
        (unwarped.effects, unwarped.opacity) = ([], 1)
        content.item = .group(unwarped)
        guard let outline = content.solidOutline else { return false }
        // The canvas's transform is the state's: its flattening is fine enough on the device.
        guard let warped = warp.concatenating(Homography(state.transform)).apply(canvas.flattened(outline.path)) else { return true }
        canvas.withState {
            canvas.setTransform(.identity)
            canvas.fill(warped, with: .solid(Color.black.opacity(group.opacity)))
        }
        return true
    }
}

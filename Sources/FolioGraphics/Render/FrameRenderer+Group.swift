import FolioCore

extension FrameRenderer {
    /// A group: its transform, then (inside an opacity layer when translucent) shadows and glows
    /// under it, its clip, glass backdrops, and its children. A group in perspective is drawn flat and
    /// warped (`drawWarped`), except while redrawing what lies behind glass inside it.
    func drawGroup(_ group: Group, _ frame: Frame, _ state: RenderState) throws {
        // Invisible groups draw nothing; a collapsed transform (scale 0, as a spring starts) too, and Cairo
        // would refuse its matrix.
        guard group.opacity > 0, group.transform.isInvertible else { return skipSubtree(state) }
        var state = state
        canvas.concatenate(group.transform)
        state.transform = canvas.currentTransform
        if let warp = group.warp, !pass.stops(inside: state.path) {
            return try drawWarped(group, frame, warp, state)
        }
        // What lies behind glass is captured before anything of this group is drawn.
        let backdrops = try captureBackdrops(group, frame, state)
        guard group.opacity < 1 else { return try drawFlat(group, frame, backdrops: backdrops, state) }
        canvas.pushGroup()
        target.structure?.suspend()
        state.layers += 1
        try drawFlat(group, frame, backdrops: backdrops, state)
        target.structure?.resume()
        canvas.popGroup(opacity: group.opacity)
    }

    /// The group unwarped and at full opacity: its shadows and glows, then its content.
    func drawFlat(_ group: Group, _ frame: Frame, backdrops: [Backdrop], _ state: RenderState) throws {
        for effect in group.effects { try drawUnderlay(effect, group, frame, state) }
        try drawContent(group, frame, backdrops: backdrops, state)
    }

    /// The group's clip, glass backdrops and children (what its shadows and glows are made from).
    /// On PDF and SVG a rounded clip is carried to the children it can change instead of being set
    /// around them all; an ancestor's carried clip goes on through a group without a clip of its own.
    func drawContent(_ group: Group, _ frame: Frame, backdrops: [Backdrop], _ state: RenderState) throws {
        guard let own = group.clip else {
            for backdrop in backdrops { paint(backdrop, state) }
            return try drawChildren(group.children, state)
        }
        var state = state
        if target.isVector, backdrops.isEmpty, let carried = CarriedClip(own, in: frame.bounds, transform: state.transform) {
            state.carried = carried
            return try drawChildren(group.children, state)
        }
        canvas.clip(own.path(in: frame.bounds))
        state.carried = nil
        state.clipInterior = narrowedClipInterior(own, frame.bounds, state)
        for backdrop in backdrops { paint(backdrop, state) }
        try drawChildren(group.children, state)
    }
}

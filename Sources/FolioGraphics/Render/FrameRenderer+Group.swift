import FolioCore

extension FrameRenderer {
    /// A group: its transform, then (inside an opacity layer when translucent) shadows and glows
    /// under it, its clip, glass backdrops, and its children. A group in perspective is drawn flat and
    /// warped (`drawWarped`), except while redrawing what lies behind glass inside it. `clip` is an
    /// ancestor's, carried to the frames it can change (only into plain groups: see `CarriedClip`).
    func drawGroup(_ group: Group, _ frame: Frame, carrying clip: CarriedClip? = nil) throws {
        // Invisible groups draw nothing; a collapsed transform (scale 0, as a spring starts) too, and Cairo
        // would refuse its matrix.
        guard group.opacity > 0, group.transform.isInvertible else { return skipSubtree() }
        canvas.concatenate(group.transform)
        if let warp = group.warp, !(stopAt?.starts(with: path) ?? false) {
            return try drawWarped(group, frame, warp)
        }
        // What lies behind glass is captured before anything of this group is drawn.
        let backdrops = try captureBackdrops(group, frame)
        let layered = group.opacity < 1
        if layered {
            canvas.pushGroup()
            layers += 1
            structure?.suspend()
        }
        try drawFlat(group, frame, backdrops: backdrops, carrying: clip)
        if layered {
            structure?.resume()
            layers -= 1
            canvas.popGroup(opacity: group.opacity)
        }
    }

    /// What lies behind each of the group's glass effects, blurred (see `captureBackdrop`).
    func captureBackdrops(_ group: Group, _ frame: Frame) throws -> [Backdrop] {
        try group.effects.compactMap { effect -> Backdrop? in
            guard case .backdropBlur(let radius, let shape) = effect else { return nil }
            return try captureBackdrop(radius: radius, shape: shape, in: frame.bounds)
        }
    }

    /// The group unwarped and at full opacity: its shadows and glows, then its content.
    func drawFlat(_ group: Group, _ frame: Frame, backdrops: [Backdrop], carrying clip: CarriedClip? = nil) throws {
        for effect in group.effects { try drawUnderlay(effect, group, frame) }
        try drawContent(group, frame, backdrops: backdrops, carrying: clip)
    }

    /// The group's clip, glass backdrops and children (what its shadows and glows are made from).
    /// On PDF and SVG a rounded clip is carried to the children it can change instead of being set
    /// around them all.
    func drawContent(_ group: Group, _ frame: Frame, backdrops: [Backdrop], carrying clip: CarriedClip? = nil) throws {
        guard let own = group.clip else {
            for backdrop in backdrops { paint(backdrop) }
            return try drawChildren(group.children, carrying: clip)
        }
        if target.carriesClips, backdrops.isEmpty, let carried = CarriedClip(own, in: frame.bounds, transform: canvas.currentTransform) {
            return try drawChildren(group.children, carrying: carried)
        }
        canvas.clip(own.path(in: frame.bounds))
        narrowClipInterior(own, frame.bounds)
        for backdrop in backdrops { paint(backdrop) }
        try drawChildren(group.children)
    }
}

import FolioCore

extension Group {
    /// The group's perspective effects composed in order, or nil when it has none.
    var warp: Homography? {
        effects.reduce(nil) { warp, effect in
            guard case .perspective(let t) = effect else { return warp }
            return (warp ?? .identity).concatenating(Homography(t))
        }
    }
}

extension FrameRenderer {
    /// A group in perspective: everything it draws (shadows, glows, glass, clip, children) is drawn flat
    /// offscreen, then warped by its homography onto the output through `PerspectiveWarp`, at the group's
    /// opacity. On PDF and SVG the warped result is an image at the effects' resolution.
    ///
    /// The flat image has the output's resolution, finer where the warp magnifies (up to twice), and a
    /// transparent margin. Each output pixel averages two bilinear samples, so edges stay antialiased
    /// where the flat image is finer than the output; a warp that only moves by whole pixels (the identity)
    /// copies pixels exactly instead. Glass inside sees what lies behind the group untilted. A warp that puts
    /// part of the group behind the viewer draws nothing. The flat image is a pass of its own: the whole
    /// group, or its silhouette when this is one (only its outline when that is known, `drawWarpedOutline`).
    func drawWarped(_ group: Group, _ frame: Frame, _ warp: Homography, _ state: RenderState) throws {
        if drawWarpedOutline(group, frame, warp, state) { return }
        let ctm = state.transform
        let toDevice = Homography(ctm)
        guard let fromDevice = toDevice.inverted() else { return skipSubtree(state) }
        // The warp in device space: back to the group's coordinates, warp, and out again.
        let deviceWarp = fromDevice.concatenating(warp).concatenating(toDevice)
        let flat = ctm.apply(frame.effectBounds(group))
        let k = target.effectPixelsPerUnit
        guard let warped = deviceWarp.bounds(of: flat), let unwarp = deviceWarp.inverted(),
              let region = warped.outset(by: 1 / k).intersection(canvas.deviceClipBounds)?.snapped(pixelsPerUnit: k),
              let reach = unwarp.bounds(of: region) else { return skipSubtree(state) }
        let exact = deviceWarp.isWholePixelShift(pixelsPerUnit: k)

        // The flat image covers all the warped region samples: pixman must never read off its edge.
        let flatK = exact ? k : k * Self.supersampling(deviceWarp.magnification(over: flat))
        let flatRegion = reach.outset(by: 2 / flatK).snapped(pixelsPerUnit: flatK)
        let flatPass = try offscreen(flatRegion, pixelsPerUnit: flatK, alphaOnly: false, pass: pass == .silhouette ? .silhouette : .whole,
                                     at: state.path, outputBounds: unwarp.bounds(of: target.deviceBounds))
        let (image, renderer) = (flatPass.image, flatPass.renderer)
        try renderer.drawFlat(group, frame, backdrops: renderer.captureBackdrops(group, frame, flatPass.state), flatPass.state)
        try renderer.canvas.checkStatus()

        let output = try ImageSurface(width: Int((region.width * k).rounded()), height: Int((region.height * k).rounded()))
        // Output pixel → device → flat device → flat pixel.
        let map = Homography.scale(1 / k).concatenating(.translation(region.minX, region.minY)).concatenating(unwarp)
            .concatenating(.translation(-flatRegion.minX, -flatRegion.minY)).concatenating(.scale(flatK))
        if exact {
            try PerspectiveWarp.composite(image.surface, over: output, map: map)
        } else {
            // Two samples per pixel, a quarter pixel up-left and down-right of its centre ("two rooks"): across
            // an edge they fall half a pixel apart (0.7 on a diagonal), so its antialiasing ramp is not stepped over.
            try PerspectiveWarp.compositeAveraging(image.surface, into: output,
                                                   maps: (Homography.translation(-0.25, -0.25).concatenating(map),
                                                          Homography.translation(0.25, 0.25).concatenating(map)))
        }
        paint(EffectImage(surface: output, region: region, pixelsPerUnit: k), shift: .zero, opacity: group.opacity)
    }

    /// How much finer than the output the flat image is drawn where the warp magnifies it: in quarter
    /// steps, from 1 up to 2.
    static func supersampling(_ magnification: Double) -> Double {
        min(2, max(1, (magnification * 4 - 1e-6).rounded(.up) / 4))
    }
}

extension Homography {
    /// Whether the map only moves points by whole pixels of a grid with `k` pixels per unit (within
    /// rounding), so resampling through it would copy pixels.
    func isWholePixelShift(pixelsPerUnit k: Double) -> Bool {
        let e = 1e-9
        let linear = abs(m[0] / m[8] - 1) < e && abs(m[1] / m[8]) < e && abs(m[3] / m[8]) < e && abs(m[4] / m[8] - 1) < e
        let flat = abs(m[6] / m[8]) < e && abs(m[7] / m[8]) < e
        let (dx, dy) = (m[2] / m[8] * k, m[5] / m[8] * k)
        return linear && flat && abs(dx - dx.rounded()) < 1e-6 && abs(dy - dy.rounded()) < 1e-6
    }
}

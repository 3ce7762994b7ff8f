import CCairo

/// Paints one ARGB32 image into another through a projective map, with pixman (Cairo's own
/// rasteriser): bilinear sampling inside, and soft edges where the source fades to its transparent
/// margin (nothing outside the source is sampled: pixman's `REPEAT_NONE`).
enum PerspectiveWarp {
    /// Composites `source` over `destination`. `map` takes destination pixel coordinates to source pixel
    /// coordinates (pixel `i` spans `i…i + 1`), as pixman wants (it samples the source for each
    /// destination pixel, not the other way round).
    ///
    /// pixman works in 16.16 fixed point and divides without a sign, so over the whole destination `map`
    /// must keep w > 0 and land on non-negative source coordinates: give the source enough transparent
    /// margin to cover where the destination's corners map.
    static func composite(_ source: ImageSurface, over destination: ImageSurface, map: Homography) throws {
        guard source.bytesPerPixel == 4, destination.bytesPerPixel == 4 else {
            throw GraphicsError.invalidArgument("the perspective warp works on ARGB32 images")
        }
        let (cx, cy) = destination.centre
        var transform = try fixedPoint(map, over: destination)
        try source.withPixels { src in
            try destination.withPixels { dst in
                let from = try pixmanImage(source, src)
                defer { pixman_image_unref(from) }
                let to = try pixmanImage(destination, dst)
                defer { pixman_image_unref(to) }
                guard pixman_image_set_transform(from, &transform) != 0,
                      pixman_image_set_filter(from, PIXMAN_FILTER_BILINEAR, nil, 0) != 0 else {
                    throw GraphicsError.cairo(message: "pixman refused the perspective transform")
                }
                pixman_image_set_repeat(from, PIXMAN_REPEAT_NONE)
                pixman_image_composite32(PIXMAN_OP_OVER, from, nil, to, Int32(-cx), Int32(-cy), 0, 0, 0, 0,
                                         Int32(destination.width), Int32(destination.height))
            }
        }
    }

    /// Paints into a cleared `destination` the average of two bilinear samples of `source` per pixel, one
    /// through each of `maps` (each as in `composite`), byte by byte rounding half up.
    ///
    /// The bytes are those of compositing through each map with pixman into two cleared images and
    /// averaging them, which is what this replaced: pixman takes a projective map down its general path,
    /// a function call per pixel fetched, four times a sample, and that was a third of a share card's time.
    /// Here each row starts where pixman's does (`pixman_transform_point_3d` on the row's first pixel
    /// centre), steps by the map's first column in 16.16 fixed point, divides as pixman does, and
    /// interpolates with pixman's 7-bit weights; OVER onto a cleared pixel is the sample itself.
    static func compositeAveraging(_ source: ImageSurface, into destination: ImageSurface,
                                   maps: (Homography, Homography)) throws {
        guard source.bytesPerPixel == 4, destination.bytesPerPixel == 4 else {
            throw GraphicsError.invalidArgument("the perspective warp works on ARGB32 images")
        }
        let (cx, cy) = destination.centre
        var first = try fixedPoint(maps.0, over: destination), second = try fixedPoint(maps.1, over: destination)
        try source.withPixels { src in
            try destination.withPixels { dst in
                for row in 0..<destination.height {
                    guard let a = Walk(&first, x: -cx, y: row - cy), let b = Walk(&second, x: -cx, y: row - cy) else {
                        throw GraphicsError.invalidArgument("perspective warp overflows pixman's fixed point")
                    }
                    averageRow(UnsafeMutableRawPointer(dst + row * destination.stride).assumingMemoryBound(to: UInt32.self),
                               count: destination.width, a, b, UnsafeRawPointer(src), width: source.width, height: source.height,
                               stride: source.stride)
                }
            }
        }
    }

    /// A homogeneous source position in 16.16 fixed point at a destination row's first pixel, and its
    /// step to the next pixel (the map's first column).
    private struct Walk {
        let x: Int32, y: Int32, w: Int32
        let ux: Int32, uy: Int32, uw: Int32

        /// Starts at the centre of destination pixel (`x`, `y`) mapped by `transform`; nil where pixman's
        /// own mapping overflows (and pixman would leave the row undrawn).
        init?(_ transform: inout pixman_transform, x: Int, y: Int) {
            var v = pixman_vector(vector: (pixman_fixed_t(x) << 16 + 0x8000, pixman_fixed_t(y) << 16 + 0x8000, 0x10000))
            guard pixman_transform_point_3d(&transform, &v) != 0 else { return nil }
            (self.x, self.y, self.w) = v.vector
            (ux, uy, uw) = (transform.matrix.0.0, transform.matrix.1.0, transform.matrix.2.0)
        }
    }

    /// One destination row: per pixel the two walks' samples, averaged byte by byte rounding half up.
    private static func averageRow(_ out: UnsafeMutablePointer<UInt32>, count: Int, _ a: Walk, _ b: Walk,
                                   _ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        var (ax, ay, aw) = (a.x, a.y, a.w), (bx, by, bw) = (b.x, b.y, b.w)
        for i in 0..<count {
            let p = sample(ax, ay, aw, pixels, width: width, height: height, stride: stride)
            let q = sample(bx, by, bw, pixels, width: width, height: height, stride: stride)
            out[i] = (p | q) &- (((p ^ q) >> 1) & 0x7f7f_7f7f)
            (ax, ay, aw) = (ax &+ a.ux, ay &+ a.uy, aw &+ a.uw)
            (bx, by, bw) = (bx &+ b.ux, by &+ b.uy, bw &+ b.uw)
        }
    }

    /// The bilinear sample at homogeneous (`x`, `y`, `w`) as pixman takes it with `PIXMAN_REPEAT_NONE`:
    /// the position divided out as pixman divides (unsigned 48.16 over 16.16), then the four pixels
    /// around it weighted in 7-bit steps of a pixel, transparent outside the image.
    @inline(__always)
    private static func sample(_ x: Int32, _ y: Int32, _ w: Int32, _ pixels: UnsafeRawPointer,
                               width: Int, height: Int, stride: Int) -> UInt32 {
        let (sx, sy): (Int32, Int32)
        if w != 0 {
            let divisor = UInt64(bitPattern: Int64(w))
            sx = Int32(truncatingIfNeeded: (UInt64(bitPattern: Int64(x)) &<< 16) / divisor)
            sy = Int32(truncatingIfNeeded: (UInt64(bitPattern: Int64(y)) &<< 16) / divisor)
        } else {
            (sx, sy) = (0, 0)
        }
        let (x1, y1) = (sx &- 0x8000, sy &- 0x8000)
        let (px, py) = (Int(x1 &>> 16), Int(y1 &>> 16))
        // The two pixels above the sample and the two below, each pair as one word, left in the low half.
        let top: UInt64, bottom: UInt64
        if px >= 0, px < width &- 1, py >= 0, py < height &- 1 {
            let at = pixels + (py &* stride &+ px &* 4)
            // The next output row samples a row or two further down the flat image (finer than the
            // output up to twice): asking for those lines now keeps the walk from waiting on memory,
            // where a third of its time went (a share card's flat image is 10–20 MB, far past the caches).
            folio_prefetch(at + 2 &* stride)
            folio_prefetch(at + 3 &* stride)
            (top, bottom) = (at.loadUnaligned(as: UInt64.self), at.loadUnaligned(fromByteOffset: stride, as: UInt64.self))
        } else {
            @inline(__always) func pixel(_ x: Int, _ y: Int) -> UInt64 {
                guard x >= 0, x < width, y >= 0, y < height else { return 0 }
                return UInt64(pixels.load(fromByteOffset: y &* stride &+ x &* 4, as: UInt32.self))
            }
            (top, bottom) = (pixel(px, py) | pixel(px &+ 1, py) &<< 32, pixel(px, py &+ 1) | pixel(px &+ 1, py &+ 1) &<< 32)
        }
        // Where the four are one colour (the card's clear margin, flat fills) the weights add up to it.
        if top == bottom, top & 0xffff_ffff == top &>> 32 { return UInt32(truncatingIfNeeded: top) }
        // pixman's weights are 7-bit steps (a, b) of the pixel: each channel is Σ c·(256 − 2a)(256 − 2b)…
        // over 2^16, which is Σ c·(128 − a)(128 − b)… over 2^14 — rows blended first in 16 bits (at most
        // 255·128), then the two columns in 32.
        let a = UInt16(truncatingIfNeeded: (x1 &>> 9) & 0x7f), b = UInt16(truncatingIfNeeded: (y1 &>> 9) & 0x7f)
        let upper = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(top, to: SIMD8<UInt8>.self))
        let lower = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(bottom, to: SIMD8<UInt8>.self))
        let rows = upper &* (128 &- b) &+ lower &* b
        let columns = SIMD4<UInt32>(truncatingIfNeeded: rows.lowHalf) &* UInt32(128 &- a)
            &+ SIMD4<UInt32>(truncatingIfNeeded: rows.highHalf) &* UInt32(a)
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: columns &>> 14), to: UInt32.self)
    }

    /// `map` from `destination`'s pixels numbered from its `centre` (pixman's source offset does that, which
    /// keeps the fixed-point numbers small and so precise) in pixman's 16.16 fixed point, scaled (a
    /// homography is the same map at any scale) by the largest power of two that keeps every coefficient
    /// and every homogeneous coordinate pixman computes over the destination within its range. A power of
    /// two keeps whole-pixel shifts exact.
    private static func fixedPoint(_ map: Homography, over destination: ImageSurface) throws -> pixman_transform {
        let (cx, cy) = destination.centre
        let corners = [(-cx, -cy), (destination.width - cx, -cy), (destination.width - cx, destination.height - cy),
                       (-cx, destination.height - cy)]
        let map = Homography.translation(Double(cx), Double(cy)).concatenating(map)
        var largest = map.m.map(abs).max() ?? 0
        for (x, y) in corners {
            let (px, py) = (Double(x), Double(y))
            let h = [0, 3, 6].map { map.m[$0] * px + map.m[$0 + 1] * py + map.m[$0 + 2] }
            guard h[2] > 0, h[0] >= 0, h[1] >= 0 else {
                throw GraphicsError.invalidArgument("perspective warp reaches behind the viewer or outside its source")
            }
            largest = max(largest, h[0], h[1], h[2])
        }
        guard largest.isFinite, largest > 0 else { throw GraphicsError.invalidArgument("perspective warp is not finite") }
        var scale = 1.0
        while largest * scale * 2 < 30000 { scale *= 2 }
        while largest * scale >= 30000 { scale /= 2 }
        let f = map.m.map { pixman_fixed_t(($0 * scale * 65536).rounded()) }
        return pixman_transform(matrix: ((f[0], f[1], f[2]), (f[3], f[4], f[5]), (f[6], f[7], f[8])))
    }

    /// A pixman image over an ARGB32 surface's pixels (Cairo's ARGB32 is pixman's premultiplied a8r8g8b8).
    private static func pixmanImage(_ surface: ImageSurface, _ data: UnsafeMutablePointer<UInt8>) throws -> OpaquePointer {
        let image = data.withMemoryRebound(to: UInt32.self, capacity: surface.stride / 4 * surface.height) {
            pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(surface.width), Int32(surface.height), $0, Int32(surface.stride))
        }
        guard let image else { throw GraphicsError.cairo(message: "pixman could not wrap an image surface") }
        return image
    }
}

private extension ImageSurface {
    /// The pixel the warp numbers the others from.
    var centre: (Int, Int) { (width / 2, height / 2) }
}

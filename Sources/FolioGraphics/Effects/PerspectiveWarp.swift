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
        // Destination pixels are numbered from the middle (pixman's source offset does that), which keeps
        // the fixed-point numbers small and so precise.
        let (cx, cy) = (destination.width / 2, destination.height / 2)
        let centred = Homography.translation(Double(cx), Double(cy)).concatenating(map)
        var transform = try fixedPoint(centred, over: [(-cx, -cy), (destination.width - cx, -cy),
                                                       (destination.width - cx, destination.height - cy),
                                                       (-cx, destination.height - cy)])
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

    /// Averages two ARGB32 images of one size into the first, byte by byte (rounding half up).
    static func average(_ a: ImageSurface, _ b: ImageSurface) throws {
        guard a.width == b.width, a.height == b.height, a.bytesPerPixel == 4, b.bytesPerPixel == 4 else {
            throw GraphicsError.invalidArgument("averaging images of different sizes or formats")
        }
        try a.withPixels { pa in
            try b.withPixels { pb in
                for y in 0..<a.height {
                    let (ra, rb) = (pa + y * a.stride, pb + y * b.stride)
                    for x in 0..<a.width * 4 { ra[x] = UInt8((UInt16(ra[x]) + UInt16(rb[x]) + 1) / 2) }
                }
            }
        }
    }

    /// `map` in pixman's 16.16 fixed point, scaled (a homography is the same map at any scale) by the
    /// largest power of two that keeps every coefficient and every homogeneous coordinate pixman computes
    /// over `corners` within its range. A power of two keeps whole-pixel shifts exact.
    private static func fixedPoint(_ map: Homography, over corners: [(Int, Int)]) throws -> pixman_transform {
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

/// Folio's Gaussian blur: three box blurs, horizontal then vertical, each an O(n) running sum, on
/// premultiplied ARGB32 or A8 pixels (every byte is blurred on its own, so byte order does not matter).
///
/// Convention: an effect's `radius` is twice the Gaussian's standard deviation (sigma = radius / 2, as
/// CSS blurs and shadows are specified), so the visible halo reaches about one radius and is gone by
/// 1.5 × radius. Box sizes follow the SVG/CSS filter specification: d = ⌊sigma · 3√(2π) / 4 + 0.5⌋;
/// odd d: three centred boxes of d; even d: a box of d leaning left, one leaning right, and a centred
/// box of d + 1, so the result stays symmetric. d is capped at 255 (sigma ≈ 135 px): wider blurs are
/// made on downscaled images (`EffectResolution`). Pixels beyond the edges count as transparent, or
/// (`extendEdges`, for glass at the edge of the output) as copies of the edge pixels.
/// Pure: safe to run on many surfaces at once.
enum Blur {
    /// The standard deviation in pixels for an effect radius of `radius` pixels.
    static func sigma(radius: Double) -> Double { radius / 2 }

    /// The (left, right) reach of each of the three box passes for `sigma` pixels; empty when the
    /// blur would not move a pixel.
    static func boxes(sigma: Double) -> [(Int, Int)] {
        guard sigma.isFinite, sigma > 0 else { return [] }
        let d = Int(min(254, (sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
        guard d > 1 else { return [] }
        if d % 2 == 1 { return Array(repeating: (d / 2, d / 2), count: 3) }
        return [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// How many pixels beyond its source a blur of `sigma` pixels can spread (at most about 3 sigma):
    /// offscreen surfaces are padded by this so halos are never cut at their edges.
    static func reach(sigma: Double) -> Int {
        boxes(sigma: sigma).reduce(0) { $0 + max($1.0, $1.1) }
    }

    /// One box pass: the window [x − lo, x + hi] and a reciprocal that divides by its size exactly
    /// (for sums of 16-bit samples over at most 255 of them) with a multiply, which vectorises.
    private struct Box {
        let lo: Int, hi: Int
        let half: UInt32, reciprocal: UInt64

        init(_ reach: (Int, Int)) {
            (lo, hi) = reach
            let size = UInt64(lo + hi + 1)
            half = UInt32(size / 2)
            reciprocal = (1 << 32) / size + 1
        }

        /// The rounded mean of a window whose samples add up to `sum`.
        @inline(__always)
        func mean(_ sum: UInt32) -> UInt16 {
            UInt16(truncatingIfNeeded: (UInt64(sum &+ half) &* reciprocal) >> 32)
        }
    }

    /// Blurs the surface's pixels in place with standard deviation `sigma` pixels. The passes run on
    /// 16-bit samples (8 fractional bits), so rounding between them does not eat faint halos.
    static func apply(to surface: ImageSurface, sigma: Double, extendEdges: Bool = false) throws {
        let passes = boxes(sigma: sigma).map(Box.init)
        guard !passes.isEmpty else { return }
        let (w, h, stride, bpp) = (surface.width, surface.height, surface.stride, surface.bytesPerPixel)
        let rowSamples = w * bpp, count = rowSamples * h
        try surface.withPixels { pixels in
            let a = UnsafeMutablePointer<UInt16>.allocate(capacity: count)
            let b = UnsafeMutablePointer<UInt16>.allocate(capacity: count)
            let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: rowSamples)
            defer { a.deallocate(); b.deallocate(); sums.deallocate() }
            for y in 0..<h {
                for i in 0..<rowSamples { a[y * rowSamples + i] = UInt16(pixels[y * stride + i]) << 8 }
            }
            // Ping-pong between the two buffers: after six passes the result is back in `a`.
            var (src, dst) = (a, b)
            for box in passes {
                for y in 0..<h {
                    horizontal(src + y * rowSamples, dst + y * rowSamples, count: w, bpp: bpp, box: box,
                               extendEdges: extendEdges)
                }
                swap(&src, &dst)
            }
            for box in passes {
                vertical(src, dst, rows: h, rowSamples: rowSamples, box: box, extendEdges: extendEdges, sums: sums)
                swap(&src, &dst)
            }
            for y in 0..<h {
                for i in 0..<rowSamples { pixels[y * stride + i] = UInt8((src[y * rowSamples + i] + 0x80) >> 8) }
            }
        }
    }

    /// One box pass along a row: each sample becomes the rounded mean of its window.
    private static func horizontal(_ src: UnsafePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt16>,
                                   count: Int, bpp: Int, box: Box, extendEdges: Bool) {
        for c in 0..<bpp {
            // What the window reads beyond the row's ends.
            let before = extendEdges ? UInt32(src[c]) : 0, after = extendEdges ? UInt32(src[(count - 1) * bpp + c]) : 0
            var sum = before &* UInt32(box.lo)
            for x in 0...box.hi { sum &+= x < count ? UInt32(src[x * bpp + c]) : after }
            for x in 0..<count {
                dst[x * bpp + c] = box.mean(sum)
                sum &+= x + box.hi + 1 < count ? UInt32(src[(x + box.hi + 1) * bpp + c]) : after
                sum &-= x - box.lo >= 0 ? UInt32(src[(x - box.lo) * bpp + c]) : before
            }
        }
    }

    /// One box pass down the columns, all columns at once with a running sum per sample of a row.
    private static func vertical(_ src: UnsafePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt16>, rows: Int,
                                 rowSamples: Int, box: Box, extendEdges: Bool, sums: UnsafeMutablePointer<UInt32>) {
        // The row the window reads beyond the top or bottom edge (none: transparent).
        let above = extendEdges ? src : nil, below = extendEdges ? src + (rows - 1) * rowSamples : nil
        sums.initialize(repeating: 0, count: rowSamples)
        func add(_ row: UnsafePointer<UInt16>?, times: UInt32 = 1) {
            guard let row else { return }
            for i in 0..<rowSamples { sums[i] &+= UInt32(row[i]) &* times }
        }
        func subtract(_ row: UnsafePointer<UInt16>?) {
            guard let row else { return }
            for i in 0..<rowSamples { sums[i] &-= UInt32(row[i]) }
        }
        add(above, times: UInt32(box.lo))
        for y in 0...box.hi { add(y < rows ? src + y * rowSamples : below) }
        for y in 0..<rows {
            let out = dst + y * rowSamples
            for i in 0..<rowSamples { out[i] = box.mean(sums[i]) }
            add(y + box.hi + 1 < rows ? src + (y + box.hi + 1) * rowSamples : below)
            subtract(y - box.lo >= 0 ? src + (y - box.lo) * rowSamples : above)
        }
    }
}

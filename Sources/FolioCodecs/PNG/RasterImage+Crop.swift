extension RasterImage {
    /// The part of the picture in the pixel rectangle from (`x`, `y`), `width` × `height` (clamped to
    /// the picture), enlarged `zoom` times with each pixel a square block, so a change of a few
    /// pixels is seen at a glance, sharp.
    public func cropped(x: Int, y: Int, width w: Int, height h: Int, zoom: Int = 1) -> RasterImage {
        let x0 = min(max(0, x), width - 1), y0 = min(max(0, y), height - 1)
        let cw = max(1, min(w, width - x0)), ch = max(1, min(h, height - y0))
        let z = max(1, zoom)
        var out = [UInt8](repeating: 0, count: cw * z * ch * z * 4)
        let rowBytes = cw * z * 4
        for row in 0..<ch {
            let source = ((y0 + row) * width + x0) * 4
            var line = [UInt8](repeating: 0, count: rowBytes)
            for column in 0..<cw {
                let s = source + column * 4
                for k in 0..<z {
                    let d = (column * z + k) * 4
                    (line[d], line[d + 1], line[d + 2], line[d + 3]) = (pixels[s], pixels[s + 1], pixels[s + 2], pixels[s + 3])
                }
            }
            for k in 0..<z { out.replaceSubrange((row * z + k) * rowBytes..<(row * z + k + 1) * rowBytes, with: line) }
        }
        return RasterImage(width: cw * z, height: ch * z, pixels: out)
    }
}

extension RasterImage {
    /// The picture made `factor` (1…256) times smaller, each pixel the average of a `factor` × `factor`
    /// block (alpha-weighted, so transparent pixels don't darken their neighbours): a thumbnail.
    ///
    /// Rows are summed into one accumulator per output pixel, four channels to a vector, and an opaque
    /// block (nearly all of a screen's) is divided by its sample count as a multiply: a storybook's
    /// thumbnails spent more time here than in decoding the PNGs they come from.
    public func downscaled(by factor: Int) -> RasterImage {
        let f = min(256, max(1, factor))
        guard f > 1 else { return self }
        let (w, h) = (max(1, width / f), max(1, height / f))
        // A picture narrower or shorter than a block (1 pixel made 3 times smaller) is one block of it.
        let (bw, bh) = (min(f, width), min(f, height)), samples = UInt32(bw * bh)
        // ⌊v / samples⌋ for v < 2^24 (every numerator here), as a multiply and a shift.
        let magic = (UInt64(1) << 40) / UInt64(samples) + 1, half = samples / 2, opaque = 255 * samples
        @inline(__always) func divide(_ v: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: (UInt64(v) &* magic) >> 40) }
        let out = [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, count in
            pixels.withUnsafeBytes { source in
                withUnsafeTemporaryAllocation(of: SIMD4<UInt32>.self, capacity: w) { sums in
                    let (p, o) = (source.baseAddress!, out.baseAddress!)
                    for y in 0..<h {
                        for x in 0..<w { sums[x] = .zero }
                        for dy in 0..<bh {
                            let row = p + (y * f + dy) * width * 4
                            for x in 0..<w {
                                var sum = sums[x]
                                for dx in 0..<bw {
                                    let px = SIMD4<UInt32>(truncatingIfNeeded: row.loadUnaligned(fromByteOffset: (x * f + dx) * 4, as: SIMD4<UInt8>.self))
                                    sum &+= px &* SIMD4(px[3], px[3], px[3], 1)
                                }
                                sums[x] = sum
                            }
                        }
                        for x in 0..<w {
                            let (s, a, q) = (sums[x], sums[x][3], o + (y * w + x) * 4)
                            if a == opaque {
                                // Each weighted sum is 255 S, and (255 S + ⌊255n/2⌋) / 255n rounds as (S + ⌊n/2⌋) / n.
                                (q[0], q[1], q[2]) = (divide(s[0] / 255 + half), divide(s[1] / 255 + half), divide(s[2] / 255 + half))
                            } else if a > 0 {
                                (q[0], q[1], q[2]) = (UInt8((s[0] + a / 2) / a), UInt8((s[1] + a / 2) / a), UInt8((s[2] + a / 2) / a))
                            } else {
                                (q[0], q[1], q[2]) = (0, 0, 0)
                            }
                            q[3] = divide(a + half)
                        }
                    }
                }
            }
            count = w * h * 4
        }
        return RasterImage(width: w, height: h, pixels: out)
    }
}

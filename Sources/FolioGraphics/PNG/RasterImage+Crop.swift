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
    /// The picture made `factor` times smaller, each pixel the average of a `factor` × `factor`
    /// block (alpha-weighted, so transparent pixels don't darken their neighbours): a thumbnail.
    public func downscaled(by factor: Int) -> RasterImage {
        let f = max(1, factor)
        guard f > 1 else { return self }
        let (w, h) = (max(1, width / f), max(1, height / f))
        // A picture narrower or shorter than a block (1 pixel made 3 times smaller) is one block of it.
        let (bw, bh) = (min(f, width), min(f, height)), samples = bw * bh
        let out = [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, count in
            pixels.withUnsafeBufferPointer { source in
                let (p, o) = (source.baseAddress!, out.baseAddress!)
                for y in 0..<h {
                    for x in 0..<w {
                        var (r, g, b, a) = (0, 0, 0, 0)
                        for dy in 0..<bh {
                            let row = p + ((y * f + dy) * width + x * f) * 4
                            for dx in 0..<bw {
                                let px = row + dx * 4, alpha = Int(px[3])
                                (r, g, b, a) = (r + Int(px[0]) * alpha, g + Int(px[1]) * alpha, b + Int(px[2]) * alpha, a + alpha)
                            }
                        }
                        let q = o + (y * w + x) * 4
                        if a > 0 {
                            (q[0], q[1], q[2]) = (UInt8((r + a / 2) / a), UInt8((g + a / 2) / a), UInt8((b + a / 2) / a))
                        } else {
                            (q[0], q[1], q[2]) = (0, 0, 0)
                        }
                        q[3] = UInt8((a + samples / 2) / samples)
                    }
                }
            }
            count = w * h * 4
        }
        return RasterImage(width: w, height: h, pixels: out)
    }
}

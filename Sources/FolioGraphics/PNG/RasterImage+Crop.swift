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

/// RGBA8 pixels read in place, with the neighbourhood tests of pixelmatch's anti-aliasing detector
/// (after Vyšniauskas, "Anti-aliased Pixel and Intensity Slope Detector", 2009).
struct Pixels {
    let bytes: UnsafeBufferPointer<UInt8>
    let width: Int
    let height: Int

    /// Whether the pixel at (x, y) looks like anti-aliasing: it has at most two neighbours of its own
    /// colour, both a darker and a brighter neighbour, and the darkest or the brightest of those sits
    /// in a flat area (three or more neighbours of its colour) in this picture and in `other`.
    func isAntialiased(_ x: Int, _ y: Int, other: Pixels) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let i = (y * width + x) * 4
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (0, 0), brightestAt = (0, 0)
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                let delta = colorDelta(self, i, self, (ny * width + nx) * 4, brightnessOnly: true)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (nx, ny)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (nx, ny)
                }
            }
        }
        guard darkest != 0, brightest != 0 else { return false }
        return (hasManySiblings(darkestAt.0, darkestAt.1) && other.hasManySiblings(darkestAt.0, darkestAt.1))
            || (hasManySiblings(brightestAt.0, brightestAt.1) && other.hasManySiblings(brightestAt.0, brightestAt.1))
    }

    /// Whether the pixel at (x, y) has three or more neighbours of exactly its colour (an image edge
    /// counts as one).
    func hasManySiblings(_ x: Int, _ y: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let i = (y * width + x) * 4
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                let j = (ny * width + nx) * 4
                if bytes[i] == bytes[j], bytes[i + 1] == bytes[j + 1], bytes[i + 2] == bytes[j + 2], bytes[i + 3] == bytes[j + 3] {
                    equal += 1
                }
                if equal > 2 { return true }
            }
        }
        return false
    }

    /// The pixel at byte offset `i` as grey, faded towards white (10 % of its brightness shows).
    func faded(_ i: Int) -> (UInt8, UInt8, UInt8) {
        let alpha = 0.1 * Double(bytes[i + 3]) / 255
        let grey = UInt8(clamping: Int(blendWithWhite(brightness(Double(bytes[i]), Double(bytes[i + 1]), Double(bytes[i + 2])), alpha).rounded()))
        return (grey, grey, grey)
    }
}

/// The perceptual distance between pixel `i` of `a` and pixel `j` of `b` (Kotsarenko and Ramos,
/// "Measuring perceived color difference using YIQ NTSC transmission color space in mobile
/// applications", 2010), exactly as pixelmatch 7 computes it. Negative when `b` is darker. With
/// `brightnessOnly`, the difference of the Y (brightness) channel alone, `a` minus `b`.
///
/// Transparency counts: where either pixel is translucent both are composited over the same
/// background, a pattern of dark and light channels that changes from pixel to pixel (pixelmatch 7's,
/// from the byte offset `i`), and the alpha change itself enters the difference — so a pixel that
/// turns transparent differs, whatever colour it keeps (blending both over white, as pixelmatch 5
/// did, let a white pixel fade out unseen).
func colorDelta(_ a: Pixels, _ i: Int, _ b: Pixels, _ j: Int, brightnessOnly: Bool) -> Double {
    let p = a.bytes, q = b.bytes
    if p[i] == q[j], p[i + 1] == q[j + 1], p[i + 2] == q[j + 2], p[i + 3] == q[j + 3] { return 0 }
    let (r1, g1, b1, a1) = (Double(p[i]), Double(p[i + 1]), Double(p[i + 2]), Double(p[i + 3]))
    let (r2, g2, b2, a2) = (Double(q[j]), Double(q[j + 1]), Double(q[j + 2]), Double(q[j + 3]))
    var (dr, dg, db) = (r1 - r2, g1 - g2, b1 - b2)
    let da = a1 - a2
    if a1 < 255 || a2 < 255 {
        let (rb, gb, bb) = diffBackground(i)
        dr = (r1 * a1 - r2 * a2 - rb * da) / 255
        dg = (g1 * a1 - g2 * a2 - gb * da) / 255
        db = (b1 * a1 - b2 * a2 - bb * da) / 255
    }
    let y = brightness(dr, dg, db)
    if brightnessOnly { return y }
    let inPhase = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let quadrature = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * inPhase * inPhase + 0.1957 * quadrature * quadrature
    return y > 0 ? -delta : delta
}

/// pixelmatch 7's background for translucent pixels at byte offset `k`: each channel 48 or 207,
/// switching with `k`, `k / φ` and `k / φ²` (truncated), so no one colour can hide a change of alpha.
func diffBackground(_ k: Int) -> (Double, Double, Double) {
    func level(_ n: Int) -> Double { 48 + 159 * Double(n % 2) }
    return (level(k), level(Int(Double(k) / 1.618033988749895)), level(Int(Double(k) / 2.618033988749895)))
}

/// The Y (brightness) of YIQ.
func brightness(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.29889531 + g * 0.58662247 + b * 0.11448223
}

/// A channel of a colour with opacity `alpha` drawn over white.
func blendWithWhite(_ channel: Double, _ alpha: Double) -> Double {
    255 + (channel - 255) * alpha
}

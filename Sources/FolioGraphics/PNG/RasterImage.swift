/// A picture as pixels: `width` × `height`, four bytes per pixel (red, green, blue, alpha), straight
/// (not premultiplied) alpha, rows top to bottom. What raster rendering gives and PNG decoding reads.
public struct RasterImage: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// RGBA8, `width * height * 4` bytes.
    public let pixels: [UInt8]

    /// An image from RGBA8 pixels; `pixels` must hold exactly `width * height * 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4,
                     "RasterImage needs width × height × 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes any valid PNG (any bit depth and colour type, interlaced or not) no bigger than `limits`.
    /// - Throws: `GraphicsError.invalidPNG` saying what is wrong with the bytes.
    public init(png: [UInt8], limits: PNGLimits = .standard) throws {
        self = try PNGDecoder.decode(png, limits: limits)
    }

    /// The pixel at column `x`, row `y` (both from zero, top-left first).
    public func rgba(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Encodes as PNG (RGB when fully opaque, else RGBA; filter None; libdeflate at `compressionLevel`
    /// 0…12), tagged sRGB, its physical density `pixelsPerPoint` × 72 dpi (pHYs).
    public func png(compressionLevel: Int = 6, pixelsPerPoint: Double = 1) throws -> [UInt8] {
        try png(compressionLevel: compressionLevel, pixelsPerPoint: pixelsPerPoint, keepingAlpha: false)
    }

    /// As ``png(compressionLevel:pixelsPerPoint:)``, RGBA even when opaque if `keepingAlpha`.
    func png(compressionLevel: Int, pixelsPerPoint: Double = 1, keepingAlpha: Bool) throws -> [UInt8] {
        try pixels.withUnsafeBufferPointer {
            try PNGEncoder.encode(rgba: $0, width: width, height: height, level: compressionLevel, pixelsPerPoint: pixelsPerPoint,
                                  keepingAlpha: keepingAlpha)
        }
    }

    /// Whether every pixel is opaque.
    var isOpaque: Bool { stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 0xFF } }

    /// This picture over `below` (same size, opaque): what a viewer shows where it is not opaque.
    func composited(over below: RasterImage) -> RasterImage {
        var out = pixels
        for i in stride(from: 0, to: out.count, by: 4) where out[i + 3] != 0xFF {
            let a = Int(out[i + 3])
            for c in 0..<3 { out[i + c] = UInt8((Int(out[i + c]) * a + Int(below.pixels[i + c]) * (255 - a) + 127) / 255) }
            out[i + 3] = 0xFF
        }
        return RasterImage(width: width, height: height, pixels: out)
    }
}

extension RasterImage {
    /// Writes the image as a PNG file at `path` atomically (temporary file, then rename).
    public func write(to path: String, compressionLevel: Int = 6) throws {
        try AtomicFile.write(png(compressionLevel: compressionLevel), to: path)
    }
}

extension ImageSurface {
    /// Decodes PNG bytes with `PNGDecoder` into a premultiplied ARGB32 surface, rounding as Cairo's
    /// own PNG reader does, so an image item draws the same pixels it did through Cairo.
    /// - Throws: `GraphicsError.invalidPNG` saying what is wrong with the bytes.
    convenience init(png bytes: [UInt8]) throws {
        let image = try RasterImage(png: bytes)
        try self.init(width: image.width, height: image.height)
        let (w, h, stride) = (width, height, self.stride)
        try withPixels { data in
            image.pixels.withUnsafeBufferPointer { src in
                for y in 0..<h {
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<w {
                        let o = (y * w + x) * 4
                        row[x] = premultipliedARGB(src[o], src[o + 1], src[o + 2], src[o + 3])
                    }
                }
            }
        }
    }

    /// The surface's pixels as a straight-alpha RGBA image (un-premultiplied as Cairo's PNG writer does).
    func rasterImage() throws -> RasterImage {
        let (w, h, stride) = (width, height, self.stride)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        try withPixels { data in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<w {
                        let o = (y * w + x) * 4
                        (dst[o], dst[o + 1], dst[o + 2], dst[o + 3]) = straightRGBA(row[x])
                    }
                }
            }
        }
        return RasterImage(width: w, height: h, pixels: out)
    }

    /// Encodes the surface as PNG with `PNGEncoder`, at `pixelsPerPoint` × 72 dpi.
    func png(level: Int = PNGEncoder.defaultLevel, pixelsPerPoint: Double = 1,
             filter: PNGRowFilter = PNGEncoder.defaultFilter) throws -> [UInt8] {
        let (w, h, stride) = (width, height, self.stride)
        return try withPixels {
            try PNGEncoder.encode(argb32: $0, width: w, height: h, stride: stride, level: level, pixelsPerPoint: pixelsPerPoint,
                                  filter: filter)
        }
    }
}

/// One straight-alpha pixel as Cairo's premultiplied ARGB32 word, with the rounding of Cairo's PNG
/// reader (`(a·c + 128 + ((a·c + 128) >> 8)) >> 8`; a fully transparent pixel is 0).
func premultipliedARGB(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
    guard a != 0 else { return 0 }
    guard a != 0xFF else { return 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
    func times(_ c: UInt8) -> UInt32 {
        let t = UInt32(a) * UInt32(c) + 0x80
        return (t + (t >> 8)) >> 8
    }
    return UInt32(a) << 24 | times(r) << 16 | times(g) << 8 | times(b)
}

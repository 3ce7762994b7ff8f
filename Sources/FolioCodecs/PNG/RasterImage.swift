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

    /// Decodes any valid PNG (any bit depth and colour type, interlaced or not) no bigger than `limits`,
    /// with libspng.
    /// - Throws: `CodecError.invalidPNG` saying what is wrong with the bytes.
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
        PNGEncoder.file(try compressed(level: compressionLevel), pixelsPerPoint: pixelsPerPoint)
    }

    /// The picture's PNG header and compressed rows (RGBA even when opaque if `keepingAlpha`).
    func compressed(level: Int, keepingAlpha: Bool = false) throws -> PNGEncoder.Image {
        try pixels.withUnsafeBufferPointer {
            try PNGEncoder.compress(rgba: $0, width: width, height: height, level: level, keepingAlpha: keepingAlpha)
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

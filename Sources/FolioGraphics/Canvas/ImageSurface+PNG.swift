import FolioCodecs

extension ImageSurface {
    /// Decodes PNG bytes with libspng (`RasterImage(png:)`) into a premultiplied ARGB32 surface,
    /// rounding as Cairo's own PNG reader does, so an image item draws the same pixels it did through Cairo.
    /// - Throws: `CodecError.invalidPNG` saying what is wrong with the bytes.
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

    /// Encodes the surface as PNG with FolioCodecs' `PNGEncoder`, at `pixelsPerPoint` × 72 dpi.
    package func png(level: Int = PNGEncoder.defaultLevel, pixelsPerPoint: Double = 1,
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

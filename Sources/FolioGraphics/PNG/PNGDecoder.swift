import CCairo

/// Reads the PNGs Folio and most tools write: 8-bit greyscale, grey + alpha, RGB, RGBA or palette,
/// not interlaced, any row filters (palette transparency from tRNS; a single transparent grey or RGB
/// colour is ignored); checks every chunk's CRC. Gives straight-alpha RGBA8.
enum PNGDecoder {
    static func decode(_ png: [UInt8]) throws -> RasterImage {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.count > 8, Array(png[0..<8]) == signature else { throw GraphicsError.invalidPNG(reason: "no PNG signature") }
        var header: Header?
        var palette: [UInt8] = [], transparency: [UInt8] = [], compressed: [UInt8] = []
        var offset = 8
        chunks: while true {
            guard offset + 12 <= png.count else { throw GraphicsError.invalidPNG(reason: "truncated before IEND") }
            let length = Int(png.bigEndianUInt32(at: offset))
            let typeStart = offset + 4, dataStart = offset + 8
            guard length <= png.count - dataStart - 4 else { throw GraphicsError.invalidPNG(reason: "chunk runs past the end") }
            let crc = png.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress.map { $0 + typeStart }, length + 4) }
            guard crc == png.bigEndianUInt32(at: dataStart + length) else {
                throw GraphicsError.invalidPNG(reason: "bad CRC in chunk at byte \(offset)")
            }
            let data = png[dataStart..<dataStart + length]
            switch String(decoding: png[typeStart..<dataStart], as: UTF8.self) {
            case "IHDR": header = try Header(Array(data))
            case "PLTE": palette = Array(data)
            case "tRNS": transparency = Array(data)
            case "IDAT": compressed += data
            case "IEND": break chunks
            default: break
            }
            offset = dataStart + length + 4
        }
        guard let header else { throw GraphicsError.invalidPNG(reason: "no IHDR chunk") }
        let raw = try inflate(compressed, count: header.height * (1 + header.rowBytes))
        return RasterImage(width: header.width, height: header.height,
                           pixels: try rgba(unfilter(raw, header), header, palette: palette, transparency: transparency))
    }

    struct Header {
        let width: Int, height: Int, colorType: UInt8
        /// Samples per pixel for the colour type.
        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 0 }
        var rowBytes: Int { width * channels }

        init(_ d: [UInt8]) throws {
            guard d.count == 13 else { throw GraphicsError.invalidPNG(reason: "IHDR of \(d.count) bytes") }
            width = Int(d.bigEndianUInt32(at: 0))
            height = Int(d.bigEndianUInt32(at: 4))
            colorType = d[9]
            guard width > 0, height > 0, width * height <= 1 << 28 else {
                throw GraphicsError.invalidPNG(reason: "size \(width)×\(height)")
            }
            guard d[8] == 8, [0, 2, 3, 4, 6].contains(colorType) else {
                throw GraphicsError.invalidPNG(reason: "bit depth \(d[8]) colour type \(colorType) (Folio reads 8-bit images)")
            }
            guard d[12] == 0 else { throw GraphicsError.invalidPNG(reason: "interlaced images are not supported") }
        }
    }

    private static func inflate(_ compressed: [UInt8], count: Int) throws -> [UInt8] {
        guard let decompressor = libdeflate_alloc_decompressor() else { throw GraphicsError.invalidPNG(reason: "no decompressor") }
        defer { libdeflate_free_decompressor(decompressor) }
        var raw = [UInt8](repeating: 0, count: count)
        var produced = 0
        let result = compressed.withUnsafeBytes { input in
            raw.withUnsafeMutableBytes { output in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &produced)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, produced == count else {
            throw GraphicsError.invalidPNG(reason: "image data does not inflate to \(count) bytes")
        }
        return raw
    }

    /// Undoes the per-row filters in place, leaving the samples without filter bytes.
    private static func unfilter(_ raw: [UInt8], _ h: Header) throws -> [UInt8] {
        let bpp = h.channels, rowBytes = h.rowBytes
        var out = [UInt8](repeating: 0, count: rowBytes * h.height)
        try raw.withUnsafeBufferPointer { src in
            try out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h.height {
                    let filter = src[y * (rowBytes + 1)]
                    let s = y * (rowBytes + 1) + 1, d = y * rowBytes, up = d - rowBytes
                    for i in 0..<rowBytes {
                        let a = i >= bpp ? Int(dst[d + i - bpp]) : 0
                        let b = y > 0 ? Int(dst[up + i]) : 0
                        let c = i >= bpp && y > 0 ? Int(dst[up + i - bpp]) : 0
                        let predictor: Int
                        switch filter {
                        case 0: predictor = 0
                        case 1: predictor = a
                        case 2: predictor = b
                        case 3: predictor = (a + b) / 2
                        case 4:
                            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                            predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                        default: throw GraphicsError.invalidPNG(reason: "unknown row filter \(filter)")
                        }
                        dst[d + i] = UInt8(truncatingIfNeeded: Int(src[s + i]) + predictor)
                    }
                }
            }
        }
        return out
    }

    private static func rgba(_ samples: [UInt8], _ h: Header, palette: [UInt8], transparency: [UInt8]) throws -> [UInt8] {
        let count = h.width * h.height
        if h.colorType == 6 { return samples }
        if h.colorType == 3, palette.isEmpty { throw GraphicsError.invalidPNG(reason: "palette image without PLTE") }
        var out = [UInt8](repeating: 255, count: count * 4)
        for i in 0..<count {
            switch h.colorType {
            case 0: (out[i * 4], out[i * 4 + 1], out[i * 4 + 2]) = (samples[i], samples[i], samples[i])
            case 4:
                (out[i * 4], out[i * 4 + 1], out[i * 4 + 2]) = (samples[i * 2], samples[i * 2], samples[i * 2])
                out[i * 4 + 3] = samples[i * 2 + 1]
            case 2: (out[i * 4], out[i * 4 + 1], out[i * 4 + 2]) = (samples[i * 3], samples[i * 3 + 1], samples[i * 3 + 2])
            default:
                let index = Int(samples[i])
                guard index * 3 + 2 < palette.count else { throw GraphicsError.invalidPNG(reason: "palette index \(index) out of range") }
                (out[i * 4], out[i * 4 + 1], out[i * 4 + 2]) = (palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2])
                if index < transparency.count { out[i * 4 + 3] = transparency[index] }
            }
        }
        return out
    }
}

extension Collection where Element == UInt8, Index == Int {
    func bigEndianUInt32(at i: Int) -> UInt32 {
        let s = startIndex + i
        return UInt32(self[s]) << 24 | UInt32(self[s + 1]) << 16 | UInt32(self[s + 2]) << 8 | UInt32(self[s + 3])
    }
}

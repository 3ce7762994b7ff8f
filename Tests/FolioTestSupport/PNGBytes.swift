import CZlib

/// PNG files built chunk by chunk for the reader's tests: any header (a bomb's too), extra chunks,
/// and image data zlib stores uncompressed (level 0), so each test's PNG is exactly what it says. The
/// chunks are laid out here because the files are meant to be odd or broken, which no PNG writer
/// (libspng's included) agrees to write.
public enum PNGBytes {
    /// A PNG of `width` × `height` whose rows hold `scanlines`' samples: the image's rows, or for an
    /// interlaced one the rows of its Adam7 passes in order. Each row is written with `filters[row]`
    /// (0 None … 4 Paeth, cycling; None throughout by default), `bytesPerPixel` apart.
    public static func png(width: Int, height: Int, depth: UInt8, colorType: UInt8, interlaced: Bool = false,
                           extra: [(String, [UInt8])] = [], filters: [UInt8] = [0], bytesPerPixel: Int = 1,
                           scanlines: [[UInt8]]) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func chunk(_ type: String, _ data: [UInt8]) {
            out += be32(UInt32(data.count))
            let body = Array(type.utf8) + data
            out += body + be32(crc32(body))
        }
        chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [depth, colorType, 0, 0, interlaced ? 1 : 0])
        for (type, data) in extra { chunk(type, data) }
        let rows = scanlines.indices.flatMap { y -> [UInt8] in
            let filter = filters[y % filters.count]
            return [filter] + filtered(scanlines[y], above: y > 0 ? scanlines[y - 1] : nil, filter: filter, bytesPerPixel: bytesPerPixel)
        }
        chunk("IDAT", zlibStored(rows))
        chunk("IEND", [])
        return out
    }

    /// `row` through PNG filter `filter` (1 Sub, 2 Up, 3 Average, 4 Paeth; anything else as it is).
    static func filtered(_ row: [UInt8], above: [UInt8]?, filter: UInt8, bytesPerPixel bpp: Int) -> [UInt8] {
        guard (1...4).contains(filter) else { return row }
        return row.indices.map { i in
            let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(above?[i] ?? 0), c = i >= bpp ? Int(above?[i - bpp] ?? 0) : 0
            let predictor: Int
            switch filter {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            default: predictor = 0
            }
            return row[i] &- UInt8(predictor & 0xFF)
        }
    }

    /// A 32-bit number, most significant byte first.
    public static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// The CRC-32 PNG puts after each chunk (zlib's).
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        UInt32(truncatingIfNeeded: bytes.withUnsafeBufferPointer { CZlib.crc32(0, $0.baseAddress, uInt($0.count)) })
    }

    /// `data` as a zlib stream of stored (uncompressed) blocks: zlib at level 0.
    public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = data.withUnsafeBufferPointer { compress2(&out, &size, $0.baseAddress, uLong($0.count), 0) }
        precondition(status == Z_OK, "zlib could not store \(data.count) bytes")
        return Array(out.prefix(Int(size)))
    }
}

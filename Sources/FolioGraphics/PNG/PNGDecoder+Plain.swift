import CCairo

extension PNGDecoder {
    /// The PNGs Folio itself writes (8-bit RGB or RGBA, not interlaced, only the sRGB and pHYs chunks
    /// besides the image) read without libspng: every chunk's CRC checked, the image data inflated by
    /// libdeflate in one call into the tail of the pixel buffer, the rows unfiltered (any of the five
    /// filters) and widened to RGBA in place. libspng inflates with zlib row by row, which made
    /// decoding most of a `folio diff`'s time.
    ///
    /// nil for any other PNG and for anything unexpected (an unknown chunk, a bad CRC, a short or long
    /// stream, an image past `limits`): libspng then reads the file as before and says what is wrong, so
    /// this path only ever gives the pixels libspng would (PNGReaderTests compares the two).
    static func decodePlain(_ png: [UInt8], limits: PNGLimits) -> RasterImage? {
        png.withUnsafeBytes { bytes -> RasterImage? in
            guard let base = bytes.baseAddress else { return nil }
            return Plain(bytes: UnsafeRawBufferPointer(start: base, count: bytes.count), limits: limits)?.decode()
        }
    }

    private struct Plain {
        let width: Int, height: Int, channels: Int
        var data: [UInt8] = []

        /// Reads the chunks; nil unless the file is one this path takes.
        init?(bytes: UnsafeRawBufferPointer, limits: PNGLimits) {
            let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
            guard bytes.count > 8 + 25, zip(bytes.prefix(8), signature).allSatisfy({ $0 == $1 }) else { return nil }
            func word(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
            var at = 8, chunks: [(type: Int, start: Int, length: Int)] = []
            while at + 12 <= bytes.count {
                let length = word(at)
                guard length <= 1 << 30, at + 12 + length <= bytes.count else { return nil }
                let crc = libdeflate_crc32(0, bytes.baseAddress! + at + 4, length + 4)
                guard Int(crc) == word(at + 8 + length) else { return nil }
                chunks.append((word(at + 4), at + 8, length))
                at += 12 + length
                if chunks.last?.type == Self.iend { break }
            }
            guard at == bytes.count, let header = chunks.first, header.type == Self.ihdr, header.length == 13,
                  chunks.last?.type == Self.iend, chunks.last?.length == 0 else { return nil }
            let (w, h) = (word(header.start), word(header.start + 4))
            let (depth, colour) = (bytes[header.start + 8], bytes[header.start + 9])
            guard w > 0, h > 0, w <= limits.maxSide, h <= limits.maxSide, w * h <= limits.maxPixels, depth == 8,
                  colour == 2 || colour == 6, bytes[header.start + 10] == 0, bytes[header.start + 11] == 0, bytes[header.start + 12] == 0
            else { return nil }
            (width, height, channels) = (w, h, colour == 6 ? 4 : 3)
            // IHDR, then sRGB and pHYs as Folio writes them, the IDATs one after another, IEND.
            var seenData = false
            for chunk in chunks.dropFirst().dropLast() {
                switch chunk.type {
                case Self.idat:  // one after another: nothing else is taken after the first
                    seenData = true
                    data.append(contentsOf: bytes[chunk.start..<(chunk.start + chunk.length)])
                case Self.srgb where !seenData && chunk.length == 1 && bytes[chunk.start] <= 3: continue
                case Self.phys where !seenData && chunk.length == 9 && bytes[chunk.start + 8] <= 1: continue
                default: return nil
                }
            }
            guard seenData else { return nil }
        }

        /// The pixels, or nil when the image data is not exactly the rows the header promises.
        ///
        /// The stream is inflated into the tail of the pixel buffer itself, and each row is unfiltered
        /// into a scratch row and widened from there to its place nearer the head, so the image costs one
        /// buffer, not one of filtered rows and another of pixels. The pixels never overtake the rows
        /// still to be read: for RGB the tail starts at h(w − 1), and row y's pixels end at 4w(y + 1),
        /// which is no later than row y + 1's data starts, h(w − 1) + (3w + 1)(y + 1).
        func decode() -> RasterImage? {
            let rowBytes = width * channels, size = (rowBytes + 1) * height, pixelBytes = width * height * 4
            let capacity = max(size, pixelBytes), tail = capacity - size
            guard let inflater = libdeflate_alloc_decompressor() else { return nil }
            defer { libdeflate_free_decompressor(inflater) }
            // Two scratch rows, the one above (zeros before the first) and the one being unfiltered, with
            // a byte past each so that a pixel is widened with one four-byte load.
            var scratch = [UInt8](repeating: 0, count: 2 * (rowBytes + 1))
            var decoded = false
            let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = 0
                guard let base = buffer.baseAddress else { return }
                PixelMemory.adviseHugePages(base, capacity)
                var used = 0, written = 0
                // Not cleared first: the stream must fill every byte (`written == size`) or it is refused.
                let result = data.withUnsafeBytes { input in
                    libdeflate_zlib_decompress_ex(inflater, input.baseAddress, input.count, base + tail, size, &used, &written)
                }
                guard result == LIBDEFLATE_SUCCESS, used == data.count, written == size else { return }
                decoded = scratch.withUnsafeMutableBufferPointer { rows in
                    var (above, row) = (rows.baseAddress!, rows.baseAddress! + rowBytes + 1)
                    for y in 0..<height {
                        let line = base + tail + y * (rowBytes + 1)
                        guard unfilter(line[0], line + 1, above: above, into: row, rowBytes: rowBytes) else { return false }
                        widen(row, into: base + y * width * 4)
                        swap(&above, &row)
                    }
                    return true
                }
                count = decoded ? pixelBytes : 0
            }
            return decoded ? RasterImage(width: width, height: height, pixels: pixels) : nil
        }

        /// One row's pixels as RGBA: copied, or RGB given an opaque alpha (each pixel read as four bytes,
        /// the fourth the next pixel's or the scratch row's spare byte, and replaced).
        private func widen(_ row: UnsafePointer<UInt8>, into line: UnsafeMutablePointer<UInt8>) {
            guard channels == 3 else {
                line.update(from: row, count: width * 4)
                return
            }
            let raw = UnsafeRawPointer(row), out = UnsafeMutableRawPointer(line)
            for x in 0..<width {
                let rgb = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: x * 3, as: UInt32.self))
                out.storeBytes(of: (rgb | 0xFF00_0000).littleEndian, toByteOffset: x * 4, as: UInt32.self)
            }
        }

        /// Undoes one row's filter from `source` into `row` (`above` is the row before, unfiltered, or
        /// zeros for the first); false for a filter type PNG does not define.
        private func unfilter(_ filter: UInt8, _ source: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>,
                              into row: UnsafeMutablePointer<UInt8>, rowBytes: Int) -> Bool {
            let bpp = channels
            switch filter {
            case 0: row.update(from: source, count: rowBytes)
            case 1:
                row.update(from: source, count: bpp)
                for i in bpp..<rowBytes { row[i] = source[i] &+ row[i - bpp] }
            case 2: for i in 0..<rowBytes { row[i] = source[i] &+ above[i] }
            case 3:
                for i in 0..<bpp { row[i] = source[i] &+ above[i] / 2 }
                for i in bpp..<rowBytes { row[i] = source[i] &+ UInt8((Int(row[i - bpp]) + Int(above[i])) / 2) }
            case 4:
                for i in 0..<bpp { row[i] = source[i] &+ above[i] }
                for i in bpp..<rowBytes {
                    let a = Int(row[i - bpp]), b = Int(above[i]), c = Int(above[i - bpp])
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    row[i] = source[i] &+ UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
                }
            default: return false
            }
            return true
        }

        private static let (ihdr, idat, iend, srgb, phys) = (0x4948_4452, 0x4944_4154, 0x4945_4E44, 0x7352_4742, 0x7048_5973)
    }
}

import CCairo

extension PNGDecoder {
    /// The PNGs Folio itself writes (8-bit RGB or RGBA, not interlaced, only the sRGB and pHYs chunks
    /// besides the image) read without libspng: every chunk's CRC checked, the image data inflated by
    /// libdeflate in one call straight into its filtered rows, the rows unfiltered (any of the five
    /// filters) and widened to RGBA. libspng inflates with zlib row by row, which made decoding most of a
    /// `folio diff`'s time.
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
        func decode() -> RasterImage? {
            let rowBytes = width * channels, size = (rowBytes + 1) * height
            guard let inflater = libdeflate_alloc_decompressor() else { return nil }
            defer { libdeflate_free_decompressor(inflater) }
            var used = 0, written = 0, result = LIBDEFLATE_BAD_DATA
            // Not cleared first: the stream must fill every byte (`written == size`) or it is refused.
            var filtered = [UInt8](unsafeUninitializedCapacity: size) { output, count in
                PixelMemory.adviseHugePages(output.baseAddress, size)
                result = data.withUnsafeBytes { input in
                    libdeflate_zlib_decompress_ex(inflater, input.baseAddress, input.count, output.baseAddress, size, &used, &written)
                }
                count = result == LIBDEFLATE_SUCCESS && written == size ? size : 0
            }
            guard result == LIBDEFLATE_SUCCESS, used == data.count, written == size else { return nil }
            let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
                PixelMemory.adviseHugePages(out.baseAddress, width * height * 4)
                count = width * height * 4
                filtered.withUnsafeMutableBufferPointer { rows in
                    for y in 0..<height where !unfilter(rows.baseAddress! + y * (rowBytes + 1), rowBytes: rowBytes, first: y == 0) {
                        count = 0
                        return
                    }
                    for y in 0..<height {
                        let row = rows.baseAddress! + y * (rowBytes + 1) + 1, line = out.baseAddress! + y * width * 4
                        if channels == 4 {
                            line.update(from: row, count: rowBytes)
                        } else {
                            for x in 0..<width {
                                (line[x * 4], line[x * 4 + 1], line[x * 4 + 2], line[x * 4 + 3]) = (row[x * 3], row[x * 3 + 1], row[x * 3 + 2], 255)
                            }
                        }
                    }
                }
            }
            return pixels.count == width * height * 4 ? RasterImage(width: width, height: height, pixels: pixels) : nil
        }

        /// Undoes one row's filter in place (the row's filter byte first, the row above just before it);
        /// false for a filter type PNG does not define.
        private func unfilter(_ line: UnsafeMutablePointer<UInt8>, rowBytes: Int, first: Bool) -> Bool {
            let row = line + 1, above = line - rowBytes, bpp = channels
            func up(_ i: Int) -> UInt8 { first ? 0 : above[i] }
            switch line[0] {
            case 0: break
            case 1: for i in bpp..<rowBytes { row[i] &+= row[i - bpp] }
            case 2: if !first { for i in 0..<rowBytes { row[i] &+= above[i] } }
            case 3:
                for i in 0..<rowBytes {
                    let left = i >= bpp ? Int(row[i - bpp]) : 0
                    row[i] &+= UInt8((left + Int(up(i))) / 2)
                }
            case 4:
                for i in 0..<rowBytes {
                    let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(up(i)), c = i >= bpp ? Int(up(i - bpp)) : 0
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    row[i] &+= UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
                }
            default: return false
            }
            return true
        }

        private static let (ihdr, idat, iend, srgb, phys) = (0x4948_4452, 0x4944_4154, 0x4945_4E44, 0x7352_4742, 0x7048_5973)
    }
}

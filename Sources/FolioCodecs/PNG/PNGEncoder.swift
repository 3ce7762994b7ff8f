import Dispatch
import Foundation

/// Writes PNGs with libdeflate: 8-bit RGB (fully opaque images) or RGBA, filter None on every row
/// unless asked otherwise, one IDAT chunk, tagged sRGB (what Cairo draws in) and with a pHYs chunk
/// giving the physical density (`pixelsPerPoint` × 72 per inch: a @3x screen is 216 dpi, so viewers
/// show it at its size). The rows are compressed a MiB-sized band at a time, the bands on every core
/// and joined into one stream (`DeflateParts`). On Folio's flat-colour screens this is several times
/// faster than Cairo's writer (zlib on one core, adaptive filters) and the files come out no larger.
package enum PNGEncoder {
    /// libdeflate's level 6: the usual balance of size and speed.
    package static let defaultLevel = 6
    /// The levels libdeflate takes: 0 (stored) … 12 (smallest).
    package static let levels = 0...12

    /// The filter every PNG is written with unless its options say otherwise.
    package static let defaultFilter = PNGRowFilter.none

    /// Encodes premultiplied native-endian ARGB32 pixels (Cairo's layout), un-premultiplying as Cairo's
    /// own writer does so both decode to the same pixels.
    package static func encode(argb32 pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
                               level: Int = defaultLevel, pixelsPerPoint: Double = 1, filter: PNGRowFilter = defaultFilter) throws -> [UInt8] {
        func row(_ y: Int) -> UnsafePointer<UInt32> {
            UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
        }
        var opaque = true
        for y in 0..<height where opaque {
            let r = row(y)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<width { all &= r[x] }
            opaque = all >> 24 == 0xFF
        }
        let image = try compress(width: width, height: height, channels: opaque ? 3 : 4, level: level, filter: filter) { y, out in
            let r = row(y)
            if opaque {
                rgb(r, width, into: out)
            } else {
                for x in 0..<width {
                    (out[x * 4], out[x * 4 + 1], out[x * 4 + 2], out[x * 4 + 3]) = straightRGBA(r[x])
                }
            }
        }
        return file(image, pixelsPerPoint: pixelsPerPoint)
    }

    /// Opaque ARGB32 pixels as RGB bytes, four pixels to three words: a pixel byte-swapped is
    /// 0xBBGGRRAA, which shifted down a byte is its R, G and B in memory order.
    private static func rgb(_ pixels: UnsafePointer<UInt32>, _ count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let words = UnsafeMutableRawPointer(out)
        var x = 0
        while x + 4 <= count {
            let (q0, q1, q2, q3) = (pixels[x].byteSwapped >> 8, pixels[x + 1].byteSwapped >> 8,
                                    pixels[x + 2].byteSwapped >> 8, pixels[x + 3].byteSwapped >> 8)
            words.storeBytes(of: (q0 | q1 << 24).littleEndian, toByteOffset: x * 3, as: UInt32.self)
            words.storeBytes(of: (q1 >> 8 | q2 << 16).littleEndian, toByteOffset: x * 3 + 4, as: UInt32.self)
            words.storeBytes(of: (q2 >> 16 | q3 << 8).littleEndian, toByteOffset: x * 3 + 8, as: UInt32.self)
            x += 4
        }
        for x in x..<count {
            let p = pixels[x]
            (out[x * 3], out[x * 3 + 1], out[x * 3 + 2]) = (UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 8),
                                                           UInt8(truncatingIfNeeded: p))
        }
    }

    /// Straight-alpha RGBA8 pixels compressed, as RGB when every alpha is 255 (unless `keepingAlpha`:
    /// an animation's frames share the first one's colour type).
    static func compress(rgba pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, level: Int = defaultLevel,
                         keepingAlpha: Bool = false) throws -> Image {
        let opaque = !keepingAlpha && stride(from: 3, to: width * height * 4, by: 4).allSatisfy { pixels[$0] == 0xFF }
        return try compress(width: width, height: height, channels: opaque ? 3 : 4, level: level) { y, out in
            let row = y * width * 4
            if !opaque, let base = pixels.baseAddress {
                out.update(from: base + row, count: width * 4)
                return
            }
            for x in 0..<width {
                out[x * 3] = pixels[row + x * 4]
                out[x * 3 + 1] = pixels[row + x * 4 + 1]
                out[x * 3 + 2] = pixels[row + x * 4 + 2]
            }
        }
    }

    /// A picture's header and compressed rows: a PNG file's, or an animation frame's.
    struct Image {
        /// The IHDR chunk's data.
        var header: [UInt8]
        /// The zlib stream of the filtered rows (the IDAT or fdAT data).
        var data: [UInt8]
        var colourType: UInt8 { header[9] }
    }

    /// The rows compressed: `fillRow(y, bytes)` writes row `y`'s samples after its filter byte.
    private static func compress(width: Int, height: Int, channels: Int, level: Int, filter: PNGRowFilter = defaultFilter,
                                 fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) throws -> Image {
        guard width > 0, height > 0, width < 1 << 31, height < 1 << 31 else {
            throw CodecError.invalidArgument("PNG of \(width)×\(height) pixels")
        }
        let rowBytes = 1 + width * channels
        // A band of rows per MiB, each filled, filtered and compressed on its own and joined into one
        // stream: the bands depend on the image only, so the bytes do too. Each core takes every
        // `workers`-th band into one band-sized buffer of its own, so a @3x screen's rows touch 2 MiB
        // of fresh memory rather than all 9 (each page of which the kernel would zero first).
        let level = min(levels.upperBound, max(levels.lowerBound, level))
        let bands = max(1, min(height, (rowBytes * height) >> 20))
        let workers = min(bands, max(1, ProcessInfo.processInfo.activeProcessorCount))
        let bandRows = (height + bands - 1) / bands
        var parts = [DeflateParts.Part?](repeating: nil, count: bands)
        withoutActuallyEscaping(fillRow) { fillRow in
            parts.withUnsafeMutableBufferPointer { parts in
                DispatchQueue.concurrentPerform(iterations: workers) { worker in
                    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bandRows * rowBytes)
                    defer { buffer.deallocate() }
                    for band in stride(from: worker, to: bands, by: workers) {
                        let rows = band * height / bands..<(band + 1) * height / bands
                        for (i, y) in rows.enumerated() {
                            buffer[i * rowBytes] = 0  // filter None
                            fillRow(y, buffer + i * rowBytes + 1)
                        }
                        if filter != .none {
                            filterBand(rows, band: buffer, rowBytes: rowBytes, filter: filter, fillRow: fillRow)
                        }
                        parts[band] = DeflateParts.part(buffer, count: rows.count * rowBytes, level: level,
                                                        last: band == bands - 1)
                    }
                }
            }
        }
        let complete = parts.compactMap { $0 }
        guard complete.count == bands else {
            throw CodecError.encoderFailed("libdeflate could not compress a \(width)×\(height) image")
        }
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, channels == 4 ? 6 : 2, 0, 0, 0]
        return Image(header: header, data: DeflateParts.stream(complete, level: level))
    }

    /// The PNG file of `image`: its header, the colour space and density chunks, its data.
    /// Laid out by hand (`PNGChunks`): libspng takes no image data compressed elsewhere.
    static func file(_ image: Image, pixelsPerPoint: Double) -> [UInt8] {
        var png = [UInt8].pngSignature
        png.reserveCapacity(image.data.count + 128)
        png.appendChunk("IHDR", image.header)
        for (type, data) in ancillary(pixelsPerPoint: pixelsPerPoint) { png.appendChunk(type, data) }
        png.appendChunk("IDAT", image.data)
        png.appendChunk("IEND", [])
        return png
    }

    /// The chunks between the header and the image data: sRGB (perceptual rendering intent) and pHYs.
    static func ancillary(pixelsPerPoint: Double) -> [(String, [UInt8])] {
        [("sRGB", [0]), ("pHYs", physicalDensity(pixelsPerPoint))]
    }

    /// The pHYs chunk's data for `pixelsPerPoint`: pixels per metre on both axes (a point is 1/72 inch),
    /// unit "metre"; 72 dpi when the density is not a usable number.
    static func physicalDensity(_ pixelsPerPoint: Double) -> [UInt8] {
        let perPoint = pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? min(pixelsPerPoint, 1000) : 1
        let perMetre = UInt32((perPoint * 72 / 0.0254).rounded())
        var data: [UInt8] = []
        data.appendBigEndian(perMetre)
        data.appendBigEndian(perMetre)
        return data + [1]
    }
}

/// A premultiplied ARGB32 pixel as straight-alpha bytes, rounding exactly as Cairo's PNG writer does.
@inline(__always)
package func straightRGBA(_ p: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
    let a = p >> 24
    var (r, g, b) = (p >> 16 & 0xFF, p >> 8 & 0xFF, p & 0xFF)
    if a != 0xFF && a != 0 {
        (r, g, b) = ((r * 255 + a / 2) / a, (g * 255 + a / 2) / a, (b * 255 + a / 2) / a)
    }
    return (UInt8(truncatingIfNeeded: r), UInt8(truncatingIfNeeded: g), UInt8(truncatingIfNeeded: b), UInt8(a))
}

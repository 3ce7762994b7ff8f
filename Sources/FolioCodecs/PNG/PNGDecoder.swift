import CSpng

/// The one PNG reader behind everything Folio reads (goldens, `folio diff`, images in frames): libspng,
/// which takes every valid PNG (1- to 16-bit, grey, palette, RGB, with alpha or tRNS, interlaced) and
/// checks every chunk's CRC, ancillary ones too. Gives straight-alpha RGBA8 (16-bit samples keep their
/// high byte).
///
/// Bounded before anything is allocated: the header's size is checked against `PNGLimits`, and the
/// ancillary chunks libspng keeps are capped, so a small file claiming a huge image (a PNG bomb)
/// fails with a message instead of allocating gigabytes. Every chunk through IEND is read and
/// checked, and nothing may follow IEND.
enum PNGDecoder {
    static func decode(_ png: [UInt8], limits: PNGLimits = .standard) throws -> RasterImage {
        guard let ctx = spng_ctx_new(0) else { throw CodecError.invalidPNG(reason: "libspng could not start") }
        defer { spng_ctx_free(ctx) }
        return try png.withUnsafeBytes { bytes in
            // Read as a stream, so what libspng took is known: all of the file, up to its IEND.
            let source = StreamSource(bytes)
            try withExtendedLifetime(source) {
                try check(spng_set_png_stream(ctx, StreamSource.read, Unmanaged.passUnretained(source).toOpaque()))
            }
            try check(spng_set_image_limits(ctx, UInt32(clamping: limits.maxSide), UInt32(clamping: limits.maxSide)))
            try check(spng_set_chunk_limits(ctx, limits.maxChunkBytes, limits.maxChunkBytes))
            // A bad CRC is a broken file whichever chunk it is in (libspng would drop a bad ancillary one).
            try check(spng_set_crc_action(ctx, Int32(SPNG_CRC_ERROR.rawValue), Int32(SPNG_CRC_ERROR.rawValue)))
            var header = spng_ihdr()
            try check(spng_get_ihdr(ctx, &header))
            let (width, height) = (Int(header.width), Int(header.height))
            guard width * height <= limits.maxPixels else {
                throw CodecError.invalidPNG(reason: "\(width)×\(height) pixels is more than the \(limits.maxPixels) Folio reads")
            }
            let format = Int32(SPNG_FMT_RGBA8.rawValue)
            var size = 0
            try check(spng_decoded_image_size(ctx, format, &size))
            guard size == width * height * 4 else { throw CodecError.invalidPNG(reason: "decoded size \(size) for \(width)×\(height)") }
            var failure: Int32 = 0
            let pixels = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
                failure = spng_decode_image(ctx, buffer.baseAddress, size, format, Int32(SPNG_DECODE_TRNS.rawValue))
                count = failure == 0 ? size : 0
            }
            try check(failure)
            // The chunks after the image, through IEND (a file without one is refused, as one with
            // anything after it is).
            try check(spng_decode_chunks(ctx))
            guard source.offset == bytes.count else {
                throw CodecError.invalidPNG(reason: "\(bytes.count - source.offset) bytes after the IEND chunk")
            }
            return withExtendedLifetime(source) { RasterImage(width: width, height: height, pixels: pixels) }
        }
    }

    /// The bytes of a PNG handed to libspng as a stream, counting what it reads.
    private final class StreamSource {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        init(_ bytes: UnsafeRawBufferPointer) {
            self.bytes = bytes
        }

        /// libspng's read callback: the next `length` bytes, or end of file.
        static let read: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int) -> Int32 = { _, user, destination, length in
            guard let user, let destination else { return Int32(SPNG_IO_ERROR.rawValue) }
            let source = Unmanaged<StreamSource>.fromOpaque(user).takeUnretainedValue()
            guard length <= source.bytes.count - source.offset, let base = source.bytes.baseAddress else { return Int32(SPNG_IO_EOF.rawValue) }
            destination.copyMemory(from: base + source.offset, byteCount: length)
            source.offset += length
            return 0
        }
    }

    /// Turns a libspng status into `CodecError.invalidPNG` with libspng's own words.
    private static func check(_ status: Int32) throws {
        guard status != 0 else { return }
        let message = spng_strerror(status).map { String(cString: $0) } ?? "error \(status)"
        throw CodecError.invalidPNG(reason: message)
    }
}

/// How big a PNG Folio agrees to decode, checked on the header before any pixel is allocated.
/// The defaults: 16,384 px a side and 64 megapixels (256 MB decoded; a @3x strip of eight screens
/// fits), ancillary chunks kept up to 64 MB in all (a large iCCP profile or zTXt is valid).
public struct PNGLimits: Sendable, Hashable {
    /// The largest width or height, in pixels.
    public var maxSide = 16_384
    /// The most pixels (width × height): 4 bytes each once decoded.
    public var maxPixels = 64 << 20
    /// The largest ancillary chunk, and the most bytes of them libspng keeps, decompressed profiles
    /// and text included (a compressed bomb stops there).
    public var maxChunkBytes = 64 << 20

    /// The default limits; change a field to lower or raise one.
    public init() {}

    /// The limits every reader uses unless told otherwise.
    public static let standard = PNGLimits()
}

import CZlib

/// One zlib stream made of parts compressed independently, as pigz does: every part but the last is
/// deflated by zlib up to a sync flush (`Z_SYNC_FLUSH`, which ends on a byte boundary), the last to
/// the stream's end (`Z_FINISH`); each part after the first is primed with the 32 KiB of input before
/// it (`deflateSetDictionary`), so it loses little against one stream; the first part carries the zlib
/// header, and the parts' Adler-32s are joined with `adler32_combine`. The parts can be compressed on
/// as many cores as there are; the stream depends only on how the input was cut, so it is the same
/// bytes on one core or many.
enum DeflateParts {
    /// The most input a part is primed with: deflate's window.
    static let window = 32 << 10

    /// `count` bytes at `input` as one part of a stream at zlib `level` (0…9): with the zlib header
    /// when `first`, primed with `dictionary` (the input just before it) otherwise, ending the stream
    /// when `last`. Nil when zlib refuses the level or cannot allocate.
    static func part(_ input: UnsafePointer<UInt8>, count: Int, dictionary: UnsafeBufferPointer<UInt8>?, level: Int,
                     first: Bool, last: Bool) -> Part? {
        var z = z_stream()
        // Window bits 15 writes the zlib header; -15 raw deflate, which the header before it leads into.
        guard deflateInit2_(&z, Int32(level), Z_DEFLATED, first ? 15 : -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&z) }
        if !first, let dictionary, let base = dictionary.baseAddress, !dictionary.isEmpty {
            guard deflateSetDictionary(&z, base, uInt(dictionary.count)) == Z_OK else { return nil }
        }
        // The bound of a whole stream, and room for the flush's empty stored block and the header.
        let capacity = Int(deflateBound(&z, uLong(count))) + 16
        var done = false
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { out, written in
            z.next_in = UnsafeMutablePointer(mutating: input)
            z.avail_in = uInt(count)
            z.next_out = out.baseAddress
            z.avail_out = uInt(capacity)
            let status = deflate(&z, last ? Z_FINISH : Z_SYNC_FLUSH)
            done = z.avail_in == 0 && (last ? status == Z_STREAM_END : status == Z_OK && z.avail_out > 0)
            written = done ? capacity - Int(z.avail_out) : 0
        }
        guard done else { return nil }
        return Part(bytes: bytes, count: count, adler: UInt32(adler32(1, input, uInt(count))), whole: first && last)
    }

    /// The zlib stream of `parts` in order (the first made with `first`, the last with `last`).
    static func stream(_ parts: [Part]) -> [UInt8] {
        if parts.count == 1, parts[0].whole { return parts[0].bytes }
        var out: [UInt8] = []
        out.reserveCapacity(parts.reduce(4) { $0 + $1.bytes.count })
        var adler = adler32(0, nil, 0)
        for part in parts {
            out += part.bytes
            adler = adler32_combine(adler, uLong(part.adler), .init(part.count))
        }
        // The stream's trailer, which zlib writes only for a stream it compressed whole: no API joins
        // the Adler-32 of parts into one (pigz writes it the same way).
        out.appendBigEndian(UInt32(truncatingIfNeeded: adler))
        return out
    }

    /// A compressed part, how many input bytes it holds and their Adler-32; `whole` when it is a
    /// complete zlib stream on its own (one part, trailer and all).
    struct Part {
        let bytes: [UInt8]
        let count: Int
        let adler: UInt32
        let whole: Bool
    }
}

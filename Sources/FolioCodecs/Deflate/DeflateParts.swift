import CDeflate
import CZlib

/// One zlib stream made of parts compressed independently on as many cores as there are: each part
/// is a raw deflate stream from libdeflate; every part but the last has its final block's BFINAL bit
/// cleared and ends in an empty stored block, which brings it to a byte boundary (what zlib's
/// `Z_SYNC_FLUSH` writes, which libdeflate has no API for: `FinalBlock` finds the block, and says why
/// this is not zlib); the parts' Adler-32s (libdeflate's) are joined with zlib's `adler32_combine`.
/// The stream depends only on how the input was cut, so it is the same bytes on one core or many.
enum DeflateParts {
    /// `count` bytes at `input` as one part of a stream at libdeflate `level` (0…12): raw deflate that
    /// ends the stream when `last`, and otherwise leads on, byte-aligned, to the next part. Nil when
    /// libdeflate refuses the level, or (a bug in `FinalBlock`) when its stream cannot be walked to its end.
    static func part(_ input: UnsafeRawPointer?, count: Int, level: Int, last: Bool) -> Part? {
        guard (0...12).contains(level), let compressor = libdeflate_alloc_compressor(Int32(level)) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_deflate_compress_bound(compressor, count)
        var bytes = [UInt8](unsafeUninitializedCapacity: bound) { output, written in
            written = libdeflate_deflate_compress(compressor, input, count, output.baseAddress, bound)
        }
        guard !bytes.isEmpty else { return nil }
        if !last {
            // libdeflate writes well-formed streams, so not finding the final block is a bug in the walk.
            guard let end = FinalBlock(in: bytes) else { return nil }
            bytes[end.headerBit >> 3] &= ~(1 << UInt8(end.headerBit & 7))
            // After the last code: a stored block header (BFINAL 0, BTYPE 00), padding, LEN 0, NLEN ~0.
            let index = end.endBit >> 3, used = (end.endBit + 3 + 7) >> 3
            bytes.removeLast(max(0, bytes.count - used))
            while bytes.count < used { bytes.append(0) }
            bytes[index] &= UInt8((1 << (end.endBit & 7)) - 1)
            for i in index + 1..<used { bytes[i] = 0 }
            bytes += [0x00, 0x00, 0xFF, 0xFF]
        }
        return Part(bytes: bytes, count: count, adler: count == 0 ? 1 : libdeflate_adler32(1, input, count))
    }

    /// The zlib stream of `parts` in order (the last made with `last: true`), with the header libdeflate
    /// writes for `level`.
    static func stream(_ parts: [Part], level: Int) -> [UInt8] {
        var out = header(level: level)
        out.reserveCapacity(parts.reduce(6) { $0 + $1.bytes.count })
        var adler: uLong = 1
        for part in parts {
            out += part.bytes
            adler = adler32_combine(adler, uLong(part.adler), .init(part.count))
        }
        // The stream's trailer, which a library writes only for a stream it compressed whole.
        out.appendBigEndian(UInt32(truncatingIfNeeded: adler))
        return out
    }

    /// A compressed part, how many input bytes it holds and their Adler-32.
    struct Part {
        let bytes: [UInt8]
        let count: Int
        let adler: UInt32
    }

    /// The two bytes libdeflate starts a zlib stream with: deflate, 32 KiB window, and the level's class.
    static func header(level: Int) -> [UInt8] {
        let levelClass: UInt16 = level < 2 ? 0 : level < 6 ? 1 : level < 8 ? 2 : 3
        var value: UInt16 = 0x78 << 8 | levelClass << 6
        value += 31 - value % 31
        return [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
}

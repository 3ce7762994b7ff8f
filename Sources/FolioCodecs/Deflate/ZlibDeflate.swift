import CDeflate

/// zlib streams written by libdeflate in one piece: the compressor of the streams the PDF finishing
/// writes (effect images, marked page content, the ICC profile; PNG rows are compressed in bands by
/// libdeflate too and joined, `DeflateParts`).
package enum ZlibDeflate {
    /// `count` bytes at `input` in zlib form at `level` (0…12), or nil when libdeflate refuses the
    /// level or cannot compress (it never does for a level in range and a buffer that fits in memory).
    package static func compress(_ input: UnsafeRawPointer?, count: Int, level: Int) -> [UInt8]? {
        guard (0...12).contains(level), let compressor = libdeflate_alloc_compressor(Int32(level)) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, count)
        let out = [UInt8](unsafeUninitializedCapacity: bound) { output, written in
            written = libdeflate_zlib_compress(compressor, input, count, output.baseAddress, bound)
        }
        return out.isEmpty ? nil : out
    }
}

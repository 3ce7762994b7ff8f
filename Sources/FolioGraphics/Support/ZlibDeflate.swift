import CCairo

/// zlib streams written and read by libdeflate in one piece: the compressor of the streams the PDF
/// finishing writes (effect images, marked page content, the ICC profile; PNG rows are compressed in
/// bands, `DeflateParts`), and the reader the tests check compressed streams with.
enum ZlibDeflate {
    /// `count` bytes at `input` in zlib form at `level` (0…12), or nil when libdeflate refuses the
    /// level or cannot compress (it never does for a level in range and a buffer that fits in memory).
    static func compress(_ input: UnsafeRawPointer?, count: Int, level: Int) -> [UInt8]? {
        guard (0...12).contains(level), let compressor = libdeflate_alloc_compressor(Int32(level)) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, count)
        let out = [UInt8](unsafeUninitializedCapacity: bound) { output, written in
            written = libdeflate_zlib_compress(compressor, input, count, output.baseAddress, bound)
        }
        return out.isEmpty ? nil : out
    }
}

extension ZlibDeflate {
    /// The bytes of the zlib stream `input`, nil when it is not one or holds more than `limit` bytes.
    /// `expected` is where the output buffer starts (the exact size when it is known).
    static func decompress(_ input: ArraySlice<UInt8>, expected: Int? = nil, limit: Int) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var capacity = min(limit, max(64, expected ?? input.count * 4))
        while true {
            var result = LIBDEFLATE_SUCCESS
            let out = input.withUnsafeBytes { source in
                [UInt8](unsafeUninitializedCapacity: capacity) { output, written in
                    result = libdeflate_zlib_decompress(decompressor, source.baseAddress, source.count,
                                                        output.baseAddress, capacity, &written)
                    if result != LIBDEFLATE_SUCCESS { written = 0 }
                }
            }
            if result == LIBDEFLATE_SUCCESS { return out }
            guard result == LIBDEFLATE_INSUFFICIENT_SPACE, capacity < limit else { return nil }
            capacity = min(limit, capacity * 4)
        }
    }
}

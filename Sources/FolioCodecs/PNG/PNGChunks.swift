import CZlib

/// PNG chunks written by hand, the one place Folio writes PNG structure: libspng writes PNGs but
/// compresses the rows itself on one core, and no library takes image data compressed elsewhere
/// (the parallel `DeflateParts` stream) or writes APNG's acTL, fcTL and fdAT chunks (libspng 0.7
/// neither reads nor writes them), so the encoders lay out the chunks here.
extension [UInt8] {
    /// The eight bytes every PNG starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends a PNG chunk: length, type, data and the CRC-32 (zlib's) of type and data.
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        append(contentsOf: typeBytes)
        append(contentsOf: data)
        appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }
}

import CCrypto
import FolioCodecs
import FolioCore

/// SHA-256 of large buffers through libcrypto, which uses the CPU's SHA instructions: the golden
/// check hashes every render's decoded pixels, 5 MB a screen at @2x, where FolioCore's portable
/// `SHA256` (the same digest) would cost more than encoding the PNG it spares.
public enum PixelDigest {
    /// SHA-256 of `bytes` as 64 lowercase hex digits (what `SHA256.hex` gives, and `sha256sum`).
    public static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let done = digest.withUnsafeMutableBufferPointer { out in
            EVP_Digest(bytes.baseAddress, bytes.count, out.baseAddress, &length, EVP_sha256(), nil)
        }
        // libcrypto refuses only when it cannot allocate its context: the portable digest is the same.
        guard done == 1, length == 32 else { return SHA256.hex(bytes) }
        return hexDigits(digest.prefix(32))
    }

    /// `bytes` as lowercase hex digits, two a byte.
    static func hexDigits<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

extension RasterImage {
    /// SHA-256 of the pixels (RGBA8 rows, straight alpha, top to bottom): the same for a render and
    /// for any PNG of it decoded, whatever encoder wrote the PNG.
    public var pixelDigest: String {
        pixels.withUnsafeBytes(PixelDigest.hex)
    }
}

import CCrypto
import FolioCodecs
import FolioCore

/// What `renderDigest` gives: the picture's size and the SHA-256 of its pixels.
public struct RasterDigest: Hashable, Sendable {
    /// The picture's size in pixels.
    public var width: Int, height: Int
    /// SHA-256 of the RGBA8 rows (straight alpha, top to bottom), as `RasterImage.pixelDigest` gives
    /// for the same picture: 64 lowercase hex digits.
    public var sha256: String
}

/// Draws `frame` as `renderRaster` does and hashes its pixels without keeping them: each band of
/// rows is turned into straight RGBA in a small buffer and fed to libcrypto, so a check that only
/// compares hashes allocates no image and encodes no PNG.
public func renderDigest(_ frame: Frame, options: RenderOptions = RenderOptions(),
                         session: RenderSession = RenderSession()) throws -> RasterDigest {
    let surface = try rasterize(frame, options: options, session: session)
    let (w, h, rowBytes) = (surface.width, surface.height, surface.stride)
    guard let context = EVP_MD_CTX_new() else {
        // libcrypto could not allocate its context: the portable digest of the same pixels.
        let image = try surface.rasterImage()
        return RasterDigest(width: w, height: h, sha256: SHA256.hex(image.pixels))
    }
    defer { EVP_MD_CTX_free(context) }
    let bandRows = 32
    var band = [UInt8](repeating: 0, count: w * 4 * bandRows)
    let ok = try surface.withPixels { data -> Bool in
        guard EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else { return false }
        for top in stride(from: 0, to: h, by: bandRows) {
            let rows = min(bandRows, h - top)
            band.withUnsafeMutableBufferPointer { dst in
                for y in 0..<rows {
                    let row = UnsafeRawPointer(data + (top + y) * rowBytes).assumingMemoryBound(to: UInt32.self)
                    let base = y * w * 4
                    for x in 0..<w {
                        let o = base + x * 4
                        (dst[o], dst[o + 1], dst[o + 2], dst[o + 3]) = straightRGBA(row[x])
                    }
                }
            }
            guard band.withUnsafeBytes({ EVP_DigestUpdate(context, $0.baseAddress, rows * w * 4) }) == 1 else { return false }
        }
        return true
    }
    var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
    var length: UInt32 = 0
    guard ok, EVP_DigestFinal_ex(context, &digest, &length) == 1, length == 32 else {
        return RasterDigest(width: w, height: h, sha256: SHA256.hex(try surface.rasterImage().pixels))
    }
    return RasterDigest(width: w, height: h, sha256: PixelDigest.hexDigits(digest.prefix(32)))
}

import CJPEG
import CWebP
import FolioCore

/// The lossy image formats a card or a render can be written in besides PNG, each through its
/// Debian library (libjpeg-turbo's TurboJPEG API, libwebp): a 424 KB PNG card is about 67 KB as
/// JPEG and 33 KB as WebP. Same pixels and quality, same bytes: both encoders run single-threaded
/// with fixed settings.
public enum LossyEncoder {
    /// The quality used when none is asked for (1…100).
    public static let defaultQuality = 90
    /// The qualities accepted.
    public static let qualities = 1...100

    /// `image` as a baseline JPEG at `quality` (4:2:0 chroma, accurate DCT); transparent pixels are
    /// laid on white, as JPEG has no alpha.
    /// - Throws: `CodecError.invalidArgument` for a quality outside 1…100, `CodecError.encoderFailed`
    ///   when libjpeg-turbo refuses (with its message).
    public static func jpeg(_ image: RasterImage, quality: Int = defaultQuality) throws -> [UInt8] {
        guard qualities.contains(quality) else { throw CodecError.invalidArgument("JPEG quality \(quality) (use 1…100)") }
        let rgb = image.rgbOnWhite()
        guard let handle = tjInitCompress() else { throw CodecError.encoderFailed("libjpeg-turbo could not start") }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = rgb.withUnsafeBufferPointer { pixels in
            tjCompress2(handle, pixels.baseAddress, Int32(image.width), 0, Int32(image.height), Int32(TJPF_RGB.rawValue),
                        &output, &size, Int32(TJSAMP_420.rawValue), Int32(quality), TJFLAG_ACCURATEDCT)
        }
        defer { if let output { tjFree(output) } }
        guard status == 0, let output else {
            throw CodecError.encoderFailed("JPEG: \(String(cString: tjGetErrorStr2(handle)))")
        }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// `image` as a lossy WebP at `quality` (with its alpha when it has any).
    /// - Throws: `CodecError.invalidArgument` for a quality or size WebP does not take,
    ///   `CodecError.encoderFailed` when libwebp refuses.
    public static func webp(_ image: RasterImage, quality: Int = defaultQuality) throws -> [UInt8] {
        guard qualities.contains(quality) else { throw CodecError.invalidArgument("WebP quality \(quality) (use 1…100)") }
        guard image.width <= Int(WEBP_MAX_DIMENSION), image.height <= Int(WEBP_MAX_DIMENSION) else {
            throw CodecError.invalidArgument("\(image.width) × \(image.height) is larger than WebP allows (\(WEBP_MAX_DIMENSION) a side)")
        }
        var output: UnsafeMutablePointer<UInt8>?
        let opaque = stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }
        let size: Int
        if opaque {
            let rgb = image.rgbOnWhite()
            size = rgb.withUnsafeBufferPointer {
                WebPEncodeRGB($0.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 3), Float(quality), &output)
            }
        } else {
            size = image.pixels.withUnsafeBufferPointer {
                WebPEncodeRGBA($0.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4), Float(quality), &output)
            }
        }
        defer { if let output { WebPFree(output) } }
        guard size > 0, let output else { throw CodecError.encoderFailed("WebP for \(image.width) × \(image.height)") }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}

extension RasterImage {
    /// The pixels as RGB8, each laid on white by its alpha.
    func rgbOnWhite() -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        pixels.withUnsafeBufferPointer { src in
            rgb.withUnsafeMutableBufferPointer { dst in
                for i in 0..<(width * height) {
                    let a = UInt32(src[i * 4 + 3])
                    for c in 0..<3 {
                        let v = UInt32(src[i * 4 + c])
                        dst[i * 3 + c] = a == 255 ? UInt8(v) : UInt8((v * a + 255 * (255 - a) + 127) / 255)
                    }
                }
            }
        }
        return rgb
    }
}

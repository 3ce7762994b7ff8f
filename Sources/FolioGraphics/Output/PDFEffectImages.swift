import CCairo
import Dispatch
import FolioCodecs

/// The wide-blur images of a PDF, embedded at full resolution by the finishing pass rather than by
/// cairo.
///
/// cairo 1.16 deflates every image it embeds with zlib's default level; the report's streak glow at
/// 216 dpi (672 × 652 pixels and their soft mask) took 19 ms of a 120 ms report, a fifth of it. A wide
/// blur is computed at a fraction of that resolution anyway (see `EffectResolution`), so cairo is given
/// that reduced image, 1/16 of the pixels, painted over the same region, and writes an image and a soft
/// mask for it; the finishing pass recognises the two streams by their samples and writes the
/// full-resolution ones (the reduced image scaled up bilinearly, as before) in their place, deflated
/// by libdeflate, on all cores. The file holds the same image cairo would have written, in other bytes.
final class PDFEffectImages {
    /// A reduced image as cairo writes it, and the size of the full-resolution one that replaces it.
    private struct Entry {
        let width: Int, height: Int
        let rgb: [UInt8], alpha: [UInt8]
        let fullWidth: Int, fullHeight: Int
    }

    /// The samples of an ARGB32 image as cairo's PDF surface writes them: RGB un-premultiplied
    /// (transparent pixels black) and the alpha of its soft mask.
    struct Samples {
        var width: Int, height: Int
        var rgb: [UInt8], alpha: [UInt8]

        /// The samples of `surface` (ARGB32).
        init(_ surface: ImageSurface) throws {
            width = surface.width
            height = surface.height
            let (w, h, stride) = (surface.width, surface.height, surface.stride)
            (rgb, alpha) = try surface.withPixels { data in
                var rgb = [UInt8](repeating: 0, count: w * h * 3), alpha = [UInt8](repeating: 0, count: w * h)
                for y in 0..<h {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<w {
                        let i = y * w + x
                        (rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2], alpha[i]) = straightRGBA(row[x])
                    }
                }
                return (rgb, alpha)
            }
        }

        /// Whether cairo writes these as an 8-bit RGB image with an 8-bit soft mask: some pixel is
        /// partly transparent (else it writes no mask, or a 1-bit one) and some visible pixel has a
        /// colour that is not grey (else it writes grey or 1-bit samples).
        var areWrittenAsRGBWithSoftMask: Bool {
            guard alpha.contains(where: { $0 != 0 && $0 != 255 }) else { return false }
            return alpha.indices.contains { i in alpha[i] != 0 && (rgb[i * 3] != rgb[i * 3 + 1] || rgb[i * 3 + 1] != rgb[i * 3 + 2]) }
        }
    }

    private var entries: [Entry] = []
    /// Each entry's full samples deflated (RGB, then alpha), taken from its image and deflated on
    /// another core from when it is taken, while the rest of the document is drawn: done or nearly by
    /// the time the file is finished.
    private var deflating: [Deflation] = []

    /// Whether no image was taken.
    var isEmpty: Bool { entries.isEmpty }

    /// Takes `full` to be embedded when the document is finished, in place of `reduced`, which is then
    /// what cairo is to be given; false (and nothing taken) when cairo would not write `reduced` as an
    /// RGB image with a soft mask, so `full` is given to cairo itself.
    func take(_ full: ImageSurface, standingIn reduced: ImageSurface) throws -> Bool {
        guard cairo_image_surface_get_format(reduced.surface) == CAIRO_FORMAT_ARGB32,
              cairo_image_surface_get_format(full.surface) == CAIRO_FORMAT_ARGB32 else { return false }
        let stand = try Samples(reduced)
        guard stand.areWrittenAsRGBWithSoftMask else { return false }
        entries.append(Entry(width: stand.width, height: stand.height, rgb: stand.rgb, alpha: stand.alpha,
                             fullWidth: full.width, fullHeight: full.height))
        deflating.append(Deflation(full))
        return true
    }

    /// Writes every taken image into the image and soft mask cairo wrote for its reduced one: both
    /// streams are replaced in `file`, at full size.
    /// - Throws: `GraphicsError.pdf` when one of them is not in the file (cairo wrote it otherwise).
    func embed(in file: QPDF) throws {
        guard !isEmpty else { return }
        var targets = [[(image: QPDFObject, mask: QPDFObject)]](repeating: [], count: entries.count)
        for object in file.objects where object.isStream {
            let dictionary = object.dictionary, mask = dictionary["SMask"]
            guard dictionary["Subtype"].isName("Image"), mask.isStream,
                  let width = dictionary["Width"].integer, let height = dictionary["Height"].integer,
                  entries.contains(where: { $0.width == width && $0.height == height }) else { continue }
            // An image cairo wrote otherwise (a JPEG it was handed) is not one of them.
            guard let rgb = try? object.decodedData(), rgb.count == width * height * 3,
                  let alpha = try? mask.decodedData(), alpha.count == width * height else { continue }
            for (i, entry) in entries.enumerated() where entry.width == width && entry.height == height && entry.rgb == rgb && entry.alpha == alpha {
                targets[i].append((object, mask))
            }
        }
        guard !targets.contains(where: \.isEmpty) else {
            throw GraphicsError.pdf(message: "an effect image cairo was given is not in the PDF as an RGB image with a soft mask")
        }
        for (i, entry) in entries.enumerated() {
            let deflated = try deflating[i].result()
            for (image, mask) in targets[i] {
                for (stream, data) in [(image, deflated[0]), (mask, deflated[1])] {
                    let dictionary = stream.dictionary
                    dictionary["Width"] = file.integer(entry.fullWidth)
                    dictionary["Height"] = file.integer(entry.fullHeight)
                    dictionary.remove("DecodeParms")
                    stream.storeDeflated(data)
                }
            }
        }
    }

    /// An image's samples being taken and deflated on another core (`deflate`), and the result once
    /// it is there. Nothing draws into the image once it is taken. Unchecked: the image is only read
    /// after it is taken, and `deflated` is written by the one deflating task before it leaves `done`,
    /// and read only after waiting on it.
    private final class Deflation: @unchecked Sendable {
        private let done = DispatchGroup()
        private let image: ImageSurface
        private var deflated: Result<[[UInt8]], any Error>?

        init(_ image: ImageSurface) {
            self.image = image
            DispatchQueue.global().async(group: done) {
                self.deflated = Result {
                    let samples = try Samples(self.image)
                    return try PDFEffectImages.deflate([samples.rgb, samples.alpha])
                }
            }
        }

        /// The samples in zlib form (RGB, then alpha), waiting for them if need be.
        func result() throws -> [[UInt8]] {
            done.wait()
            guard let deflated else { throw GraphicsError.invalidArgument("an effect image was not deflated") }
            return try deflated.get()
        }
    }

    /// Each buffer in zlib form at libdeflate's level 6, on all cores (the same bytes either way).
    private static func deflate(_ buffers: [[UInt8]]) throws -> [[UInt8]] {
        var out = [[UInt8]](repeating: [], count: buffers.count)
        out.withUnsafeMutableBufferPointer { slots in
            let slots = slots
            DispatchQueue.concurrentPerform(iterations: buffers.count) { i in
                slots[i] = buffers[i].withUnsafeBytes { ZlibDeflate.compress($0.baseAddress, count: $0.count, level: 6) } ?? []
            }
        }
        guard !out.contains(where: \.isEmpty) else { throw GraphicsError.invalidArgument("libdeflate could not compress an effect image") }
        return out
    }
}

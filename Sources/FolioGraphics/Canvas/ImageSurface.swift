import CCairo
import FolioCore

/// A Cairo image surface: ARGB32 (premultiplied, one native-endian 32-bit word per pixel) or A8
/// (one alpha byte per pixel, for masks such as shadow silhouettes).
package final class ImageSurface {
    let surface: OpaquePointer
    package let width: Int
    package let height: Int
    /// Bytes from one row to the next.
    let stride: Int
    /// Bytes per pixel: 4 for ARGB32, 1 for A8.
    let bytesPerPixel: Int

    /// The largest side Cairo's image surfaces accept.
    static let maximumSide = 32767

    /// A transparent surface of `width` × `height` pixels, ARGB32 or (`alphaOnly`) A8; with `cleared`
    /// false, one whose pixels are left as memory had them, for a canvas whose first paint covers it
    /// opaquely (see `Frame.coveringPaint`): a @3x screen then skips clearing 12 MB it overwrites.
    convenience init(width: Int, height: Int, alphaOnly: Bool = false, cleared: Bool = true) throws {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw GraphicsError.invalidArgument("image surface of \(width)×\(height) pixels (1…\(Self.maximumSide) each)")
        }
        let format = alphaOnly ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        let stride = Int(cairo_format_stride_for_width(format, Int32(width)))
        let bytes = stride * height
        let pixels: OwnedPixels
        if let memory = PixelMemory.hugeZeroed(bytes) {
            pixels = OwnedPixels(memory) { PixelMemory.unmap($0, bytes) }
        } else if !cleared, let memory = malloc(bytes) {
            pixels = OwnedPixels(memory) { free($0) }
        } else {
            try self.init(adopting: cairo_image_surface_create(format, Int32(width), Int32(height)))
            return
        }
        let surface = cairo_image_surface_create_for_data(pixels.memory.assumingMemoryBound(to: UInt8.self), format, Int32(width),
                                                          Int32(height), Int32(stride))
        let owner = Unmanaged.passRetained(pixels).toOpaque()
        guard cairo_surface_set_user_data(surface, &OwnedPixels.key, owner, { Unmanaged<OwnedPixels>.fromOpaque($0!).release() })
                == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            Unmanaged<OwnedPixels>.fromOpaque(owner).release()
            throw GraphicsError.cairo(message: "out of memory")
        }
        try self.init(adopting: surface)
    }

    /// Takes ownership of an ARGB32 or A8 image surface made elsewhere (destroying it if it is unusable).
    init(adopting surface: OpaquePointer?) throws {
        guard let surface else { throw GraphicsError.cairo(message: "no surface") }
        do {
            try check(cairo_surface_status(surface))
            let format = cairo_image_surface_get_format(surface)
            guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_A8 else {
                throw GraphicsError.cairo(message: "expected an ARGB32 or A8 image surface")
            }
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        bytesPerPixel = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 ? 1 : 4
    }

    /// Takes ownership of a surface as `init(adopting:)` does, redrawing an RGB24 one onto ARGB32 first.
    convenience init(adopting surface: OpaquePointer?, convertingRGB24: Bool) throws {
        guard let surface, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 else {
            try self.init(adopting: surface)
            return
        }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        try self.init(width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)))
        let canvas = try makeCanvas()
        cairo_set_source_surface(canvas.cr, surface, 0, 0)
        cairo_paint(canvas.cr)
        try canvas.checkStatus()
    }

    deinit { cairo_surface_destroy(surface) }

    /// Reads or changes the pixels directly: pending drawing is flushed first and Cairo is told after.
    func withPixels<R>(_ body: (UnsafeMutablePointer<UInt8>) throws -> R) throws -> R {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw GraphicsError.cairo(message: "image surface has no pixel data")
        }
        defer { cairo_surface_mark_dirty(surface) }
        return try body(data)
    }

    /// A drawing context on this surface.
    func makeCanvas() throws -> Canvas { try Canvas(surface: surface) }
}

/// Pixel memory a surface is drawn into but does not own (huge pages, or a buffer left uncleared),
/// released with the surface.
private final class OwnedPixels {
    /// The key of the surface's user data holding its owner (its address is what cairo compares).
    /// Unsafe only in name: cairo takes its address and never reads or writes it, nor does Folio; a
    /// `var` because cairo's API wants a mutable pointer.
    nonisolated(unsafe) static var key = cairo_user_data_key_t()
    let memory: UnsafeMutableRawPointer
    private let release: (UnsafeMutableRawPointer) -> Void

    init(_ memory: UnsafeMutableRawPointer, release: @escaping (UnsafeMutableRawPointer) -> Void) {
        self.memory = memory
        self.release = release
    }

    deinit { release(memory) }
}

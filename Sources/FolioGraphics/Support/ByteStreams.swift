import CCairo
import FolioCodecs

/// Collects the bytes Cairo writes through a stream callback (PNG, PDF and SVG writers).
final class ByteSink {
    private(set) var bytes: [UInt8] = []

    /// The callback to hand Cairo together with `Unmanaged.passUnretained(sink).toOpaque()`.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let data, length > 0 { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
        return CAIRO_STATUS_SUCCESS
    }

    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// Hands bytes to a Cairo stream reader (the PNG reader for image items and tests).
final class ByteSource {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The callback to hand Cairo together with `closure`.
    static let read: cairo_read_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.bytes.count - source.offset >= count else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { data.update(from: base + source.offset, count: count) }
        }
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }

    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

extension ImageSurface {
    /// Decodes PNG bytes with Cairo's own reader (libpng; premultiplied on the way in): the yardstick
    /// `folio bench` measures libspng against. Folio reads PNGs with `init(png:)`.
    package convenience init(cairoPNG bytes: [UInt8]) throws {
        let source = ByteSource(bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(ByteSource.read, source.closure)
        }
        try self.init(adopting: surface, convertingRGB24: true)
    }

    /// Encodes with Cairo's own PNG writer (zlib, adaptive filters): the yardstick for `PNGEncoder`.
    package func cairoPNG() throws -> [UInt8] {
        let sink = ByteSink()
        try withExtendedLifetime(sink) {
            try check(cairo_surface_write_to_png_stream(surface, ByteSink.write, sink.closure))
        }
        return sink.bytes
    }
}

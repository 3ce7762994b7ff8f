import CRsvg
import FolioCore

/// One thread's parsed icon drawings (librsvg handles, which are not shared between threads), each
/// kept by drawing, stroke width and colour for the thread's life: a screen draws the same few many
/// times, and parsing is most of an icon's cost.
final class IconHandles {
    /// What one parsed drawing was made for.
    struct Key: Hashable {
        var symbol: IconSymbol
        var stroke: Double
        var color: Color
    }

    private var handles: [Key: UnsafeMutablePointer<RsvgHandle>] = [:]

    /// The parsed drawing of `key`, parsed on first use.
    /// - Throws: `GraphicsError.iconMissing` naming the file when it is missing or librsvg cannot read it.
    func handle(_ key: Key) throws -> UnsafeMutablePointer<RsvgHandle> {
        if let handle = handles[key] { return handle }
        let svg = try IconSet.svg(key.symbol, stroke: key.stroke, color: key.color)
        var error: UnsafeMutablePointer<GError>?
        let handle = svg.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
        if let error { g_error_free(error) }
        guard let handle else { throw GraphicsError.iconMissing(paths: [IconSet.path(key.symbol)]) }
        handles[key] = handle
        return handle
    }

    deinit {
        for handle in handles.values { g_object_unref(UnsafeMutableRawPointer(handle)) }
    }
}

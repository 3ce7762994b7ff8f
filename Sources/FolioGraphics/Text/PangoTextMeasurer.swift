import FolioCore

/// Measures text with Pango over the pinned fonts, exactly as the renderer will draw it.
///
/// Safe to use from many threads at once: each thread lays out on its own Pango font map, and keeps
/// the layouts it shaped (`TextLayoutCache`), so measuring the same run again costs a lookup.
public struct PangoTextMeasurer: TextMeasuring {
    let library: FontLibrary

    /// A measurer over the pinned fonts; throws `GraphicsError.fontMissing` naming any missing file.
    public init() throws {
        library = try FontLibrary.shared()
    }

    public func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int?) -> TextMetrics {
        measure(text, style: style, width: width, maxLines: maxLines, alignment: .leading)
    }

    /// Measures through the calling thread's layout cache: each distinct run is shaped once, and the
    /// renderer draws that same layout (see `TextLayoutSpec.measured`).
    public func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int?, alignment: TextAlignment) -> TextMetrics {
        measure(text, style: style, width: width, maxLines: maxLines, alignment: alignment, direction: .leftToRight)
    }

    /// Measures on a page that runs in `direction`: on the Pango context the renderer draws that
    /// page's text with, so an Arabic line holding a Latin name breaks where it is drawn.
    public func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int?, alignment: TextAlignment,
                        direction: LayoutDirection) -> TextMetrics {
        let spec = TextLayoutSpec(text: text, style: style, width: width, wraps: width != nil,
                                  maxLines: maxLines, alignment: alignment, direction: direction)
        let session = FontSession.current(library)
        return session.layouts.metrics(spec, session: session)
    }
}

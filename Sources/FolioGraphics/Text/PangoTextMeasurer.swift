import FolioCore

/// Measures text with Pango over the pinned fonts, exactly as the renderer will draw it.
///
/// Safe to use from many threads at once: each thread lays out on its own Pango font map.
public struct PangoTextMeasurer: TextMeasuring {
    let library: FontLibrary

    /// A measurer over the pinned fonts; throws `GraphicsError.fontMissing` naming any missing file.
    public init() throws {
        library = try FontLibrary.shared()
    }

    public func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int?) -> TextMetrics {
        let spec = TextLayoutSpec(text: text, style: style, width: width, wraps: width != nil,
                                  maxLines: maxLines, alignment: .leading)
        return TextLayout(spec, session: FontSession.current(library)).metrics
    }
}

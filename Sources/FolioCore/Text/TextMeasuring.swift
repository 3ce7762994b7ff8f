/// What a text measurer reports about a run of text laid out in a box.
public struct TextMetrics: Hashable, Sendable {
    /// The size of the laid-out text (never wider than the width it was given, when one was).
    public var size: Size
    /// Distance from the top to the first line's baseline.
    public var baseline: Double
    public var lineCount: Int
    /// Whether lines were dropped or the text ellipsized to respect the width or line limit.
    public var isTruncated: Bool
    /// Glyphs no pinned font could draw (tofu boxes).
    public var unknownGlyphs: Int

    public init(size: Size, baseline: Double, lineCount: Int, isTruncated: Bool = false, unknownGlyphs: Int = 0) {
        self.size = size
        self.baseline = baseline
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.unknownGlyphs = unknownGlyphs
    }
}

/// Measures text for layout. Pango stands behind it in production (FolioGraphics); tests use a
/// fixed-width fake, so layout never needs fonts.
public protocol TextMeasuring: Sendable {
    /// Lays out `text` wrapping at `width` (nil: one line per paragraph, no wrapping) with at most
    /// `maxLines` lines (nil: no limit; the last kept line ends in an ellipsis when text is cut).
    func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int?) -> TextMetrics

    /// Measures as above with the lines aligned as they will be drawn, so a measurer that keeps its
    /// shaped layouts can hand the very same one to the renderer. Alignment never changes the metrics.
    func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int?, alignment: TextAlignment) -> TextMetrics

    /// Measures as above on a page that runs in `direction`, so text on a right-to-left page breaks
    /// its lines where it will be drawn (the bidi algorithm's paragraph level changes where an Arabic
    /// sentence holding a Latin name breaks).
    func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int?, alignment: TextAlignment,
                 direction: LayoutDirection) -> TextMetrics
}

extension TextMeasuring {
    /// Alignment does not change what a measurer reports: by default it measures without it.
    public func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int?, alignment: TextAlignment) -> TextMetrics {
        measure(text, style: style, width: width, maxLines: maxLines)
    }

    /// Direction does not change what a measurer reports unless it says so: by default it measures without it.
    public func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int?, alignment: TextAlignment,
                        direction: LayoutDirection) -> TextMetrics {
        measure(text, style: style, width: width, maxLines: maxLines, alignment: alignment)
    }
}

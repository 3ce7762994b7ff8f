import FolioCore

/// Everything that decides how a run of text is laid out. Measuring and drawing both build their
/// Pango layout from one of these through `TextLayout`, so what layout measured is what gets drawn.
struct TextLayoutSpec: Hashable {
    let text: String
    let style: TextStyle
    /// The box width: lines wrap at it when `wraps`, otherwise each line is ellipsized at it.
    /// Nil: no width, one line per paragraph at its natural length.
    let width: Double?
    let wraps: Bool
    /// At most this many lines, the last ending in an ellipsis when text was cut. Nil also when no
    /// limit could cut anything: lines that never wrap are one per paragraph, so a single paragraph
    /// lays out alike under every limit, and the specs of such text share one layout.
    let maxLines: Int?
    let alignment: TextAlignment
    /// The direction of the page the text is on: right to left, `.leading` lines sit at the right.
    let direction: LayoutDirection

    /// The base direction its paragraphs run in (the bidi algorithm's paragraph level): the page's,
    /// except that on a right-to-left page text with Latin (or other left-to-right) letters and no
    /// right-to-left one — an English fallback, a Latin name — runs left to right, as iOS takes a
    /// label's natural writing direction from its text, so its punctuation stays at its end. A
    /// translation that holds a Latin name runs right to left, and numbers read left to right within
    /// either (the bidi algorithm keeps a number's digits in order).
    var paragraphDirection: LayoutDirection {
        guard direction == .rightToLeft, !text.mayRunRightToLeft,
              text.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return direction }
        return .leftToRight
    }

    /// The same text laid out with no width (each paragraph on one line) and `alignment`.
    func unbounded(alignment: TextAlignment) -> TextLayoutSpec {
        TextLayoutSpec(text: text, style: style, width: nil, wraps: false, maxLines: maxLines, alignment: alignment,
                       direction: direction)
    }

    /// Whether lines aligned `.leading` start at x = 0 in any box: on a left-to-right base.
    var leadsAtZero: Bool { alignment == .leading && direction == .leftToRight }

    /// For one line of text given no width at all (a stack probing its children's smallest size):
    /// the style whose ellipsis alone it measures as. Pango ellipsizes such a line down to the
    /// ellipsis, shaped in the font of the text's first character, so the two measure alike (same size,
    /// baseline and line) when that font is the one the ellipsis alone gets: Inter (or Inter
    /// Display), which holds every Latin, Greek and Cyrillic letter and the ellipsis. Text that starts
    /// in another script (CJK, emoji, an icon) ellipsizes in that script's font, and Pango leaves the
    /// letter spacing off an ellipsis, so such text and tracked styles are shaped as they are, as is
    /// text at another line height (which the ellipsis's `GlyphRun` would not apply).
    /// `SqueezedTextTests` holds Pango to this across scripts and styles. Every such text of a style
    /// shares the one glyph run. Nil for anything else.
    var squeezedToEllipsis: TextStyle? {
        guard width == 0, wraps, maxLines == 1, GlyphRun.shapes(style), Self.interFamilies.contains(style.resolvedFamily),
              let first = text.unicodeScalars.first,
              (0x20...0x2FF).contains(first.value) || (0x370...0x52F).contains(first.value),
              !text.contains(where: { $0.isNewline }) else { return nil }
        return style
    }

    /// The families whose fonts hold the ellipsis and every Latin, Greek and Cyrillic letter.
    static let interFamilies: Set<String> = ["Inter", "Inter Display"]

    /// A text item as drawn in a frame of `size`.
    init(_ item: TextItem, in size: Size) {
        self.init(text: item.string, style: item.style, width: size.width, wraps: item.wraps,
                  maxLines: item.maxLines, alignment: item.alignment, direction: item.direction)
    }

    /// What drawing `item` in a frame of `size` shapes: the very layout the measurer shaped when the
    /// frame is as the text measured and that layout puts every line where the frame's own would,
    /// else the layout at the frame's width.
    ///
    /// The measured layout lays out the same lines: every line fits the measured width, so breaking at
    /// the frame's (narrower or equal) width breaks nowhere else, and an ellipsized line is the longest
    /// that fits either. Measured without a width, each paragraph is one line that the frame's width
    /// holds whole, wrapping or not. Lines also start at the same x when aligned leading (always 0 on
    /// an LTR base) both times, or, with no width, aligned alike (or on a single line) with no letter
    /// spacing widening the frame's box past the widest line (Pango aligns a layout without width within
    /// that line). Centred or trailing lines measured at a wider width sit elsewhere, so those are
    /// shaped again at the frame's width. The measurer lays out on a left-to-right base, so text on a
    /// right-to-left one is always shaped again.
    static func drawing(_ item: TextItem, in size: Size) -> TextLayoutSpec {
        let drawn = TextLayoutSpec(item, in: size)
        guard let box = item.measuredIn, size == item.metrics.size, item.direction == .leftToRight else { return drawn }
        let measured = TextLayoutSpec(text: item.string, style: item.style, width: box.width, wraps: box.width != nil,
                                      maxLines: item.maxLines, alignment: box.alignment)
        let sameStarts: Bool
        if box.width == nil {
            sameStarts = (item.alignment == .leading || item.style.letterSpacing <= 0)
                && (box.alignment == item.alignment || item.metrics.lineCount == 1)
        } else {
            sameStarts = item.wraps && item.alignment == .leading && box.alignment == .leading
        }
        return sameStarts ? measured : drawn
    }

    init(text: String, style: TextStyle, width: Double?, wraps: Bool, maxLines: Int?, alignment: TextAlignment,
         direction: LayoutDirection = .leftToRight) {
        self.direction = direction
        self.text = text
        self.style = style
        self.width = width
        self.wraps = wraps
        self.maxLines = (width == nil || !wraps) && !text.unicodeScalars.contains(where: Self.isParagraphBreak) ? nil : maxLines
        self.alignment = alignment
    }

    /// Whether the text is one character other than a paragraph break: no width breaks it.
    var isOneCharacter: Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return false }
        return !Self.isParagraphBreak(first)
    }

    /// What Pango takes for the end of a paragraph: a line feed, a carriage return (alone or before a
    /// line feed) or the paragraph separator U+2029.
    static func isParagraphBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2029}"
    }
}
